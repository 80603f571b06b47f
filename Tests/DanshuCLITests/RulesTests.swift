import DanshuCore
import DanshuTestSupport
import DanshuText
import Testing

@testable import DanshuCLI

/// Each rule of design.md §1 has one home in DanshuCore; these check that home, and that the places which
/// show a rule give the answer it gives.
@Suite("One home per rule")
struct RulesTests {
    @Test(
        "Over the daily limit means strictly over, in the statistics and in `show` alike",
        arguments: [(20, 200, false), (20, 201, true), (0, 0, false), (0, 1, true), (40, 399, false), (40, 401, true)])
    func overTheDailyLimit(limitGrams: Int, totalTenths: Int, over: Bool) {
        var settings = Settings()
        settings.dailyLimitGrams = limitGrams
        #expect(settings.isOverDailyLimit(gramsTenths: totalTenths) == over)

        let today = day("2026-11-29")
        let record = DayRecord(
            drank: true, drinks: [DrinkEntry(name: "x", ml: nil, abvTenths: nil, gramsTenths: totalTenths, count: 1)])
        let journal = Journal(settings: settings, days: [today: record])
        #expect(MonthStatistics(journal: journal, month: today.yearMonth, today: today).daysOverLimit == (over ? 1 : 0))
        let catalog = Catalog(.en)
        let lines = DayText.lines(today, record, settings: settings, catalog: catalog, inert: { $0 })
        #expect(lines.contains(catalog.overLimitLine(limitGrams)) == over)
    }

    @Test("Each band starts at its lowest total, and the total just under it is the band before")
    func bandsStartAtTheirLowestTotal() {
        #expect(RiskBand.allCases.map(\.lowestTenths) == [0, 200, 400, 600])
        for (lower, band) in zip(RiskBand.allCases, RiskBand.allCases.dropFirst()) {
            #expect(RiskBand(gramsTenths: band.lowestTenths) == band)
            #expect(RiskBand(gramsTenths: band.lowestTenths - 1) == lower)
        }
    }

    @Test(
        "A day's week starts on the week's first weekday, at most six days before it, as the calendar's row does",
        arguments: WeekStart.allCases)
    func theWeekADayBelongsTo(weekStartsOn: WeekStart) {
        let first = day("2026-01-01")
        for offset in 0..<400 {
            let date = first.adding(days: offset)
            let start = weekStartsOn.firstDay(ofWeekHolding: date)
            #expect(start.weekday == weekStartsOn.weekday)
            #expect((0...6).contains(date.dayNumber - start.dayNumber))
            #expect(weekStartsOn.daysIntoWeek(date) == date.dayNumber - start.dayNumber)
            let grid = MonthGrid(month: date.yearMonth, weekStartsOn: weekStartsOn)
            let row = grid.weeks.first { $0.contains(date) } ?? []
            #expect(row.compactMap { $0 }.first == max(start, date.firstOfMonth))
        }
    }

    @Test("The streak counts from the day after the last drink, or from the first answered day")
    func currentStreak() {
        let today = day("2026-11-29")
        #expect(Streaks.current(lastDrinkingDay: today, firstAnsweredDay: day("2026-01-01"), today: today) == 0)
        #expect(
            Streaks.current(lastDrinkingDay: day("2026-11-28"), firstAnsweredDay: day("2026-01-01"), today: today) == 1)
        #expect(Streaks.current(lastDrinkingDay: nil, firstAnsweredDay: today, today: today) == 1)
        #expect(Streaks.current(lastDrinkingDay: nil, firstAnsweredDay: nil, today: today) == 0)
        #expect(
            Streaks(days: [day("2026-11-20"): .sober, day("2026-11-25"): DayRecord(drank: true)], today: today).current
                == 4)
    }

    @Test("The gauge's colors are the named ones at 0, half the max, the max and twice the max")
    func gaugeColorsAreTheNamedOnes() {
        let max = Settings().gaugeMaxTenths
        #expect(Gauge.color(gramsTenths: 0, maxTenths: max) == .green)
        #expect(Gauge.color(gramsTenths: max / 2, maxTenths: max) == .yellow)
        #expect(Gauge.color(gramsTenths: max, maxTenths: max) == .red)
        #expect(Gauge.color(gramsTenths: 2 * max, maxTenths: max) == .black)
    }
}
