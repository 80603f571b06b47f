import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

@Suite("DATE arguments")
struct DateArgumentTests {
    let today = LocalDate(year: 2026, month: 11, day: 29)!

    func parse(_ text: String) -> Result<LocalDate, DateArgument.Problem> { DateArgument.parse(text, today: today) }

    @Test func forms() {
        #expect(parse("2026-11-28") == .success(LocalDate(year: 2026, month: 11, day: 28)!))
        #expect(parse("today") == .success(today))
        #expect(parse("Yesterday") == .success(LocalDate(year: 2026, month: 11, day: 28)!))
        #expect(parse("昨日") == .success(LocalDate(year: 2026, month: 11, day: 28)!))
        #expect(parse("-3") == .success(LocalDate(year: 2026, month: 11, day: 26)!))
        #expect(parse("-0") == .success(today))
        #expect(parse("-30") == .success(LocalDate(year: 2026, month: 10, day: 30)!))
        #expect(parse("２０２６－１１－０１") == .success(LocalDate(year: 2026, month: 11, day: 1)!))
        // The month and day without their leading zero, as people write them (issue 40).
        #expect(parse("2026-11-1") == .success(LocalDate(year: 2026, month: 11, day: 1)!))
        #expect(parse("2026-2-3") == .success(LocalDate(year: 2026, month: 2, day: 3)!))
    }

    @Test func impossibleAndUnrecognized() {
        #expect(parse("2026-13-45") == .failure(.impossible("2026-13-45")))
        #expect(parse("2026-02-29") == .failure(.impossible("2026-02-29")))
        #expect(parse("2026-2-30") == .failure(.impossible("2026-2-30")))
        #expect(parse("") == .failure(.unrecognized("")))
        #expect(parse("11/20") == .failure(.unrecognized("11/20")))
        #expect(parse("2026/13/1") == .failure(.impossible("2026/13/1")))
    }

    @Test func outsideTheRecordableYears() {
        #expect(parse("-1000000") == .failure(.outOfRange("-1000000")))
        #expect(parse("-99999999999999999999") == .failure(.outOfRange("-99999999999999999999")))
        #expect(parse("1899-12-31") == .failure(.outOfRange("1899-12-31")))
    }

    @Test("tomorrow and 明日 name the day after today; 2026/11/20 and 2026.1.5 are days too (issue 26)")
    func otherSpellings() {
        #expect(parse("tomorrow") == .success(LocalDate(year: 2026, month: 11, day: 30)!))
        #expect(parse("明日") == .success(LocalDate(year: 2026, month: 11, day: 30)!))
        #expect(parse("2026/11/20") == .success(LocalDate(year: 2026, month: 11, day: 20)!))
        #expect(parse("２０２６／１１／２０") == .success(LocalDate(year: 2026, month: 11, day: 20)!))
        #expect(parse("2026.1.5") == .success(LocalDate(year: 2026, month: 1, day: 5)!))
    }

    @Test func whatLooksLikeADay() {
        #expect(
            DateArgument.looksLikeDate("tomorrow") && DateArgument.looksLikeDate("2026/11/20")
                && DateArgument.looksLikeDate("11/20"))
        #expect(DateArgument.looksLikeDate("2026-13-45"))
        #expect(DateArgument.looksLikeDate("-2"))
        #expect(DateArgument.looksLikeDate("today"))
        #expect(!DateArgument.looksLikeDate("1"))
        #expect(!DateArgument.looksLikeDate("ビール500缶x2"))
        #expect(!DateArgument.looksLikeDate("2026"))
    }
}
