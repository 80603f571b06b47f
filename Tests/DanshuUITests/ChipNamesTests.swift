import DanshuStorm
import Foundation
import Testing

@testable import DanshuApp
@testable import DanshuCore
@testable import DanshuText
@testable import DanshuUI

/// Chips tell drinks apart (issue 11): names up to 10 columns whole, every chip of the page on screen in at
/// most two rows, and no two chips reading the same, whatever the names share.
@Suite("Chip names")
struct ChipNamesTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29) ?? LocalDate(dayNumber: 0)

    /// The default seven, then drinks a user adds: some share long beginnings or endings with others.
    static let added = [
        "ハイボール", "レモンサワー", "梅酒ロック", "クラフトビール 1パイント",
        "クラフトビール IPA 1パイント", "クラフトビール スタウト 1パイント", "赤ワイン グラス大", "赤ワイン グラス小",
        "白ワイン1杯", "白ワイン1本", "日本酒2合", "日本酒4合瓶", "ジントニック", "ジンソーダ", "ウイスキーシングル1杯",
        "ウイスキーロック1杯", "ストロング 9% 350ml", "缶チューハイ 7% 350ml",
    ]

    static func state(presets count: Int, page: Int = 0) -> AppState {
        let names = Preset.defaults.map(\.name) + added
        var journal = Journal()
        journal.presets = names.prefix(count).enumerated().map { Preset(name: $1, abvTenths: 50 + $0, ml: 350) }
        var state = AppState(journal: journal, today: today)
        state.message = nil
        for _ in 0..<page { reduce(&state, .main(.chipPageTurned(by: 1))) }
        return state
    }

    /// What the chip rows show: the number and the name of each chip, in screen order.
    static func shownChips(_ state: AppState, width: Int, height: Int = 24) -> [(number: String, name: String)] {
        let frame = Screen.render(state, width: width, height: height, catalog: Catalog(.ja), theme: Theme(color: true))
        let layout = MainLayout(for: state, width: width, height: height)
        var chips: [(String, String)] = []
        for y in layout.chips.y..<layout.chips.maxY {
            var rest = Substring(frame.canvas.row(y))
            while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
                let inside = rest[rest.index(after: open)..<close]
                chips.append((String(inside.prefix(1)), String(inside.dropFirst(2))))
                rest = rest[rest.index(after: close)...]
            }
        }
        return chips
    }

    @Test(
        "7, 11 and 25 presets at 80 and 120 columns: the whole page, names up to 10 columns whole, no two alike",
        arguments: [7, 11, 25], [80, 120])
    func pages(presets count: Int, width: Int) {
        let pages = (count + 9) / 10
        for page in 0..<pages {
            let state = Self.state(presets: count, page: page)
            let chips = Self.shownChips(state, width: width)
            let presets = Array(state.journal.presets[state.visibleChipRange])
            #expect(
                chips.map(\.number) == presets.indices.map { String(($0 + 1) % 10) }, "page \(page + 1) at \(width)")
            for (chip, preset) in zip(chips, presets) where TextWidth.of(preset.name) <= 10 {
                #expect(chip.name == preset.name, "\(preset.name) is cut at \(width) columns")
            }
            #expect(Set(chips.map(\.name)).count == chips.count, "alike at \(width): \(chips.map(\.name))")
            #expect(MainLayout(for: state, width: width, height: 24).chips.height <= 2)
        }
    }

    @Test("a glass and a bottle of red wine look different at 80 columns with 11 presets (issue 11)")
    func glassAndBottle() {
        let chips = Self.shownChips(Self.state(presets: 11), width: 80)
        let glass = chips.first { $0.number == "2" }?.name ?? ""
        let bottle = chips.first { $0.number == "3" }?.name ?? ""
        #expect(glass.hasSuffix("杯") && bottle.hasSuffix("本"), "\(glass) / \(bottle)")
        #expect(glass.hasPrefix("赤ワ") && bottle.hasPrefix("赤ワ"))
    }

    @Test("on a wide terminal the seven defaults take one row, whole where they fit")
    func oneRowWhenWide() {
        let state = Self.state(presets: 7)
        #expect(MainLayout(for: state, width: 200, height: 60).chips.height == 1)
        #expect(Self.shownChips(state, width: 200, height: 60).map(\.name) == Preset.defaults.map(\.name))
        #expect(MainLayout(for: state, width: 80, height: 24).chips.height == 2)
    }

    @Test("names that differ only in the middle keep the middle")
    func middle() {
        let names = ["ストロングゼロ ダブルレモン 500ml", "ストロングゼロ ダブルグレープ 500ml", "ストロングゼロ ダブル梅 500ml"]
        let shown = ChipNames.shortened(names, to: 10)
        #expect(Set(shown).count == 3, "\(shown)")
        #expect(shown.allSatisfy { TextWidth.of($0) <= 10 && $0.contains("…") }, "\(shown)")
    }

    /// Random names built to collide: shared beginnings and endings (Japanese, ASCII and both) around a short
    /// middle drawn from two letters, at every width the screen uses.
    @Test("property: no two visible chips read the same, for names with long shared beginnings and endings")
    func noTwoAlike() {
        var random = StormRandom(seed: 0xC41B)
        let beginnings = ["", "クラフトビール ", "ストロングゼロ・ダブル", "Imported craft beer ", "赤ワイン Château ", "ab", "長い長い長い長い名前の"]
        let middles = Array("ab12あい")
        let endings = ["", " 1パイント", "500ml缶", " (bottle, 750 ml)", "杯", "・ロック ダブル 60ml"]
        for round in 0..<300 {
            var names: [String] = []
            var tries = 0
            let count = 2 + random.below(24)
            while names.count < count, tries < 500 {
                tries += 1
                let middle = String((0..<(1 + random.below(3))).map { _ in random.pick(middles) })
                let name = random.pick(beginnings) + middle + random.pick(endings)
                if !names.contains(name) { names.append(name) }
            }
            var journal = Journal()
            journal.presets = names.map { Preset(name: $0, abvTenths: 50, ml: 350) }
            var state = AppState(journal: journal, today: Self.today)
            let width = random.pick([80, 81, 100, 120, 160, 200])
            for page in 0..<state.chipPageCount {
                let chips = Self.shownChips(state, width: width)
                let presets = Array(state.journal.presets[state.visibleChipRange])
                #expect(chips.count == presets.count, "round \(round), page \(page) at \(width): \(names)")
                #expect(
                    Set(chips.map(\.name)).count == chips.count,
                    "round \(round) at \(width): \(chips.map(\.name)) for \(presets.map(\.name))")
                for (chip, preset) in zip(chips, presets) where TextWidth.of(preset.name) <= 10 {
                    #expect(chip.name == preset.name, "round \(round): \(preset.name) cut to \(chip.name)")
                }
                reduce(&state, .main(.chipPageTurned(by: 1)))
            }
        }
    }
}
