import DanshuApp
import DanshuCore
import Testing

/// A form's field is one line of text (docs/decisions.md, "Text a person types is one line of text").
@Suite struct TextFieldTests {
    @Test("a paste's line breaks and tabs become spaces; NUL, ESC, DEL and C1 controls are left out")
    func pasteIsOneLineOfText() {
        var field = TextField(limit: 40)
        field.apply(.insert("休肝日\r\n散歩\tした\u{0}\u{1B}[31m\u{7F}\u{85}!"))
        // CR LF is one line break; U+0085 (NEL) is a line break too.
        #expect(String(field.characters) == "休肝日 散歩 した[31m !")
    }

    @Test("OneLineText says what it changed")
    func reading() {
        let reading = OneLineText.read("a\nb\u{1}c")
        #expect(reading.text == "a bc" && reading.joinedLines && reading.controls == ["\u{1}"])
    }
}
