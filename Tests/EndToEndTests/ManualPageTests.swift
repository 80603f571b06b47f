import Foundation
import Testing

/// docs/danshu.1 renders cleanly and documents everything `danshu --help` offers.
@Suite("Manual page")
struct ManualPageTests {
    static let page = "docs/danshu.1"

    /// The page's text with the roff escapes that wrap words removed: `\-` is `-`, font changes go.
    static func plainSource() throws -> String {
        var text = try Project.text(page)
        for escape in ["\\fB", "\\fI", "\\fR", "\\fP", "\\&"] { text = text.replacingOccurrences(of: escape, with: "") }
        return text.replacingOccurrences(of: "\\-", with: "-")
    }

    /// Every `--option` and `-x` in a text, not counting hyphens inside words (`full-width`, `YYYY-MM`).
    static func options(in text: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "(?<![\\w-])--?[A-Za-z][A-Za-z-]*")
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            pattern.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } })
    }

    @Test("groff -ww renders the page without a warning")
    func rendersWithoutWarnings() throws {
        let box = Sandbox()
        let result = try ExternalTool.run("groff", ["-ww", "-man", "-Tutf8", Project.path(Self.page)], in: box)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "groff warned:\n\(result.stderr)")
        #expect(result.stdout.contains("DANSHU(1)"))
        // Japanese is written as \[uXXXX] escapes, so it comes out whole without preconv.
        #expect(result.stdout.contains("お酒を飲みましたか？"))
    }

    @Test("the page is plain ASCII, so groff needs no input encoding")
    func pageIsASCII() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Project.path(Self.page)))
        #expect(bytes.allSatisfy { $0 < 0x80 }, "docs/danshu.1 has non-ASCII bytes: write them as \\[uXXXX]")
    }

    @Test("every option of danshu --help and of each command's --help is in the page")
    func everyHelpOptionIsDocumented() throws {
        let box = Sandbox()
        let documented = Self.options(in: try Self.plainSource())
        var helps: [(String, String)] = []
        for language in ["ja", "en"] {
            helps.append(("--help", try box.run("--lang", language, "--help").stdout))
            for command in CommandSmokeTests.commands {
                helps.append(("\(command) --help", try box.run("--lang", language, command, "--help").stdout))
            }
        }
        var seen = Set<String>()
        for (origin, help) in helps {
            #expect(!help.isEmpty, "danshu \(origin) printed nothing")
            for option in Self.options(in: help) where !documented.contains(option) {
                Issue.record("\(option) (from danshu \(origin)) is missing from \(Self.page)")
            }
            seen.formUnion(Self.options(in: help))
        }
        // The check must have something to check: the options every command accepts, and some of their own.
        #expect(
            seen.isSuperset(of: [
                "--file", "--lang", "--color", "--mouse", "-h", "--help", "-V", "--version",
                "--sober", "--drink", "--note", "--month", "--json", "--format", "--from", "--to",
                "--dry-run", "--theirs", "--names", "--no-motion", "--mood", "--craving", "--weeks",
            ]),
            "\(seen.sorted())")
    }

    @Test("every command has its section, every config key and environment variable its entry")
    func commandsKeysAndEnvironment() throws {
        let source = try Self.plainSource()
        for command in CommandSmokeTests.commands {
            #expect(source.contains(".SS \"danshu \(command)"), "no .SS section for \(command)")
        }
        let box = Sandbox()
        let keys = try box.run("config").lines.dropFirst().compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        #expect(keys.count == 16, "\(keys)")
        for key in keys { #expect(source.contains(".B \(key)\n"), "config key \(key) is not in the page") }
        for name in [
            "DANSHU_FILE", "DANSHU_TODAY", "DANSHU_NOW", "DANSHU_LANG", "DANSHU_AMBIGUOUS_WIDTH", "XDG_DATA_HOME",
            "NO_COLOR", "NO_MOTION",
            "COLORTERM",
        ] {
            #expect(source.contains(".TP\n.B \(name)\n"), "\(name) has no ENVIRONMENT entry")
        }
        for status in 0...4 {
            #expect(source.contains(".TP\n.B \(status)\n"), "exit status \(status) is not explained")
        }
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "KEYS", "FILES", "ENVIRONMENT",
            "EXIT STATUS", "EXAMPLES", "SEE ALSO",
        ] {
            #expect(
                source.contains("\n.SH \(section)\n") || source.contains("\n.SH \"\(section)\"\n"),
                "no \(section) section")
        }
    }
}
