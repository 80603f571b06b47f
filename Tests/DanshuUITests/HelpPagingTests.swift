import Testing

@testable import DanshuApp
@testable import DanshuCore
@testable import DanshuText
@testable import DanshuUI

/// PgDn, PgUp and Space in the help turn one whole visible page at any terminal height, and scrolling
/// stops at the end: the last row stays at the bottom and the first key back moves back at once.
@Suite("Help paging")
struct HelpPagingTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29) ?? LocalDate(dayNumber: 0)

    func opened() -> AppState {
        var state = AppState(journal: Journal(), today: Self.today)
        reduce(&state, .app(.helpPressed))
        state.message = nil
        return state
    }

    /// The help rows on screen, top to bottom (rows 2 to height − 2), trailing spaces trimmed.
    func shown(_ state: AppState, height: Int) -> [String] {
        let canvas = Screen.render(state, width: 80, height: height, catalog: Catalog(.ja), theme: Theme(color: false))
            .canvas
        return (2..<(height - 1)).map(canvas.row)
    }

    func press(_ key: Key, _ times: Int = 1, _ state: inout AppState) {
        for _ in 0..<times { if let action = Keymap.action(for: key, in: state) { reduce(&state, action) } }
    }

    @Test("PgDn and Space show the row after the last one seen; PgUp goes back a page", arguments: [22, 30, 40])
    func wholePage(height: Int) {
        var state = opened()
        let first = shown(state, height: height)
        let page = height - 3
        #expect(HelpView.rows(catalog: Catalog(.ja)).count > page, "the help must be longer than a page here")
        press(.pageDown, 1, &state)
        let second = shown(state, height: height)
        #expect(second != first)
        var viaSpace = opened()
        press(.character(" "), 1, &viaSpace)
        #expect(shown(viaSpace, height: height) == second)
        // The second page starts where the first ended: scrolling line by line a page down gives the same screen.
        var byLines = opened()
        press(.down, page, &byLines)
        #expect(shown(byLines, height: height) == second)
        press(.pageUp, 1, &state)
        #expect(shown(state, height: height) == first)
    }

    @Test("past the end the last page stays whole, and ↑ moves up at once", arguments: [22, 40])
    func stopsAtTheEnd(height: Int) {
        var state = opened()
        press(.pageDown, 40, &state)
        let last = shown(state, height: height)
        #expect(last.contains { !$0.isEmpty })
        #expect(last.last?.isEmpty == false, "the last help row sits on the bottom row: \(last)")
        var further = state
        press(.pageDown, 1, &further)
        #expect(shown(further, height: height) == last)
        press(.up, 1, &state)
        let up = shown(state, height: height)
        #expect(up != last && Array(up.dropFirst()) == Array(last.dropLast()), "one line up, not several presses later")
    }

    @Test("two pages down is two pages of whatever height the terminal has now, never past the end")
    func resize() {
        var state = opened()
        press(.pageDown, 2, &state)
        let rows = HelpView.rows(catalog: Catalog(.ja)).count
        for height in [22, 24, 40, 60, 100] {
            let page = height - 3
            #expect(
                state.helpScroll.firstRow(rows: rows, page: page) == min(2 * page, max(0, rows - page)),
                "at \(height) rows")
        }
        press(.pageUp, 1, &state)
        press(.pageUp, 1, &state)
        #expect(state.helpScroll == HelpScroll(), "back at the top, at every height")
    }

    @Test("at 80 columns every help row is shown whole, in both languages and at both ambiguous widths")
    func everyRowFits() {
        for language in [Language.ja, .en] {
            let rows = HelpView.rows(catalog: Catalog(language))
            let keyWidth = min(22, rows.compactMap { $0.keys.map(TextWidth.of) }.max() ?? 10)
            for ambiguous in [1, 2] {
                TextWidth.withAmbiguousWidth(ambiguous) {
                    for row in rows {
                        let room = row.keys == nil ? 80 - 1 : 80 - keyWidth - 5
                        #expect(
                            TextWidth.of(row.text) <= room,
                            "\(language), width \(ambiguous): '\(row.text)' is cut at \(room) columns")
                        if let keys = row.keys {
                            #expect(TextWidth.of(keys) <= keyWidth, "\(language): keys '\(keys)' are cut")
                        }
                    }
                }
            }
        }
    }
}
