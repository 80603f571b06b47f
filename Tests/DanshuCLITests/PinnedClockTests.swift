import DanshuCore
import DanshuTestSupport
import Testing

@testable import DanshuCLI

/// `DANSHU_NOW` (for tests of the follow-up, design.md §9): the wall clock starts at the date and time it pins and runs
/// on from there; a mistyped one is refused rather than ignored, as `DANSHU_TODAY` is.
@Suite("The pinned clock")
struct PinnedClockTests {
    @Test(
        "DANSHU_NOW reads YYYY-MM-DDTHH:MM and nothing else",
        arguments: [
            ("2026-11-29T21:10", true), ("2026-11-29T09:05", true), ("2026-11-29T9:05", false),
            ("2026-11-29 21:10", false),
            ("2026-11-29T25:00", false), ("2026-02-30T21:10", false), ("2026-11-29", false), ("", false),
        ])
    func reads(_ value: String, _ valid: Bool) {
        #expect((Today.pinnedClock(value) != nil) == valid, "\(value)")
    }

    @Test("the pinned clock starts at its minute and runs on by the monotonic clock, past midnight into the next date")
    func runsOn() throws {
        let pinned = try #require(Today.pinnedClock("2026-11-29T23:58"))
        var milliseconds: Int64 = 5_000
        let clock = Host.localClock(startingAt: pinned, monotonic: { milliseconds })
        #expect(clock() == (day("2026-11-29"), 23, 58))
        milliseconds += 59_999
        #expect(clock() == (day("2026-11-29"), 23, 58))
        milliseconds += 1
        #expect(clock() == (day("2026-11-29"), 23, 59))
        milliseconds += 60_000
        #expect(clock() == (day("2026-11-30"), 0, 0))
    }

    @Test(
        "now as the journal sees it: before dayStartsAtHour the time is the evening before's; DANSHU_TODAY pins the day"
    )
    func moment() {
        var environment: [String: String] = [:]
        func host() -> Host {
            Host(
                environment: environment, clock: { (day("2026-11-30"), 1, 30) }, writeOutput: { _ in },
                writeError: { _ in },
                isTerminal: { _ in false }, readFile: { _ in .success([]) })
        }
        #expect(host().now(dayStartsAtHour: 4) == JournalMoment(day: day("2026-11-29"), time: ClockTime(wrapping: 90)))
        environment["DANSHU_TODAY"] = "2026-11-20"
        #expect(host().now(dayStartsAtHour: 4).day == day("2026-11-20"))
    }

    @Test(
        "a mistyped DANSHU_NOW is refused rather than ignored",
        arguments: ["garbage", "2026-11-29T25:00", "2026-11-29"])
    func mistypedIsRefused(_ value: String) {
        let cli = CLI()
        cli.expectRefused(["status"], "DANSHU_NOW", extra: ["DANSHU_NOW": value])
    }
}
