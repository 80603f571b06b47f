import DanshuCore
import DanshuTestSupport
import Testing

@Suite("Default presets")
struct DefaultPresetsTests {
    @Test("A new journal's presets are named in its language, with the same ABV and volume in the same order")
    func namedInTheLanguage() {
        let japanese = Journal.empty(in: .ja).presets
        let english = Journal.empty(in: .en).presets
        #expect(japanese == Preset.defaults)
        #expect(
            japanese.map(\.name) == [
                "ビール500缶", "赤ワイン1杯", "赤ワイン1本", "日本酒1合", "ウイスキーダブル1杯",
                "ストロング 9% 500ml", "缶チューハイ 7% 500ml",
            ])
        #expect(
            english.map(\.name) == [
                "Beer 500ml can", "Red wine glass", "Red wine bottle", "Sake 180ml", "Whisky double",
                "Strong chuhai 9% 500ml", "Chuhai 7% 500ml",
            ])
        #expect(english.map(\.abvTenths) == japanese.map(\.abvTenths))
        #expect(english.map(\.ml) == japanese.map(\.ml))
        #expect(Journal.empty(in: .en).settings == Settings())
        #expect(Journal.empty(in: .en).days.isEmpty)
    }
}
