import DanshuApp
import DanshuCore
import DanshuTestSupport
import DanshuText
import Testing

@Suite("Drink chips and -")
struct DrinkChipTests {
    @Test("A chip on an unrecorded day answers はい and adds one drink")
    func firstChip() {
        var state = AppState.fixture(today: "2026-11-29")

        let effects = reduce(&state, .main(.chipTapped(0)))

        #expect(effects.isOneSave)
        #expect(state.selectedRecord == drank(entry(Drink.beer)))
        #expect(state.selectedRecord?.totalTenths == 200)
    }

    @Test("Tapping the same chip again counts up the same entry; another chip adds an entry after it")
    func merging() {
        var state = AppState.fixture(today: "2026-11-29")

        reduce(&state, .main(.chipTapped(0)))
        #expect(state.message == .drinkAdded(name: "ビール500缶", dayCount: 1, today: true))
        reduce(&state, .main(.chipTapped(1)))
        #expect(state.message == .drinkAdded(name: "赤ワイン1杯", dayCount: 2, today: true))
        reduce(&state, .main(.chipTapped(0)))
        #expect(state.message == .drinkAdded(name: "ビール500缶", dayCount: 3, today: true))

        #expect(state.selectedRecord?.drinks == [entry(Drink.beer, count: 2), entry(Drink.wineGlass)])
        #expect(state.selectedRecord?.totalTenths == 525)
        #expect(state.history.past.count == 3)
    }

    @Test("Number keys, - and o confirm alike: the drink, how many drinks the day holds in all, u to undo")
    func confirmations() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-27": drank(entry(Drink.sake, count: 2))])
        reduce(&state, .main(.dayClicked(day("2026-11-27"))))
        reduce(&state, .main(.unlockPressed)) // a recorded day before yesterday opens with Enter

        reduce(&state, .main(.chipTapped(3)))
        #expect(state.message == .drinkAdded(name: "日本酒1合", dayCount: 3, today: false))
        reduce(&state, .main(.removeLastDrinkPressed))
        #expect(state.message == .drinkRemoved(name: "日本酒1合", dayLeft: 2, today: false))
        reduce(&state, .main(.oneOffPressed))
        state.fill("ハイボール", "7", "350")
        reduce(&state, .modal(.drinkForm(.submitPressed)))
        #expect(state.message == .drinkAdded(name: "ハイボール", dayCount: 3, today: false), "two sake and the highball")

        let ja = Catalog(.ja)
        let en = Catalog(.en)
        #expect(ja.message(.drinkAdded(name: "ビール500缶", dayCount: 2, today: true)) == "ビール500缶 を追加（今日 2杯目）u で取り消し")
        #expect(
            en.message(.drinkAdded(name: "Beer 500ml can", dayCount: 2, today: true))
                == "Added Beer 500ml can (2 drinks today). u to undo")
        #expect(
            en.message(.drinkAdded(name: "Sake 180ml", dayCount: 1, today: false))
                == "Added Sake 180ml (1 drink that day). u to undo")
        #expect(
            ja.message(.drinkRemoved(name: "日本酒1合", dayLeft: 0, today: false)) == "日本酒1合 を1つ減らしました（この日 残り0杯）u で取り消し")
        #expect(
            en.message(.drinkRemoved(name: "Sake 180ml", dayLeft: 0, today: true))
                == "Removed one Sake 180ml (none left today). u to undo")

        // u takes the drink back, as the message says.
        reduce(&state, .app(.undoPressed))
        #expect(state.selectedRecord == drank(entry(Drink.sake, count: 2)))
    }

    @Test("A chip on a sober day turns it into a drinking day")
    func chipOnSoberDay() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": .sober])

        reduce(&state, .main(.chipTapped(3)))

        #expect(state.selectedRecord == drank(entry(Drink.sake)))
    }

    @Test("Keys 1–9 and 0 are chips 1–10; a key past the last chip says so and changes nothing")
    func noSuchChip() {
        var state = AppState.fixture(today: "2026-11-29")

        let effects = reduce(&state, .main(.chipTapped(7))) // key 8; there are seven presets

        #expect(effects == [])
        #expect(state.message == .noSuchChip(number: 8))
        #expect(state.journal.days.isEmpty)

        reduce(&state, .main(.chipTapped(9))) // key 0
        #expect(state.message == .noSuchChip(number: 0))
    }

    @Test("With no presets a number key says there are none")
    func noPresets() {
        var state = AppState.fixture(today: "2026-11-29", presets: [])

        #expect(reduce(&state, .main(.chipTapped(0))) == [])
        #expect(state.message == .noPresets)
        #expect(state.journal.days.isEmpty)
    }

    @Test("23 presets make three pages; Tab and Shift-Tab wrap")
    func paging() {
        var state = AppState.fixture(today: "2026-11-29", presets: numberedPresets(23))
        #expect(state.chipPageCount == 3)
        #expect(state.visibleChipRange == 0..<10)

        reduce(&state, .main(.chipPageTurned(by: 1)))
        #expect(state.visibleChipRange == 10..<20)
        reduce(&state, .main(.chipPageTurned(by: 1)))
        #expect(state.visibleChipRange == 20..<23)
        reduce(&state, .main(.chipPageTurned(by: 1)))
        #expect(state.chipPage == 0)
        reduce(&state, .main(.chipPageTurned(by: -1)))
        #expect(state.chipPage == 2)
        #expect(state.journal.days.isEmpty)
    }

    @Test("Number keys tap the visible page: key 1 is the page's first chip, key 0 its tenth")
    func keysMapToVisiblePage() {
        let presets = numberedPresets(23)
        var state = AppState.fixture(today: "2026-11-29", presets: presets)
        reduce(&state, .main(.chipPageTurned(by: 1)))

        reduce(&state, .main(.chipTapped(0))) // key 1
        reduce(&state, .main(.chipTapped(9))) // key 0

        #expect(state.selectedRecord?.drinks == [presets[10].entry, presets[19].entry])
    }

    @Test("On the last page a key past its last chip gives noSuchChip")
    func lastPage() {
        let presets = numberedPresets(23)
        var state = AppState.fixture(today: "2026-11-29", presets: presets)
        reduce(&state, .main(.chipPageTurned(by: -1)))

        reduce(&state, .main(.chipTapped(2))) // key 3: 酒23
        #expect(state.selectedRecord?.drinks == [presets[22].entry])

        let effects = reduce(&state, .main(.chipTapped(3))) // key 4
        #expect(effects == [])
        #expect(state.message == .noSuchChip(number: 4))
        #expect(state.selectedRecord?.drinks == [presets[22].entry])
    }

    @Test(
        "after two beers a whisky is the day's third drink, as 「今日 3杯目」 says; - counts what the day has left (issue 40)"
    )
    func countsTheDay() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.chipTapped(0)))
        reduce(&state, .main(.chipTapped(0)))
        reduce(&state, .main(.chipTapped(4))) // ウイスキーダブル1杯
        #expect(state.message.map(Catalog(.ja).message) == "ウイスキーダブル1杯 を追加（今日 3杯目）u で取り消し")
        #expect(state.message.map(Catalog(.en).message) == "Added ウイスキーダブル1杯 (3 drinks today). u to undo")
        reduce(&state, .main(.removeLastDrinkPressed))
        #expect(state.message.map(Catalog(.ja).message) == "ウイスキーダブル1杯 を1つ減らしました（今日 残り2杯）u で取り消し")
        #expect(state.message.map(Catalog(.en).message) == "Removed one ウイスキーダブル1杯 (2 drinks left today). u to undo")
    }

    @Test("- takes back one of the drink added last, then falls back to the last entry")
    func removeLast() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.chipTapped(0))) // beer
        reduce(&state, .main(.chipTapped(1))) // wine
        reduce(&state, .main(.chipTapped(0))) // beer again: the one added last

        #expect(reduce(&state, .main(.removeLastDrinkPressed)).isOneSave)
        #expect(state.message == .drinkRemoved(name: "ビール500缶", dayLeft: 2, today: true), "a beer and the wine")
        #expect(state.selectedRecord?.drinks == [entry(Drink.beer), entry(Drink.wineGlass)])

        reduce(&state, .main(.removeLastDrinkPressed))
        #expect(state.selectedRecord?.drinks == [entry(Drink.wineGlass)])

        reduce(&state, .main(.removeLastDrinkPressed)) // beer is gone: the last entry, wine
        #expect(state.message == .drinkRemoved(name: "赤ワイン1杯", dayLeft: 0, today: true))
        #expect(state.selectedRecord == DayRecord(drank: true))

        #expect(reduce(&state, .main(.removeLastDrinkPressed)) == [])
        #expect(state.message == .nothingToRemove)
    }

    @Test("- on a day recorded before this session takes from its last entry")
    func removeFromEarlierSession() {
        let evening = drank(entry(Drink.beer, count: 2), entry(Drink.sake, count: 2))
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-28": evening])
        reduce(&state, .main(.chipTapped(0))) // today, not the 28th
        reduce(&state, .main(.dayMoved(by: -1)))

        reduce(&state, .main(.removeLastDrinkPressed))

        #expect(state.selectedRecord?.drinks == [entry(Drink.beer, count: 2), entry(Drink.sake)])
    }

    @Test("- on a sober or unrecorded day has nothing to remove", arguments: [DayRecord?.some(.sober), nil])
    func nothingToRemove(record: DayRecord?) {
        var days: [String: DayRecord] = [:]
        if let record { days["2026-11-29"] = record }
        var state = AppState.fixture(today: "2026-11-29", days: days)

        #expect(reduce(&state, .main(.removeLastDrinkPressed)) == [])
        #expect(state.message == .nothingToRemove)
        #expect(state.selectedRecord == record)
    }

    @Test("A count stops at 999")
    func countLimit() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": drank(entry(Drink.beer, count: 998))])

        #expect(reduce(&state, .main(.chipTapped(0))).isOneSave)
        #expect(state.selectedRecord?.drinks.first?.count == 999)

        #expect(reduce(&state, .main(.chipTapped(0))) == [])
        #expect(state.message == .countLimit)
        #expect(state.selectedRecord?.drinks.first?.count == 999)
    }

    @Test("A day holds at most 100 entries; more of an existing one still counts")
    func entryLimit() {
        let hundred = numberedPresets(100)
        var state = AppState.fixture(
            today: "2026-11-29",
            days: ["2026-11-29": DayRecord(drank: true, drinks: hundred.map(\.entry))],
            presets: [hundred[99], Drink.beer])

        #expect(reduce(&state, .main(.chipTapped(1))) == [])
        #expect(state.message == .entryLimit)
        #expect(state.selectedRecord?.drinks == hundred.map(\.entry))

        #expect(reduce(&state, .main(.chipTapped(0))).isOneSave)
        #expect(state.selectedRecord?.drinks.count == 100)
        #expect(state.selectedRecord?.drinks.last == entry(hundred[99], count: 2))
    }
}
