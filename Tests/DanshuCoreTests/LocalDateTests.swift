import DanshuCore
import DanshuTestSupport
import Testing

@Suite("LocalDate")
struct LocalDateTests {
    @Test(
        "Leap years follow the Gregorian rule",
        arguments: [
            (2000, true), (1900, false), (2028, true), (2100, false), (2024, true), (2026, false), (2400, true),
        ])
    func leapYears(year: Int, isLeap: Bool) {
        #expect(LocalDate.isLeap(year) == isLeap)
        #expect(LocalDate.daysIn(month: 2, year: year) == (isLeap ? 29 : 28))
        #expect((LocalDate(year: year, month: 2, day: 29) != nil) == isLeap)
        #expect(LocalDate(year: year, month: 2, day: 28) != nil)
    }

    @Test(
        "Fixed points of the day number",
        arguments: [
            ("1970-01-01", 0), ("1969-12-31", -1), ("2000-03-01", 11_017), ("2026-11-29", 20_786),
            ("0001-01-01", -719_162), ("9999-12-31", 2_932_896),
        ])
    func dayNumberAnchors(iso: String, number: Int) {
        #expect(day(iso).dayNumber == number)
        #expect(LocalDate(dayNumber: number) == day(iso))
    }

    @Test("Walking day by day from year 1 to 9999, every date matches an independent calendar")
    func walkEveryDay() {
        var wrong: [String] = []
        var (y, m, d) = (1, 1, 1)
        var number = day("0001-01-01").dayNumber
        while y <= 9999 {
            let date = LocalDate(dayNumber: number)
            if (date.year, date.month, date.day) != (y, m, d) || date.dayNumber != number
                || date.weekday != IndependentCalendar.weekday(year: y, month: m, day: d)
            {
                wrong.append("\(number): \(date) weekday \(date.weekday), expected \(y)-\(m)-\(d)")
                if wrong.count > 10 { break }
            }
            number += 1
            d += 1
            if d > IndependentCalendar.daysIn(year: y, month: m) {
                d = 1
                m += 1
            }
            if m > 12 {
                m = 1
                y += 1
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test("Parses exactly YYYY-MM-DD")
    func parsesISO() {
        let date = LocalDate(iso: "2026-11-29")
        #expect(date?.year == 2026)
        #expect(date?.month == 11)
        #expect(date?.day == 29)
        #expect(LocalDate(iso: "2028-02-29") == LocalDate(year: 2028, month: 2, day: 29))
    }

    @Test(
        "Refuses anything else",
        arguments: [
            "2026-13-45", "2026-02-30", "2027-02-29", "2026-00-10", "2026-11-00", "0000-01-01",
            "2026-2-3", "26-11-29", "20261-11-29", "2026/11/29", "2026-11-29 ", " 2026-11-29",
            "2026-11-29x", "2026-11-29T04:00", "", "today", "２０２６-11-29", "+026-11-29", "2026-1a-29",
        ])
    func refusesISO(text: String) {
        #expect(LocalDate(iso: text) == nil)
    }

    @Test(
        "Writes YYYY-MM-DD with zero padding, and reads it back",
        arguments: [
            "2026-11-29", "2026-01-05", "0999-12-31", "0001-01-01", "9999-12-31",
        ])
    func isoRoundTrip(text: String) {
        #expect(day(text).iso == text)
        #expect(day(text).description == text)
    }

    @Test(
        "Adding days crosses month and year ends",
        arguments: [
            ("2026-11-30", 1, "2026-12-01"), ("2026-12-31", 1, "2027-01-01"), ("2027-01-01", -1, "2026-12-31"),
            ("2028-02-28", 1, "2028-02-29"), ("2026-02-28", 1, "2026-03-01"), ("2026-11-29", 7, "2026-12-06"),
            ("2026-11-29", -365, "2025-11-29"),
        ])
    func addingDays(from: String, days: Int, to: String) {
        #expect(day(from).adding(days: days) == day(to))
    }

    @Test(
        "Adding months keeps the day, clamped to the month's last",
        arguments: [
            ("2026-01-31", 1, "2026-02-28"), ("2028-01-31", 1, "2028-02-29"), ("2026-03-31", -1, "2026-02-28"),
            ("2026-05-31", 1, "2026-06-30"), ("2026-12-31", 1, "2027-01-31"), ("2026-01-15", -1, "2025-12-15"),
            ("2026-01-31", 13, "2027-02-28"), ("2026-08-31", -6, "2026-02-28"), ("2028-02-29", 12, "2029-02-28"),
            ("2026-11-29", 0, "2026-11-29"), ("2026-11-29", -24, "2024-11-29"),
        ])
    func addingMonths(from: String, months: Int, to: String) {
        #expect(day(from).adding(months: months) == day(to))
    }

    @Test("Dates order by year, then month, then day")
    func ordering() {
        #expect(day("2026-11-29") < day("2026-11-30"))
        #expect(day("2026-11-30") < day("2026-12-01"))
        #expect(day("2026-12-31") < day("2027-01-01"))
        #expect(!(day("2026-11-29") < day("2026-11-29")))
    }

    @Test("A month knows its days")
    func yearMonth() {
        let november = day("2026-11-29").yearMonth
        #expect(november == YearMonth(year: 2026, month: 11))
        #expect(november.dayCount == 30)
        #expect(november.firstDay == day("2026-11-01"))
        #expect(november.lastDay == day("2026-11-30"))
        #expect(november.contains(day("2026-11-01")))
        #expect(!november.contains(day("2026-12-01")))
        #expect(!november.contains(day("2025-11-15")))
        #expect(november.iso == "2026-11")
        #expect(november.adding(months: 2) == YearMonth(year: 2027, month: 1))
        #expect(november.adding(months: -11) == YearMonth(year: 2025, month: 12))
        #expect(YearMonth(year: 2028, month: 2).lastDay == day("2028-02-29"))
        #expect(day("2026-11-29").firstOfMonth == day("2026-11-01"))
    }

    @Test("Parses exactly YYYY-MM")
    func yearMonthISO() {
        #expect(YearMonth(iso: "2026-11") == YearMonth(year: 2026, month: 11))
        #expect(YearMonth(iso: "2026-13") == nil)
        #expect(YearMonth(iso: "2026-1") == nil)
        #expect(YearMonth(iso: "2026-11-01") == nil)
    }
}
