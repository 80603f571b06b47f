import DanshuCore
import DanshuTestSupport
import Testing

@Suite("Today")
struct TodayTests {
    // The clock's minutes do not matter: 03:59 is hour 3, 04:00 is hour 4.
    @Test(
        "Before the day starts it is still the day before",
        arguments: [
            ("2026-11-29", 3, 4, "2026-11-28"), // 03:59
            ("2026-11-29", 4, 4, "2026-11-29"), // 04:00
            ("2026-11-29", 0, 4, "2026-11-28"), // midnight
            ("2026-11-29", 23, 4, "2026-11-29"),
            ("2026-12-01", 3, 4, "2026-11-30"), // month end
            ("2026-12-01", 4, 4, "2026-12-01"),
            ("2027-01-01", 3, 4, "2026-12-31"), // year end
            ("2027-01-01", 4, 4, "2027-01-01"),
            ("2028-03-01", 3, 4, "2028-02-29"), // leap day
            ("2026-03-01", 3, 4, "2026-02-28"),
            ("2026-11-29", 0, 0, "2026-11-29"), // a day that starts at midnight
            ("2026-11-29", 10, 11, "2026-11-28"),
        ])
    func dayStart(clockDate: String, hour: Int, startsAt: Int, today: String) {
        #expect(Today.date(localDate: day(clockDate), hour: hour, dayStartsAtHour: startsAt) == day(today))
    }

    @Test("DANSHU_TODAY pins today when it is a date")
    func pinned() {
        #expect(Today.pinned("2026-11-29") == day("2026-11-29"))
        #expect(Today.pinned("2028-02-29") == day("2028-02-29"))
    }

    @Test(
        "DANSHU_TODAY unset, empty or not a date pins nothing",
        arguments: [
            nil, "", "2026-13-45", "2026-02-30", "2026-2-3", "2026-11-29 ", "tomorrow",
        ] as [String?])
    func notPinned(value: String?) {
        #expect(Today.pinned(value) == nil)
    }
}
