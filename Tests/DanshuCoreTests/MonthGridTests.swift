import DanshuCore
import DanshuTestSupport
import Testing

@Suite("Month grid")
struct MonthGridTests {
    @Test("November 2026, Sunday first: the 1st is a Sunday, five rows")
    func november2026SundayFirst() {
        let grid = MonthGrid(month: YearMonth(year: 2026, month: 11), weekStartsOn: .sunday)
        #expect(grid.columnWeekdays == [0, 1, 2, 3, 4, 5, 6])
        #expect(
            grid.weeks.map { $0.map { $0?.day } } == [
                [1, 2, 3, 4, 5, 6, 7],
                [8, 9, 10, 11, 12, 13, 14],
                [15, 16, 17, 18, 19, 20, 21],
                [22, 23, 24, 25, 26, 27, 28],
                [29, 30, nil, nil, nil, nil, nil],
            ])
        #expect(grid.position(of: day("2026-11-29"))?.row == 4)
        #expect(grid.position(of: day("2026-11-29"))?.column == 0)
        #expect(grid.position(of: day("2026-12-01")) == nil)
    }

    @Test("November 2026, Monday first: the 1st sits in the last column, six rows")
    func november2026MondayFirst() {
        let grid = MonthGrid(month: YearMonth(year: 2026, month: 11), weekStartsOn: .monday)
        #expect(grid.columnWeekdays == [1, 2, 3, 4, 5, 6, 0])
        #expect(
            grid.weeks.map { $0.map { $0?.day } } == [
                [nil, nil, nil, nil, nil, nil, 1],
                [2, 3, 4, 5, 6, 7, 8],
                [9, 10, 11, 12, 13, 14, 15],
                [16, 17, 18, 19, 20, 21, 22],
                [23, 24, 25, 26, 27, 28, 29],
                [30, nil, nil, nil, nil, nil, nil],
            ])
        #expect(grid.position(of: day("2026-11-29"))?.row == 4)
        #expect(grid.position(of: day("2026-11-29"))?.column == 6)
    }

    @Test("February 2026, Sunday first, fills exactly four rows")
    func fourRows() {
        let grid = MonthGrid(month: YearMonth(year: 2026, month: 2), weekStartsOn: .sunday)
        #expect(grid.weeks.count == 4)
        #expect(grid.weeks.first?.first??.day == 1)
        #expect(grid.weeks.last?.last??.day == 28)
    }

    @Test("Leap Februaries have a 29th", arguments: [(2000, 29), (1900, 28), (2028, 29), (2100, 28)])
    func leapFebruary(year: Int, days: Int) {
        let grid = MonthGrid(month: YearMonth(year: year, month: 2), weekStartsOn: .sunday)
        #expect(grid.weeks.joined().compactMap { $0 }.count == days)
    }

    @Test(
        "Every month from 1900 to 2100 agrees with Zeller's congruence",
        arguments: WeekStart.allCases, 1900...2100)
    func everyMonth(weekStart: WeekStart, year: Int) {
        for month in 1...12 {
            let grid = MonthGrid(month: YearMonth(year: year, month: month), weekStartsOn: weekStart)
            let days = IndependentCalendar.daysIn(year: year, month: month)
            let firstWeekday = IndependentCalendar.weekday(year: year, month: month, day: 1)
            let leading = (firstWeekday - (weekStart == .sunday ? 0 : 1) + 7) % 7
            var expected: [Int?] = Array(repeating: nil, count: leading) + (1...days).map { $0 }
            expected += Array(repeating: nil, count: (7 - expected.count % 7) % 7)

            let cells = grid.weeks.joined().map { $0 }
            #expect(grid.weeks.allSatisfy { $0.count == 7 }, "\(year)-\(month)")
            #expect(cells.map { $0?.day } == expected, "\(year)-\(month) \(weekStart)")
            #expect(cells.allSatisfy { $0 == nil || ($0?.year == year && $0?.month == month) }, "\(year)-\(month)")
            for (index, cell) in cells.enumerated() {
                guard let date = cell else { continue }
                let position = grid.position(of: date)
                #expect(position?.row == index / 7 && position?.column == index % 7, "\(date)")
                #expect(
                    grid.columnWeekdays[index % 7]
                        == IndependentCalendar.weekday(year: year, month: month, day: date.day),
                    "\(date)")
            }
        }
    }
}
