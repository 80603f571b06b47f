import DanshuTestSupport
import Testing

@testable import DanshuCore

/// AUDIT-C from the diary against a hand computation written another way (rates as fractions in floating point, which
/// is exact at every bound these counts can meet), on random journals, both sexes, and at the cut-offs' edges.
@Suite("AUDIT-C from the diary")
struct AuditCTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    static func grams(_ tenths: Int) -> DayRecord {
        DayRecord(drank: true, drinks: [DrinkEntry(name: "d", ml: nil, abvTenths: nil, gramsTenths: tenths, count: 1)])
    }

    /// The rules of the issue, read as plainly as possible.
    static func hand(_ journal: Journal, end: LocalDate) -> (q1: Int, q2: Int, q3: Int, recorded: Int) {
        var recorded = 0.0
        var drinking = 0.0
        var heavy = 0.0
        var amounts: [Int] = []
        for back in 0..<365 {
            let date = end.adding(days: -back)
            guard date <= today, let record = journal.days[date], let drank = record.drank else { continue }
            recorded += 1
            if drank {
                drinking += 1
                amounts.append(record.totalTenths)
                if Double(record.totalTenths) / 10 >= 60 { heavy += 1 }
            }
        }
        func weekly(_ n: Double) -> Double { recorded == 0 ? 0 : n * 7 / recorded }
        func monthly(_ n: Double) -> Double { recorded == 0 ? 0 : n * 30 / recorded }
        let q1 =
            weekly(drinking) >= 4 ? 4 : weekly(drinking) >= 2 ? 3 : monthly(drinking) >= 2 ? 2 : drinking > 0 ? 1 : 0
        let q3 = weekly(heavy) >= 5 ? 4 : weekly(heavy) >= 1 ? 3 : monthly(heavy) >= 1 ? 2 : heavy > 0 ? 1 : 0
        var q2 = 0
        if !amounts.isEmpty {
            let sorted = amounts.sorted()
            let median = Double(sorted[(sorted.count - 1) / 2]) / 10 // grams
            let drinks = Int((median / 10 + 0.5).rounded(.down))
            q2 = drinks <= 2 ? 0 : drinks <= 4 ? 1 : drinks <= 6 ? 2 : drinks <= 9 ? 3 : 4
        }
        return (q1, q2, q3, Int(recorded))
    }

    struct Random {
        var state: UInt64
        mutating func below(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
    }

    @Test(
        "matches the hand computation on 300 random journals of every drinking pattern, both sexes; none below 28 days")
    func randomJournals() {
        var random = Random(state: 24)
        var below = 0
        for run in 0..<300 {
            var journal = Journal()
            journal.settings.sex = [.male, .female, .unspecified][run % 3]
            // A pattern per run: how often a day is recorded, how often it is a drinking day, how heavy.
            let recordRate = 1 + random.below(10)
            let drinkRate = random.below(11)
            let heaviness = 1 + random.below(1200)
            // One run in four records sparsely (1 to 10 days in 100), so windows fall on both sides of 28 recorded days.
            let scale = run % 4 == 0 ? 100 : 10
            for back in 0..<420 where random.below(scale) < recordRate {
                let date = Self.today.adding(days: -back)
                journal.days[date] = random.below(10) < drinkRate ? Self.grams(1 + random.below(heaviness)) : .sober
            }
            let end = Self.today.adding(days: -random.below(40))
            let audit = AuditC(journal: journal, endingOn: end, today: Self.today)
            let expected = Self.hand(journal, end: end)
            let rule = audit.estimate
            #expect(
                rule.q1 == expected.q1 && rule.q2 == expected.q2 && rule.q3 == expected.q3,
                "run \(run): \(audit) vs \(expected)")
            #expect(audit.recordedDays == expected.recorded, "run \(run)")
            // Shown from 28 recorded days, exactly the rule's answers; before that nothing, and the days still needed.
            if expected.recorded >= 28 {
                #expect(
                    audit.answers == rule && audit.score == expected.q1 + expected.q2 + expected.q3
                        && audit.neededDays == 0, "run \(run)")
                #expect(audit.positive == (rule.score >= (journal.settings.sex == .male ? 6 : 4)), "run \(run)")
            } else {
                below += 1
                #expect(
                    audit.answers == nil && audit.score == nil && audit.positive == nil,
                    "run \(run): \(expected.recorded) days")
                #expect(audit.neededDays == 28 - expected.recorded, "run \(run)")
            }
        }
        #expect(below > 20 && below < 75, "\(below) of 300 windows below 28 recorded days")
    }

    @Test(
        "no answers below 28 recorded days, the rule's from 28 on: one day of three beers is not AUDIT-C 10 (issue 36)")
    func onlyFromEnoughDays() {
        // The new user: one recorded day, three beers.
        let one = Journal(days: [Self.today: Self.grams(600)])
        let first = AuditC(journal: one, endingOn: Self.today, today: Self.today)
        #expect(first.estimate.score == 10, "the rule alone would say 10 from one day")
        #expect(first.answers == nil && first.score == nil && first.positive == nil && first.neededDays == 27)
        // Every count of recorded days up to 40, each a drinking day of 40 g: nothing until 28, then the rule's answers.
        for count in 1...40 {
            let journal = Journal(
                days: Dictionary(
                    uniqueKeysWithValues: (0..<count).map { (Self.today.adding(days: -$0), Self.grams(400)) }))
            let audit = AuditC(journal: journal, endingOn: Self.today, today: Self.today)
            #expect((audit.answers != nil) == (count >= 28), "\(count) days")
            #expect(audit.neededDays == max(0, 28 - count), "\(count) days")
            if count >= 28 { #expect(audit.answers == AuditC.Answers(q1: 4, q2: 1, q3: 0), "\(count) days") }
        }
        // Days after today count for nothing, and unrecorded days inside the window neither.
        var spread = Journal()
        for back in stride(from: 0, to: 270, by: 10) { spread.days[Self.today.adding(days: -back)] = .sober }
        #expect(
            AuditC(journal: spread, endingOn: Self.today, today: Self.today).neededDays == 1,
            "27 recorded days across the year")
        spread.days[Self.today.adding(days: -365)] = .sober
        #expect(
            AuditC(journal: spread, endingOn: Self.today, today: Self.today).answers == nil, "a day outside the window")
        spread.days[Self.today.adding(days: -364)] = .sober
        #expect(
            AuditC(journal: spread, endingOn: Self.today, today: Self.today).answers != nil, "the 365th day is inside")
    }

    @Test("the bounds exactly: 4 of 7 days is four times a week; 2 of 30 twice a month; 6 drinks = 60 g counts")
    func edges() {
        func journal(_ days: [Int: DayRecord]) -> Journal {
            Journal(days: Dictionary(uniqueKeysWithValues: days.map { (Self.today.adding(days: -$0.key), $0.value) }))
        }
        // 7 recorded days, 4 drinking: exactly 4 a week.
        var days: [Int: DayRecord] = Dictionary(
            uniqueKeysWithValues: (0..<7).map { ($0, $0 < 4 ? Self.grams(200) : .sober) })
        #expect(AuditC(journal: journal(days), endingOn: Self.today, today: Self.today).estimate.q1 == 4)
        days[3] = .sober // 3 a week: at least twice
        #expect(AuditC(journal: journal(days), endingOn: Self.today, today: Self.today).estimate.q1 == 3)
        // 30 recorded days, 2 drinking: twice a month exactly; 1: once.
        var month: [Int: DayRecord] = Dictionary(uniqueKeysWithValues: (0..<30).map { ($0, DayRecord.sober) })
        month[0] = Self.grams(600)
        month[1] = Self.grams(599)
        let twice = AuditC(journal: journal(month), endingOn: Self.today, today: Self.today)
        #expect(
            twice.answers?.q1 == 2 && twice.answers?.q3 == 2,
            "60.0 g is six drinks (once in 30 days: monthly), 59.9 g is not: \(twice)")
        month[1] = .sober
        #expect(AuditC(journal: journal(month), endingOn: Self.today, today: Self.today).answers?.q1 == 1)
        // The typical day: 24.9 g rounds to 2 drinks (0 points), 25.0 g to 3 (1 point); the lower middle of an even count.
        #expect(AuditC.typicalDayScore([249]) == 0 && AuditC.typicalDayScore([250]) == 1)
        #expect(AuditC.typicalDayScore([100, 500, 900, 1000]) == 2, "the lower middle, 50 g: 5 drinks")
        #expect(AuditC.typicalDayScore([950]) == 4 && AuditC.typicalDayScore([949]) == 3)
        #expect(AuditC.typicalDayScore([]) == 0)
    }

    @Test("the cut-offs: men from 6, women and unspecified from 4; nothing recorded scores 0")
    func cutOffs() {
        #expect(
            AuditC.cutOff(for: .male) == 6 && AuditC.cutOff(for: .female) == 4 && AuditC.cutOff(for: .unspecified) == 4)
        let empty = AuditC(journal: Journal(), endingOn: Self.today, today: Self.today)
        #expect(
            empty.estimate.score == 0 && empty.score == nil && empty.positive == nil && empty.recordedDays == 0
                && empty.neededDays == 28)
        // Every day 40 g: q1 4, q2 1 (4 drinks), q3 0: score 5, positive for women, not for men.
        var journal = Journal(
            days: Dictionary(uniqueKeysWithValues: (0..<365).map { (Self.today.adding(days: -$0), Self.grams(400)) }))
        let woman = AuditC(journal: journal, endingOn: Self.today, today: Self.today)
        #expect(woman.answers == AuditC.Answers(q1: 4, q2: 1, q3: 0) && woman.positive == true)
        journal.settings.sex = .male
        #expect(AuditC(journal: journal, endingOn: Self.today, today: Self.today).positive == false)
    }

    @Test("the history: the score at each of the last 12 month ends, the current month as of today")
    func history() {
        var journal = Journal()
        for back in 0..<60 { journal.days[Self.today.adding(days: -back)] = Self.grams(800) }
        let history = AuditC.history(journal: journal, today: Self.today)
        #expect(history.count == 12 && history.last?.endingOn == Self.today)
        #expect(history.first?.endingOn == LocalDate(year: 2025, month: 12, day: 31))
        // A year ago nothing was recorded: no answers; the window of today holds 60 days: the rule's.
        #expect(history.first?.score == nil && history.last?.score ?? 0 > 0)
        // The month ends whose windows hold fewer than 28 recorded days have none: 2026-09-30 holds 0, 2026-10-31 holds 31.
        #expect(history.map { $0.answers != nil } == Array(repeating: false, count: 10) + [true, true])
    }

    @Test("the days from firstDayLookedAt are all the history needs: the same answers from them alone")
    func firstDayLookedAt() {
        var random = Random(state: 99)
        var journal = Journal()
        for back in 0..<800 where random.below(3) > 0 {
            journal.days[Self.today.adding(days: -back)] = random.below(2) == 0 ? .sober : Self.grams(random.below(900))
        }
        for end in [Self.today, Self.today.adding(days: -45)] {
            let first = AuditC.firstDayLookedAt(endingOn: end)
            var part = journal
            part.days = journal.days.filter { $0.key >= first && $0.key <= end }
            #expect(
                AuditC.history(journal: part, endingOn: end, today: Self.today)
                    == AuditC.history(journal: journal, endingOn: end, today: Self.today))
        }
    }

    @Test("each month of the history is the answers of its own window, read day by day")
    func historyIsEachWindow() {
        var random = Random(state: 7)
        var journal = Journal()
        for back in 0..<800 where random.below(4) > 0 {
            journal.days[Self.today.adding(days: -back)] = random.below(2) == 0 ? .sober : Self.grams(random.below(900))
        }
        for (end, months) in [
            (Self.today, 12), (Self.today.adding(days: -45), 6), (Self.today.adding(days: 40), 3), (Self.today, 1),
        ] {
            let history = AuditC.history(journal: journal, months: months, endingOn: end, today: Self.today)
            #expect(history.count == months)
            for answers in history {
                #expect(
                    answers == AuditC(journal: journal, endingOn: answers.endingOn, today: Self.today),
                    "\(answers.endingOn)")
            }
        }
    }
}
