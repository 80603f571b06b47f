import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// Non-alcoholic drinks on the main screen (issue 40, item 1): a day of only drinks under 1 % looks like a sober day in
/// the calendar and the header, and the day panel says so kindly, its drinks still listed.
@Suite struct NonAlcoholicScreenTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    /// A drinking day on 11-26, two sober days, and 11-29 (today, selected) as `record`.
    static func state(today record: DayRecord) -> AppState {
        let days: [LocalDate: DayRecord] = [
            today.adding(days: -3): DayRecord(drank: true, drinks: [Preset.defaults[0].entry]),
            today.adding(days: -2): .sober, today.adding(days: -1): .sober, today: record,
        ]
        var state = AppState(journal: Journal(days: days), today: today)
        state.message = nil
        return state
    }

    static let nonAlcoholic = DayRecord(drank: true, drinks: [Preset(name: "ノンアルビール", abvTenths: 0, ml: 350).entry])

    static func rows(_ canvas: Canvas, _ rect: Rect) -> [String] {
        (rect.y..<rect.maxY).map { y in (rect.x..<rect.maxX).map { canvas[$0, y].text }.joined() }
    }

    @Test(
        "the calendar draws it as it draws a day answered いいえ (○), the header counts the streak on, in color and without",
        arguments: [Language.ja, .en], [true, false])
    func calendarAndHeader(_ language: Language, color: Bool) {
        let drinks = Screen.frame(Self.state(today: Self.nonAlcoholic), 80, 24, language, color: color).canvas
        let sober = Screen.frame(Self.state(today: .sober), 80, 24, language, color: color).canvas
        let layout = MainLayout(for: Self.state(today: .sober), width: 80, height: 24)
        for y in layout.calendar.y..<layout.calendar.maxY {
            for x in layout.calendar.x..<layout.calendar.maxX {
                #expect(
                    drinks[x, y] == sober[x, y], "\(language) color \(color): the calendar's cell (\(x), \(y)) differs")
            }
        }
        #expect(
            Self.rows(drinks, layout.header) == Self.rows(sober, layout.header),
            "the header: \(Self.rows(drinks, layout.header))")
        #expect(drinks.text.contains(language == .ja ? "断酒 3日目" : "Sober day 3"), "\(drinks.text)")
    }

    @Test(
        "the day panel: はい stays chosen, then that it counts as a sober day instead of a total and a band; the drink listed",
        arguments: [Language.ja, .en])
    func dayPanel(_ language: Language) {
        let state = Self.state(today: Self.nonAlcoholic)
        let canvas = Screen.frame(state, 80, 24, language, color: false).canvas
        let layout = MainLayout(for: state, width: 80, height: 24)
        let panel = Self.rows(canvas, layout.dayPanel).joined(separator: "\n")
        let catalog = Catalog(language)
        #expect(panel.contains("[" + catalog.yes + "]"), "\(panel)")
        #expect(panel.contains("○ " + catalog.soberDayText), "\(panel)")
        #expect(panel.contains(language == .ja ? "（ノンアルだけの日）" : "(non-alcoholic only)"), "\(panel)")
        #expect(!panel.contains(catalog.totalLabel) && !panel.contains(catalog.band(.low)), "\(panel)")
        #expect(Self.rows(canvas, layout.drinks).joined().contains("ノンアルビール"), "the drink is still listed")
    }
}
