import DanshuUI
import Testing

@Suite struct SafeTextTests {
    @Test(arguments: [
        ("\u{1b}[2J", "^[[2J"),
        ("\u{1b}]0;title\u{07}", "^[]0;title^G"),
        ("\r", "^M"),
        ("\u{7f}", "^?"),
        ("\u{0}", "^@"),
        ("a\tb", "a b"),
        ("a\nb", "a↵b"),
        ("a\r\nb", "a↵b"),
        ("\u{9b}31m", "<U+009B>31m"),
        ("abc\u{202E}fed", "abc<U+202E>fed"),
        ("👨\u{200D}👩", "👨<U+200D>👩"),
        ("\u{200B}", "<U+200B>"),
        ("\u{FEFF}x", "<U+FEFF>x"),
        ("\u{2028}", "<U+2028>"),
        ("\u{378}", "<U+0378>"),
        ("\u{E0001}", "<U+E0001>"),
        ("❤\u{FE0F}", "❤"),
        ("お酒を飲みましたか？", "お酒を飲みましたか？"),
    ])
    func controlsAndFormatCharactersBecomeVisibleText(raw: String, shown: String) {
        #expect(SafeText.sanitize(raw) == shown)
    }

    @Test(arguments: [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C])
    func everyBidiControlIsShownByItsCodePoint(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let hex = String(value, radix: 16, uppercase: true)
        #expect(
            SafeText.sanitize("a" + String(Character(scalar)) + "b")
                == "a<U+" + String(repeating: "0", count: 4 - hex.count) + hex + ">b")
    }

    @Test func combiningMarksStayOnTheirCharacterOrBecomeVisible() {
        #expect(SafeText.sanitize("e\u{301}") == "e\u{301}")
        #expect(SafeText.sanitize("か\u{3099}") == "か\u{3099}")
        #expect(SafeText.sanitize("\u{301}e") == "<U+0301>e") // at the start
        #expect(SafeText.sanitize("\u{1b}\u{301}") == "^[<U+0301>") // after a control
        #expect(
            SafeText.sanitize("e" + String(repeating: "\u{301}", count: 7)) == "e"
                + String(repeating: "\u{301}", count: 4))
    }

    @Test func sanitizedTextHasNothingATerminalWouldActOn() {
        let hostile = "\u{1b}[31m赤\u{1b}[0m\u{9b}2J\u{202E}\u{2066}\u{200D}\u{7}\u{8}\r\n\t\u{85}\u{2029}\u{FFFE}\u{0}"
        let shown = SafeText.sanitize(hostile)
        for scalar in shown.unicodeScalars {
            #expect(TextWidth.glibcWidth(scalar) > 0, "U+\(String(scalar.value, radix: 16)) is not a visible character")
            #expect(scalar.properties.generalCategory != .format)
        }
        #expect(SafeText.sanitize(shown) == shown, "sanitizing twice changes nothing")
    }
}
