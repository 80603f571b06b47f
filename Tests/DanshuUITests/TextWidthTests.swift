import DanshuUI
import Testing

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("お酒を飲みましたか？", 20),
        ("ビール500缶", 11),
        ("40.0g", 5),
        ("─█▁", 3),
        ("断酒 12日目", 11),
        ("ストロング 9% 500ml", 19),
        ("🍺", 2),
        ("", 0),
    ])
    func mixedJapaneseAndASCII(text: String, columns: Int) {
        #expect(TextWidth.of(text) == columns)
    }

    @Test func combiningMarksTakeNoColumnAfterACharacter() {
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("か\u{3099}") == 2) // が decomposed
    }

    @Test func controlCharactersCountAsTheirVisibleForm() {
        #expect(TextWidth.of("\u{1b}[2J") == 5) // ^[[2J
        #expect(TextWidth.of("a\u{202E}b") == 10) // a<U+202E>b
        #expect(TextWidth.of("\u{301}") == 8) // <U+0301>: nothing to sit on
        #expect(TextWidth.of("a\tb\nc") == 5)
    }

    @Test(arguments: [
        (20, "お酒を飲みましたか？"),
        (19, "お酒を飲みましたか…"),
        (6, "お酒…"),
        (5, "お酒…"),
        (4, "お…"),
        (3, "お…"),
        (2, "…"),
        (1, "…"),
        (0, ""),
        (-3, ""),
    ])
    func truncationNeverSplitsAWideCharacter(width: Int, expected: String) {
        let cut = TextWidth.truncate("お酒を飲みましたか？", to: width)
        #expect(cut == expected)
        #expect(TextWidth.of(cut) <= max(width, 0))
    }

    @Test func truncationKeepsMixedTextWithinEveryWidth() {
        let text = "ビール500缶 × 2 お酒"
        for width in 0...TextWidth.of(text) + 1 {
            let cut = TextWidth.truncate(text, to: width)
            #expect(TextWidth.of(cut) <= width)
            #expect(TextWidth.of(cut) >= width - 2, "at most one wide column and the ellipsis slack")
            if width >= TextWidth.of(text) {
                #expect(cut == text)
            } else if width > 0 {
                #expect(cut.hasSuffix("…"))
            }
        }
    }

    @Test func truncationKeepsMarksWithTheirCharacterAndFitsOtherEllipses() {
        #expect(TextWidth.truncate("ab\u{301}cd", to: 3) == "ab\u{301}…")
        #expect(TextWidth.truncate("abcdef", to: 5, ellipsis: "...") == "ab...")
        #expect(TextWidth.truncate("abcdef", to: 2, ellipsis: "...") == "ab") // no room for the ellipsis
        #expect(TextWidth.truncate("\u{1b}[2J", to: 4) == "^[[…") // sanitized first, then cut
    }

    @Test func paddingReachesTheExactWidth() {
        #expect(TextWidth.pad("ビール", to: 8) == "ビール  ")
        #expect(TextWidth.pad("ビール", to: 8, alignRight: true) == "  ビール")
        #expect(TextWidth.pad("40.0g", to: 7, alignRight: true) == "  40.0g")
        #expect(TextWidth.pad("お酒を飲み", to: 4) == "お… ")
        #expect(TextWidth.pad("x", to: 0) == "")
        for width in 0...12 {
            #expect(TextWidth.of(TextWidth.pad("赤ワイン1杯", to: width)) == width)
            #expect(TextWidth.of(TextWidth.pad("赤ワイン1杯", to: width, alignRight: true)) == width)
        }
    }
}
