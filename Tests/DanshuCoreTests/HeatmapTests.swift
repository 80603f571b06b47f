import DanshuCore
import DanshuTestSupport
import Testing

/// The statistics pane's 12-month heatmap.
@Suite struct HeatmapTests {
    /// A journal around the turn of 2025/2026, with one day older than a year and one after today.
    private func journal() throws -> Journal {
        var journal = Journal()
        journal.days[try date("2025-02-28")] = DayRecord(drank: true, drinks: [beer(3)]) // out of range
        journal.days[try date("2025-03-01")] = .sober
        journal.days[try date("2025-12-31")] = DayRecord(drank: true, drinks: [beer(2)])
        journal.days[try date("2026-01-01")] = .sober
        journal.days[try date("2026-01-02")] = DayRecord(drank: nil, note: "memo only")
        journal.days[try date("2026-02-11")] = .sober // after today: a hand edit, ignored
        return journal
    }

    @Test func twelveMonthsEndingWithTheShownMonthAcrossTheNewYear() throws {
        let heatmap = Heatmap(
            journal: try journal(), endingWith: YearMonth(year: 2026, month: 2),
            today: try date("2026-02-10"))
        #expect(
            heatmap.months.map(\.month.iso) == [
                "2025-03", "2025-04", "2025-05", "2025-06", "2025-07", "2025-08",
                "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02",
            ])
        #expect(heatmap.months.map(\.days.count) == [31, 30, 31, 30, 31, 31, 30, 31, 30, 31, 31, 28])
        #expect(heatmap.months.first?.days.first?.date.iso == "2025-03-01")
        #expect(heatmap.months.last?.days.last?.date.iso == "2026-02-28")
    }

    @Test func daysCarryTheirStateLikeTheCalendar() throws {
        let heatmap = Heatmap(
            journal: try journal(), endingWith: YearMonth(year: 2026, month: 2),
            today: try date("2026-02-10"))
        let days = heatmap.months.flatMap(\.days)
        func day(_ iso: String) -> Heatmap.Day? { days.first { $0.date.iso == iso } }
        #expect(day("2025-03-01")?.state == .sober)
        #expect(day("2025-12-31")?.state == .drank(gramsTenths: 400))
        #expect(day("2026-01-01")?.state == .sober)
        #expect(day("2026-01-02")?.state == .unrecorded) // a note without an answer
        #expect(day("2026-01-03")?.state == .unrecorded)
        #expect(day("2026-02-10")?.isFuture == false)
        #expect(day("2026-02-11")?.state == .unrecorded)
        #expect(day("2026-02-11")?.isFuture == true)
        #expect(days.filter(\.isFuture).count == 18) // 11th–28th February
        #expect(days.filter { $0.state == .sober }.count == 2)
    }

    @Test func aLeapFebruaryHasTwentyNineDays() throws {
        let heatmap = Heatmap(
            journal: Journal(), endingWith: YearMonth(year: 2024, month: 12),
            today: try date("2024-12-31"))
        #expect(heatmap.months.first?.month.iso == "2024-01")
        #expect(heatmap.months[1].days.count == 29)
        #expect(heatmap.months.flatMap(\.days).count == 366)
        #expect(heatmap.months.flatMap(\.days).allSatisfy { $0.state == .unrecorded && !$0.isFuture })
    }
}

// Members of the suite, so they cannot clash with helpers of the module's other test files.
extension HeatmapTests {
    private func date(_ iso: String) throws -> LocalDate { try #require(LocalDate(iso: iso)) }

    private func beer(_ count: Int) -> DrinkEntry {
        DrinkEntry(name: "ビール500缶", ml: 500, abvTenths: 50, gramsTenths: 200, count: count)
    }
}
