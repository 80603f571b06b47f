import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuText
@testable import DanshuUI

/// README.md tells a new user the keys and the first message; both must be what the app does.
/// The keys tables are generated from the help pane's rows (which come from the keymap itself) and
/// kept between `<!-- keys:begin -->` and `<!-- keys:end -->`; RECORD_SNAPSHOTS=1 rewrites them.
@Suite("README matches the app")
struct ReadmeKeysTests {
    /// README.md at the package root: this file is <root>/Tests/DanshuUITests/ReadmeKeysTests.swift.
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The help pane's rows as Markdown: a table per section with the keys, the English words and the
    /// Japanese words the pane shows; a section without keys (the mouse line) is a sentence.
    static func keysMarkdown() throws -> String {
        let english = HelpView.rows(catalog: Catalog(.en))
        let japanese = HelpView.rows(catalog: Catalog(.ja))
        guard english.count == japanese.count, zip(english, japanese).allSatisfy({ $0.keys == $1.keys }) else {
            throw ReadmeProblem("the English and Japanese help panes have different rows")
        }
        var blocks: [String] = []
        var table: [String] = []
        func flush() {
            if !table.isEmpty { blocks.append(table.joined(separator: "\n")) }
            table = []
        }
        for (i, (en, ja)) in zip(english, japanese).enumerated() {
            guard let keys = en.keys else {
                flush()
                let titlesATable = english.indices.contains(i + 1) && english[i + 1].keys != nil
                if titlesATable {
                    blocks.append("**\(en.text)** (\(ja.text))")
                } else if !en.text.isEmpty {
                    blocks.append("\(en.text) (\(ja.text)).")
                }
                continue
            }
            if table.isEmpty { table = ["| keys | does | ヘルプの表示 |", "| --- | --- | --- |"] }
            let spelled = keys.split(separator: " ").map { "`\($0)`" }.joined(separator: " ")
            table.append("| \(spelled) | \(en.text) | \(ja.text) |")
        }
        flush()
        return blocks.joined(separator: "\n\n")
    }

    @Test("the keys tables are the keymap's, as the help pane shows them")
    func keysTableIsTheKeymap() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let expected = try Self.keysMarkdown()
        let (start, end) = try Self.block(in: text, begin: "<!-- keys:begin -->", end: "<!-- keys:end -->")
        let current = String(text[start..<end]).trimmingCharacters(in: .newlines)
        if isRecordingSnapshots {
            let updated = String(text[..<start]) + "\n" + expected + "\n" + String(text[end...])
            try Data(updated.utf8).write(to: Self.readme)
            Issue.record(
                "Recorded the keys tables in \(Self.readme.path); unset RECORD_SNAPSHOTS and rerun to compare.")
            return
        }
        #expect(
            current == expected,
            """
            README.md's keys tables differ from the keymap (rerun with RECORD_SNAPSHOTS=1 to rewrite them):
            \(snapshotDiff(expected: current, actual: expected))
            """)
    }

    @Test("the README quotes the first-run welcome as the message line shows it")
    func welcomeIsQuoted() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        for language in Language.allCases {
            let welcome = Catalog(language).message(.welcome)
            #expect(text.contains(welcome), "README.md does not quote the \(language) welcome: \(welcome)")
        }
    }

    /// The range between the end of `begin` and the start of `end`.
    static func block(in text: String, begin: String, end: String) throws -> (String.Index, String.Index) {
        guard let open = text.range(of: begin), let close = text.range(of: end, range: open.upperBound..<text.endIndex)
        else {
            throw ReadmeProblem("README.md has no \(begin) … \(end) markers")
        }
        return (open.upperBound, close.lowerBound)
    }
}

/// Why the README could not be checked.
struct ReadmeProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
