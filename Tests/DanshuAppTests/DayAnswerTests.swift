import DanshuApp
import DanshuCore
import DanshuTestSupport
import Testing

@Suite("Answering お酒を飲みましたか？")
struct DayAnswerTests {
    @Test("はい on an unrecorded day records a drinking day with nothing in it yet")
    func yes() {
        var state = AppState.fixture(today: "2026-11-29")
        #expect(state.message == .welcome)

        let effects = reduce(&state, .main(.answered(.yes)))

        #expect(effects.isOneSave)
        #expect(state.selectedRecord == DayRecord(drank: true))
        #expect(state.journal.state(of: day("2026-11-29")) == .drank(gramsTenths: 0))
        #expect(state.message == nil)
    }

    @Test("いいえ on an unrecorded day records a sober day")
    func no() {
        var state = AppState.fixture(today: "2026-11-29")

        let effects = reduce(&state, .main(.answered(.no)))

        #expect(effects.isOneSave)
        #expect(state.selectedRecord == .sober)
        #expect(state.streaks.current == 1)
        #expect(state.streaks.totalSoberDays == 1)
    }

    @Test("The same answer again changes nothing and saves nothing")
    func sameAnswerAgain() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": .sober])

        let effects = reduce(&state, .main(.answered(.no)))

        #expect(effects == [])
        #expect(state.history.canUndo == false)
    }

    @Test("いいえ clears the day's drinks and says how many; undo brings them back")
    func noClearsDrinks() {
        let evening = drank(entry(Drink.beer, count: 2), entry(Drink.sake))
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": evening])

        #expect(reduce(&state, .main(.answered(.no))).isOneSave)
        #expect(state.selectedRecord == .sober)
        #expect(state.message == .clearedDrinks(count: 3))

        #expect(reduce(&state, .app(.undoPressed)).isOneSave)
        #expect(state.selectedRecord == evening)
        #expect(state.selectedRecord?.totalTenths == 616)
    }

    @Test("はい after いいえ makes it a drinking day again, with no drinks")
    func yesAfterNo() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": .sober])

        reduce(&state, .main(.answered(.yes)))

        #expect(state.selectedRecord == DayRecord(drank: true))
    }

    @Test("Answering keeps the day's note")
    func keepsNote() {
        var state = AppState.fixture(today: "2026-11-29", days: ["2026-11-29": DayRecord(drank: nil, note: "飲み会")])

        reduce(&state, .main(.answered(.no)))

        #expect(state.selectedRecord == DayRecord(drank: false, note: "飲み会"))
    }

    @Test("A past day can be answered")
    func pastDay() {
        var state = AppState.fixture(today: "2026-11-29")
        reduce(&state, .main(.dayMoved(by: -1)))

        reduce(&state, .main(.answered(.no)))

        #expect(state.journal.days == [day("2026-11-28"): .sober])
    }
}
