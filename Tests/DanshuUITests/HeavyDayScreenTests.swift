import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// A heavy day on the main screen (issue 40): the gauge keeps every mark however far the day is above its maximum, and
/// every drink of the day can be seen, a page at a time with `v`, at 80 columns too.
@Suite struct HeavyDayScreenTests {
    /// The fixture month with the selected day (11-28) holding eight kinds of drink, 253.0 g in all.
    static func state() -> AppState {
        var state = SizeSnapshotTests.state()
        let names = ["ビール", "ワイン", "日本酒", "焼酎", "ハイボール", "梅酒", "レモンサワー", "ウイスキー"]
        let drinks = names.enumerated().map { i, name in
            DrinkEntry(name: name, ml: nil, abvTenths: nil, gramsTenths: i == 7 ? 430 : 300, count: 1)
        }
        state.journal.days[state.selected] = DayRecord(drank: true, drinks: drinks)
        return state
    }

    func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language = .ja) -> Frame {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: true))
    }

    /// The rows of the gauge's marks, top to bottom on the screen: the marker, its band, the 40 g and 20 g lines.
    func markRows(_ frame: Frame, _ state: AppState, _ width: Int, _ height: Int, _ catalog: Catalog) -> [Int?] {
        let gauge = MainLayout(for: state, width: width, height: height).gauge
        let rows = (gauge.y...gauge.maxY).map { y in
            String((gauge.x..<gauge.maxX).map { frame.canvas[$0, y].text }.joined())
        }
        return ["◀60g", catalog.gaugeMaxLabel, "─40g", "─20g"].map { mark in rows.firstIndex { $0.contains(mark) } }
    }

    @Test(
        "at 253 g the gauge keeps ◀60g, its band, ─40g and ─20g, each on its own row in the scale's order (issue 40)",
        arguments: [(80, 22), (80, 24), (100, 30), (200, 60)])
    func gaugeKeepsEveryMark(width: Int, height: Int) {
        let state = Self.state()
        #expect(state.selectedRecord?.totalTenths == 2530)
        for language in Language.allCases {
            let catalog = Catalog(language)
            let rows = markRows(render(state, width, height, language), state, width, height, catalog)
            let found = rows.compactMap { $0 }
            #expect(
                found.count == 4 && found == found.sorted() && Set(found).count == 4,
                "\(width)x\(height) \(language): \(rows)")
        }
    }

    @Test("every day's total, 0 to 1,000 g, shows all four marks in order at 80×22 and 80×24")
    func gaugeMarksAtEveryTotal() {
        var state = Self.state()
        let catalog = Catalog(.ja)
        for grams in stride(from: 1, through: 1000, by: 3) {
            state.journal.days[state.selected] = DayRecord(
                drank: true,
                drinks: [
                    DrinkEntry(
                        name: "x", ml: nil, abvTenths: nil,
                        gramsTenths: grams * 10, count: 1)
                ])
            for (width, height) in [(80, 22), (80, 24)] {
                let rows = markRows(render(state, width, height), state, width, height, catalog)
                let found = rows.compactMap { $0 }
                #expect(
                    found.count == 4 && found == found.sorted() && Set(found).count == 4,
                    "\(grams) g at \(width)x\(height): \(rows)")
            }
        }
    }

    @Test(
        "the rows of the marks: each its own, in order, inside the bar; the marker moves only where the bottom is reached"
    )
    func markRowsRule() {
        for barHeight in 4...20 { // four marks need four rows
            for marker in 0..<barHeight {
                for high in 0..<barHeight where high <= marker {
                    for low in 0...high {
                        let rows = GaugeView.markRows(marker: marker, ticks: [high, low], barHeight: barHeight)
                        #expect(
                            rows.ticks[0] < rows.marker - 1 && rows.ticks[1] < rows.ticks[0] && rows.ticks[1] >= 0,
                            "\(barHeight) \(marker) \(high) \(low) → \(rows)")
                        #expect(rows.marker >= marker && rows.marker < barHeight)
                        // Where there is room below, nothing moves but what would overlap.
                        if low <= marker - 4 && high <= marker - 2 && low < high {
                            #expect(rows.marker == marker && rows.ticks == [high, low])
                        }
                    }
                }
            }
        }
    }

    @Test(
        "eight drinks at 80×24: five and 「1〜5 / 8 件  v 続き」; v shows the rest, then the first again; another day starts at the first (issue 40)"
    )
    func drinkListPages() {
        var state = Self.state()
        let first = render(state, 80, 24).canvas.text
        #expect(first.contains("ビール × 1") && first.contains("ハイボール × 1") && !first.contains("梅酒 × 1"), "\(first)")
        #expect(first.contains("1〜5 / 8 件  v 続き"), "\(first)")
        #expect(render(state, 80, 24, .en).canvas.text.contains("1–5 of 8  v more"))
        reduce(&state, .main(.drinkListPaged))
        let second = render(state, 80, 24).canvas.text
        #expect(second.contains("梅酒 × 1") && second.contains("レモンサワー × 1") && second.contains("ウイスキー × 1"), "\(second)")
        #expect(!second.contains("ビール × 1") && second.contains("6〜8 / 8 件  v 最初から"), "\(second)")
        #expect(render(state, 80, 24, .en).canvas.text.contains("6–8 of 8  v first"))
        reduce(&state, .main(.drinkListPaged))
        #expect(render(state, 80, 24).canvas.text.contains("1〜5 / 8 件  v 続き"))
        reduce(&state, .main(.drinkListPaged))
        reduce(&state, .main(.dayMoved(by: -1)))
        reduce(&state, .main(.dayMoved(by: 1)))
        #expect(
            render(state, 80, 24).canvas.text.contains("1〜5 / 8 件  v 続き"),
            "the page belongs to the day it was turned on")
        // Where every drink fits, no page row.
        let wide = render(state, 200, 60).canvas.text
        #expect(wide.contains("ビール × 1") && wide.contains("ウイスキー × 1") && !wide.contains("/ 8 件"))
    }

    @Test("v is in ? help with its words, and a click on the page row turns it", arguments: Language.allCases)
    func drinkListKeyIsFound(_ language: Language) {
        var state = Self.state()
        let catalog = Catalog(language)
        let binding = Keymap.main.first { $0.action == .main(.drinkListPaged) }
        #expect(binding?.keyLabel == "v")
        reduce(&state, .app(.helpPressed))
        var help = ""
        for page in 0..<6 {
            if page > 0 { reduce(&state, .app(.helpPaged(by: 1))) }
            help += render(state, 80, 24, language).canvas.text
        }
        #expect(help.contains(catalog.keyHelp(.moreDrinks)), "\(help)")
        reduce(&state, .app(.closePressed))
        let frame = render(state, 80, 24, language)
        #expect(frame.hits.contains { $0.action == .main(.drinkListPaged) })
    }
}
