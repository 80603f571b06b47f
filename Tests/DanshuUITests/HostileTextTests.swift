import DanshuApp
import DanshuCore
import DanshuStorm
import DanshuText
import DanshuUI
import Testing

/// Names, notes and one-off drinks come from a file anyone can edit (or an import): whatever they hold is
/// drawn as harmless visible text (`SafeText`), and the screen around it is laid out exactly as for plain text.
///
/// For each hostile text H, every screen that shows it is drawn three times: with H, with its visible form
/// S = `SafeText.sanitize(H)`, and with a plain twin P of S (each character but a space replaced by `x`, or `あ` when wide,
/// so every glyph keeps its width). Then: no cell holds a control or format character and no wide character
/// is split; H draws exactly what S draws (nothing measures the raw text); and H differs from P only in the
/// cells where P has its name, so every other word, number and border is where it belongs.
@Suite("Hostile text is inert on every screen")
struct HostileTextTests {
    static let hostile: [String] = [
        "\u{1b}[2J",
        "\u{1b}]0;title\u{7}",
        "\u{1b}]0;pwned\u{7}\u{1b}[2J",
        "ビール\r500",
        "abc\u{202E}fed",
        "\u{2066}isolated\u{2069}\u{200F}",
        "👨\u{200D}👩\u{200D}👧",
        "zero\u{200B}width\u{200D}joiner\u{FEFF}",
        "\u{9b}31mC1",
        "e\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}",
        "\u{301}starts with a mark",
        "\u{0}\u{7f}\t\n\r\n\u{85}\u{2028}",
        String(repeating: "長い名前", count: 250),
        String(repeating: "x", count: 999) + "\u{1b}",
    ]

    static let day = LocalDate(year: 2026, month: 11, day: 28) ?? LocalDate(dayNumber: 0)
    static let today = LocalDate(year: 2026, month: 11, day: 29) ?? LocalDate(dayNumber: 0)

    /// A journal whose first preset, one-off drink and note on 2026-11-28 use `name`, with that day selected.
    static func state(name: String, oneOff: String, note: String) -> AppState {
        var journal = Journal()
        journal.presets.insert(Preset(name: name, abvTenths: 50, ml: 500), at: 0)
        let preset = journal.presets[0]
        var twice = preset.entry
        twice.count = 2
        journal.days[day] = DayRecord(
            drank: true,
            drinks: [
                twice,
                DrinkEntry(name: oneOff, ml: nil, abvTenths: nil, gramsTenths: 105, count: 1),
                journal.presets[1].entry,
            ], note: note)
        journal.days[day.adding(days: -1)] = .sober
        var state = AppState(journal: journal, today: today)
        state.selected = day
        state.message = nil
        return state
    }

    /// A screen to draw, reached by sending actions; `form` when it shows the text in an input field.
    struct Screen: Sendable {
        var name: String
        var form = false
        /// Whether the text itself is on this screen (so its visible form must be seen).
        var showsText = true
        var actions: @Sendable (String) -> [Action]
    }

    static let screens: [Screen] = [
        Screen(name: "main") { _ in [] },
        Screen(name: "main with a message naming the drink") { _ in [.main(.removeLastDrinkPressed)] },
        Screen(name: "preset pane") { _ in [.app(.presetPanePressed)] },
        Screen(name: "delete question") { _ in [.app(.presetPanePressed), .presets(.deletePressed)] },
        Screen(name: "statistics", showsText: false) { _ in [.app(.statisticsPressed)] },
        Screen(name: "help", showsText: false) { _ in [.app(.helpPressed)] },
        Screen(name: "preset form", form: true) { _ in [.app(.presetPanePressed), .presets(.editPressed)] },
        Screen(name: "note editor", form: true) { _ in [.main(.notePressed)] },
        Screen(name: "one-off form", form: true) { name in
            [.main(.oneOffPressed), .modal(.drinkForm(.textEdited(.insert(name))))]
        },
    ]

    static let sizes = [(80, 24), (120, 40), (200, 60)]

    /// The plain twin of visible text: `x` for each one-column character, `あ` for each wide one, marks left out,
    /// spaces kept (a note wraps between words, so the twin keeps its words).
    static func plainTwin(_ visible: String) -> String {
        var twin = ""
        for scalar in visible.unicodeScalars {
            if scalar == " " {
                twin += " "
                continue
            }
            switch TextWidth.of(scalar) {
            case 2: twin += "あ"
            case 1: twin += "x"
            default: break
            }
        }
        return twin
    }

    func render(_ text: String, _ screen: Screen, width: Int, height: Int) -> Frame {
        DanshuUI.Screen.render(
            state(text, screen), width: width, height: height, catalog: Catalog(.ja), theme: Theme(color: true))
    }

    func state(_ text: String, _ screen: Screen) -> AppState {
        var state = Self.state(name: text, oneOff: text + "!", note: text)
        for action in screen.actions(text) { reduce(&state, action) }
        return state
    }

    /// Text the screen must show: the start of the visible form, or in a form the end of what the field
    /// holds (typing turns line breaks and tabs into spaces), as far as it is not spaces.
    func sample(_ text: String, _ screen: Screen) -> String {
        guard screen.form else { return String(SafeText.sanitize(text).prefix(3)) }
        var field = ""
        switch state(text, screen).modal {
        case .note(let note)?: field = note.text
        case .drinkForm(let form)?: field = form.name.text
        default: break
        }
        return String(SafeText.sanitize(field).trimmingSpaces.suffix(3))
    }

    // Cases by number: the test log would print a raw argument, and with it the escapes under test.
    @Test("drawn as its visible form, with the layout of plain text", arguments: hostile.indices)
    func inertEverywhere(case number: Int) {
        let text = Self.hostile[number]
        let visible = SafeText.sanitize(text)
        let twin = Self.plainTwin(visible)
        #expect(TextWidth.of(twin) == TextWidth.of(visible))
        for screen in Self.screens {
            for (width, height) in Self.sizes {
                let place =
                    "\(screen.name) at \(width)×\(height) for \(FrameCheck.escaped(text.count > 40 ? String(text.prefix(40)) + "…" : text))"
                let hostile = render(text, screen, width: width, height: height)
                let plain = render(twin, screen, width: width, height: height)

                let problems = FrameCheck.problems(hostile, width: width, height: height)
                #expect(problems.isEmpty, "\(place): \(problems.prefix(5).joined(separator: "; "))")

                if !screen.form {
                    // Input fields scroll by characters, and H has fewer of them than S; elsewhere they must agree.
                    let shown = render(visible, screen, width: width, height: height)
                    #expect(
                        hostile == shown,
                        "\(place): differs from its visible form\n\(hostile.canvas.text)\n---\n\(shown.canvas.text)")
                }

                // A twin longer than a field holds is refused with "at most N characters" where the
                // hostile text fits, so in forms the two only compare while both fit.
                let comparable = !screen.form || twin.count <= Limits.nameLength.upperBound
                let moved = comparable ? misplacedCells(hostile, plain) : []
                #expect(
                    moved.isEmpty,
                    "\(place): text other than the name differs at \(moved.prefix(5))\n\(hostile.canvas.text)\n---\n\(plain.canvas.text)"
                )

                // A field holds no control character (a paste of only those leaves blanks): nothing to look for then.
                if screen.showsText, !sample(text, screen).isEmpty {
                    let sample = sample(text, screen)
                    #expect(
                        hostile.canvas.text.contains(sample),
                        "\(place): \(FrameCheck.escaped(sample)) is not shown\n\(hostile.canvas.text)")
                }
                if screen.form {
                    let cursor = hostile.cursor
                    #expect(
                        cursor.map { hostile.canvas[$0.x, $0.y].style.underline } == true,
                        "\(place): the cursor is outside the field")
                }
            }
        }
    }

    /// Cells where the hostile and the plain frame differ although the plain frame does not show its name
    /// there (an `x` or `あ` of the twin) nor an input field (underlined cells).
    func misplacedCells(_ hostile: Frame, _ plain: Frame) -> [String] {
        var cells: [String] = []
        for y in 0..<plain.canvas.height {
            for x in 0..<plain.canvas.width {
                let h = hostile.canvas[x, y]
                let p = plain.canvas[x, y]
                guard h != p, !["x", "あ", ""].contains(p.text), !p.style.underline else { continue }
                cells.append("\(x),\(y): \(FrameCheck.escaped(h.text)) instead of \(FrameCheck.escaped(p.text))")
            }
        }
        return cells
    }

    @Test("a 10,000-character note full of escapes stays in the day panel and the editor")
    func longestNote() {
        let note = String(repeating: "メモ\u{1b}[2J\u{202E}x", count: 10_000 / 8)
        #expect(note.count == 10_000)
        var state = Self.state(name: "ビール", oneOff: "水", note: note)
        for (width, height) in Self.sizes {
            let main = DanshuUI.Screen.render(
                state, width: width, height: height, catalog: Catalog(.ja), theme: Theme(color: true))
            #expect(FrameCheck.problems(main, width: width, height: height).isEmpty)
            // The visible form shows whole (a line may break between メモ and it, as between any Japanese and a word).
            #expect(main.canvas.text.contains("^[[2J<U+202E>"))
        }
        reduce(&state, .main(.notePressed))
        let editor = DanshuUI.Screen.render(
            state, width: 80, height: 24, catalog: Catalog(.ja), theme: Theme(color: true))
        #expect(FrameCheck.problems(editor, width: 80, height: 24).isEmpty)
        #expect(editor.canvas.text.contains("^[[2J<U+202E>"))
    }
}
