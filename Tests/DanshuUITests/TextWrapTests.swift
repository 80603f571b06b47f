import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// Text wraps and shortens at word boundaries (docs/decisions.md, "Text wraps and shortens at word boundaries"):
/// between words in English, between characters in Japanese but never inside a number with its unit nor before
/// 。、 or after 「; a word is cut only when it is wider than a whole line.
@Suite struct TextWrapTests {
    static let english = "Craved a beer after work, then had 40.0g at the izakaya and regretted it the next morning."
    static let japanese = "仕事の後にビールが飲みたくなった。居酒屋で40.0g、3杯飲んで「もうやめよう」と思った。"

    /// The words of an English line, without a closing `…`.
    static func words(_ line: String) -> [String] {
        (line.hasSuffix("…") ? String(line.dropLast()) : line).split(separator: " ").map(String.init)
    }

    @Test("English wraps between words and shortens after the last whole word, at every width")
    func englishWholeWords() {
        let noteWords = Self.english.split(separator: " ").map(String.init)
        for width in 8...60 {
            for maxLines in 1...4 {
                let lines = TextWrap.lines(Self.english, firstWidth: width - 6, width: width, maxLines: maxLines)
                let shown = lines.flatMap(Self.words)
                let label = "width \(width), \(maxLines) lines: \(lines)"
                #expect(lines.allSatisfy { TextWidth.of($0) <= width }, "\(label)")
                // Only where not even the first word fits does a line go by characters.
                if width - 6 <= TextWidth.of(noteWords[0]) {
                    #expect(lines.first.map { noteWords[0].hasPrefix($0.dropLast()) } == true, "\(label)")
                    continue
                }
                // Every word shown is the note's word at that place, whole; only the last may lose a comma before `…`.
                for (i, word) in shown.enumerated() where i < noteWords.count {
                    let expected = noteWords[i]
                    #expect(
                        word == expected
                            || (i == shown.count - 1 && lines.last?.hasSuffix("…") == true && expected == word + ","),
                        "\(label)")
                }
            }
        }
    }

    @Test("the issue's note at the day panel's width: a whole word before …, no comma left hanging")
    func theIssuesNote() {
        #expect(TextWrap.lines(Self.english, firstWidth: 17, width: 23, maxLines: 1) == ["Craved a beer…"])
        #expect(TextWrap.lines(Self.english, firstWidth: 30, width: 36, maxLines: 1) == ["Craved a beer after work…"])
        #expect(
            TextWrap.lines(Self.english, firstWidth: 17, width: 23, maxLines: 2) == [
                "Craved a beer", "after work, then had…",
            ])
    }

    @Test("Japanese breaks between characters, never inside 40.0g or 3杯, never before 、。」 nor after 「")
    func japaneseRules() {
        for width in 8...40 { // from 8: `40.0g、` is 7 columns, which no break may split
            let lines = TextWrap.words(Self.japanese, width: width)
            let label = "width \(width): \(lines)"
            #expect(lines.joined() == Self.japanese, "\(label)")
            #expect(lines.allSatisfy { TextWidth.of($0) <= width }, "\(label)")
            #expect(lines.allSatisfy { !($0.first.map { "、。」".contains($0) } ?? false) }, "\(label)")
            #expect(lines.allSatisfy { !$0.hasSuffix("「") }, "\(label)")
            #expect(lines.contains { $0.contains("40.0g") } && lines.contains { $0.contains("3杯") }, "\(label)")
        }
    }

    @Test("Japanese leaves no character alone on the last line: the line before gives one up where it may break")
    func noOrphan() {
        let reason = "直近14日（11/16〜11/29）で最も多い日 60.0g から1杯（10g）減らした量"
        let width = TextWidth.of(reason) - 2 // one wide character too narrow
        #expect(TextWrap.lines(reason, firstWidth: width, width: width, maxLines: 2).last == "た量")
        for width in 4...30 {
            let lines = TextWrap.words(Self.japanese, width: width)
            #expect(lines.joined() == Self.japanese, "width \(width): \(lines)")
            #expect(lines.allSatisfy { TextWidth.of($0) <= width }, "width \(width): \(lines)")
            // 。 after one character may still stand alone: a line never starts with it.
            #expect(lines.count == 1 || lines.last!.count > 1 || lines.last == "。", "width \(width): \(lines)")
        }
        // Only where a line may break: not inside 3杯, and never down to one character before it.
        #expect(TextWrap.words("あい3杯", width: 6) == ["あい", "3杯"])
        // A first line with no room (after a long label) gives nothing up.
        #expect(TextWrap.lines("量", firstWidth: 0, width: 10, maxLines: 2) == ["", "量"])
        #expect(TextWrap.lines(" 量", firstWidth: 0, width: 10, maxLines: 2) == ["", "量"])
        #expect(TextWrap.lines("あ量", firstWidth: 2, width: 10, maxLines: 2) == ["あ", "量"])
    }

    @Test("a word wider than a whole line goes by characters; one a whole line holds moves past a short first line")
    func longWords() {
        #expect(
            TextWrap.words("https://example.com/very/long", width: 10) == ["https://ex", "ample.com/", "very/long"])
        #expect(TextWrap.lines("izakaya", firstWidth: 4, width: 10, maxLines: 3) == ["", "izakaya"])
        #expect(TextWrap.words("the quick brown fox", width: 10) == ["the quick", "brown fox"])
    }

    /// The day panel's note rows, joined, from the label on.
    static func noteRows(_ note: String, _ language: Language, width: Int, height: Int) -> String {
        var state = ScreenSnapshotTests.fixture()
        let date = LocalDate(year: 2026, month: 11, day: 28)!
        state.journal.days[date]?.note = note
        state.journal.days[date]?.mood = 3
        state.journal.days[date]?.craving = 7
        state.selected = date
        let catalog = Catalog(language)
        let canvas = Screen.render(state, width: width, height: height, catalog: catalog, theme: Theme(color: false))
            .canvas
        let rect = MainLayout(for: state, width: width, height: height).dayPanel
        let rows = (rect.y..<rect.maxY).map { y in
            (rect.x..<rect.maxX).map { canvas[$0, y].text }.joined().trimmingTrailingSpaces
        }
        guard let first = rows.firstIndex(where: { $0.hasPrefix(catalog.noteLabel + ": ") }) else { return "" }
        return rows[first...].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    @Test(
        "the day panel's note ends at a word boundary in both languages at every size",
        arguments: [(80, 22), (80, 24), (100, 30), (200, 60)])
    func dayPanelNote(_ size: (Int, Int)) {
        let en = Self.noteRows(Self.english, .en, width: size.0, height: size.1)
        let enWords = en.dropFirst("Note: ".count).split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        #expect(!enWords.isEmpty, "\(en)")
        let noteWords = Self.english.split(separator: " ").map(String.init)
        for (i, word) in enWords.enumerated() {
            #expect(
                word == noteWords[i] || word == noteWords[i].dropLast() + "…" || word == noteWords[i] + "…",
                "\(size):\n\(en)")
        }
        let ja = Self.noteRows(Self.japanese, .ja, width: size.0, height: size.1)
        #expect(!ja.isEmpty)
        #expect(!ja.contains("40.") || ja.contains("40.0g"), "\(size):\n\(ja)")
        #expect(
            ja.split(separator: "\n").allSatisfy { !($0.first.map { "、。」".contains($0) } ?? false) }, "\(size):\n\(ja)")
    }

    @Test(
        "the kinsoku rules know a character as Character equality does: every scalar, and other spellings of the same")
    func kinsokuAsCharacters() {
        let starts = Set<Character>(TextWrap.noLineStartText)
        let ends = Set<Character>(TextWrap.noLineEndText)
        var characters: [Character] = []
        for value in UInt32(0)...0x2FFFF {
            if let scalar = Unicode.Scalar(value) { characters.append(Character(scalar)) }
        }
        // Decomposed spellings, marks on the sets' own characters, and marks on others.
        characters += [
            "ヽ\u{3099}", "ゝ\u{3099}", "ヽ\u{309A}", "か\u{3099}", "ヾ\u{0301}", ";\u{0301}", "\u{037E}\u{0301}",
            "」\u{20DD}", "e\u{0301}",
        ]
        var mismatches: [String] = []
        for c in characters
        where TextWrap.neverStartsLine(c) != starts.contains(c) || TextWrap.neverEndsLine(c) != ends.contains(c) {
            mismatches.append(c.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "+"))
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
