import DanshuCore
import DanshuTestSupport
import Testing

/// The values of design.md §9: a time of day as typed, the day a moment belongs to, the order of a day's urges, the
/// triggers as bits and as words, and what an urge or a plan may hold.
@Suite("Urges: the values")
struct UrgeValueTests {
    static func time(_ text: String) -> ClockTime { ClockTime(text: text)! }

    @Test("a time of day is HH:MM or H:MM in 24 hours, full-width too; 25:00, 9:60 and other shapes are refused")
    func clockTimes() {
        #expect(ClockTime(text: "21:10")?.minutes == 21 * 60 + 10)
        #expect(ClockTime(text: "9:05")?.text == "09:05")
        #expect(ClockTime(text: " ２１：１０ ")?.text == "21:10")
        #expect(ClockTime(text: "00:00")?.minutes == 0 && ClockTime(text: "23:59")?.minutes == 1439)
        for bad in [
            "25:00", "24:00", "9:60", "9:5", "0910", "9", ":30", "9:05:00", "-1:00", "+9:05", "a:bc", "", "9 :05",
        ] {
            #expect(ClockTime(text: bad) == nil, "\(bad) is not a time")
        }
        #expect(
            ClockTime(minutes: 1440) == nil && ClockTime(minutes: -1) == nil && ClockTime(hour: 24, minute: 0) == nil)
        #expect(ClockTime(wrapping: 1500).text == "01:00" && ClockTime(wrapping: -10).text == "23:50")
    }

    @Test("a moment before the day's start belongs to the day before: 01:30 on the 29th is the 28th's")
    func journalDay() {
        let night = JournalMoment(localDate: day("2026-11-29"), time: Self.time("01:30"), dayStartsAtHour: 4)
        #expect(night.day == day("2026-11-28") && night.time.text == "01:30")
        #expect(night.localDate(dayStartsAtHour: 4) == day("2026-11-29"))
        let evening = JournalMoment(localDate: day("2026-11-28"), time: Self.time("21:10"), dayStartsAtHour: 4)
        #expect(evening.day == day("2026-11-28") && evening.localDate(dayStartsAtHour: 4) == day("2026-11-28"))
        #expect(night.minutes(since: evening, dayStartsAtHour: 4) == 4 * 60 + 20)
        #expect(night.isAfter(evening, dayStartsAtHour: 4) && !evening.isAfter(night, dayStartsAtHour: 4))
        // At a start of 0 the calendar and the journal agree.
        #expect(
            JournalMoment(localDate: day("2026-11-29"), time: Self.time("01:30"), dayStartsAtHour: 0).day
                == day("2026-11-29"))
        // Across days: from 23:00 of the 27th to 01:00 of the 28th's night.
        let before = JournalMoment(day: day("2026-11-27"), time: Self.time("23:00"))
        #expect(
            JournalMoment(day: day("2026-11-28"), time: Self.time("01:00")).minutes(since: before, dayStartsAtHour: 4)
                == 26 * 60)
    }

    @Test("within a day urges go by the time since the day's start, then strength, then triggers")
    func dayOrder() {
        let late = Urge(at: Self.time("01:30"), strength: 5)
        let evening = Urge(at: Self.time("21:10"), strength: 7)
        let morning = Urge(at: Self.time("04:00"), strength: 3)
        #expect(morning.comesBefore(evening, dayStartsAtHour: 4) && evening.comesBefore(late, dayStartsAtHour: 4))
        #expect(!late.comesBefore(morning, dayStartsAtHour: 4))
        #expect(late.comesBefore(morning, dayStartsAtHour: 0), "with a day from midnight, 01:30 is early")
        let weaker = Urge(at: Self.time("21:10"), strength: 6, triggers: [.tired])
        #expect(weaker.comesBefore(evening, dayStartsAtHour: 4))
        let a = Urge(at: Self.time("21:10"), strength: 7, triggers: [.stress])
        let b = Urge(at: Self.time("21:10"), strength: 7, triggers: [.tired])
        #expect(a.comesBefore(b, dayStartsAtHour: 4) != b.comesBefore(a, dayStartsAtHour: 4))
    }

    @Test("triggers are a set listed in the list's order; words are read from the file's words, an unknown one named")
    func triggers() {
        var set: UrgeTriggers = [.tired, .stress, .tired]
        #expect(set.list == [.stress, .tired] && set.count == 2 && set.word == "stress,tired")
        set.toggle(.stress)
        set.insert(.noReason)
        #expect(set.list == [.tired, .noReason] && UrgeTriggers(bits: set.bits) == set)
        #expect(UrgeTriggers(bits: .max).count == UrgeTrigger.allCases.count)
        #expect(UrgeTriggers.read(" stress , lowMood,") == .success([.stress, .lowMood]))
        #expect(UrgeTriggers.read("") == .success([]))
        #expect(UrgeTriggers.read("stress,Stress") == .failure(UnknownTrigger(word: "Stress")))
        #expect(UrgeTrigger(DayContext.Reason.social) == .offered && UrgeTrigger(DayContext.Reason.meal) == nil)
    }

    @Test("an urge's values: strength and after 0–10, minutes 0–720, a follow-up whole, texts one line and short")
    func urgeProblems() {
        let at = Self.time("21:10")
        #expect(
            Urge(at: at, strength: 0).problem == nil
                && Urge(at: at, strength: 10, after: 0, afterMinutes: 720).problem == nil)
        #expect(Urge(at: at, strength: 11).problem == .strengthOutOfRange)
        #expect(Urge(at: at, strength: -1).problem == .strengthOutOfRange)
        #expect(Urge(at: at, strength: 7, after: 11, afterMinutes: 10).problem == .afterOutOfRange)
        #expect(Urge(at: at, strength: 7, after: 3, afterMinutes: 721).problem == .afterMinutesOutOfRange)
        #expect(Urge(at: at, strength: 7, after: 3).problem == .followUpIncomplete)
        #expect(Urge(at: at, strength: 7, afterMinutes: 3).problem == .followUpIncomplete)
        #expect(
            Urge(at: at, strength: 7, triggerText: String(repeating: "x", count: 101)).problem
                == .textTooLong(limit: 100))
        #expect(Urge(at: at, strength: 7, doneText: "a\nb").problem == .textNotOneLine)
        #expect(Urge(at: at, strength: 7, note: "\u{1B}[31m").problem == .textNotOneLine)
        #expect(Urge(at: at, strength: 7, note: "").problem == .textNotOneLine)
        #expect(
            Urge(at: at, strength: 7, note: String(repeating: "x", count: Limits.noteLength.upperBound)).problem == nil)
        #expect(
            Urge(at: at, strength: 7, triggerText: "  ", note: " 駅前 ").normalized
                == Urge(at: at, strength: 7, note: "駅前"))
    }

    @Test("a plan: an empty IF or THEN, hours that wrap or run past 24, long or broken text are refused")
    func planProblems() {
        func problem(_ situation: IfThenPlan.Situation, _ response: IfThenPlan.Response) -> IfThenPlanProblem? {
            IfThenPlan(id: "p", situation: situation, response: response).problem
        }
        #expect(
            problem(.trigger(.stress), .coping(.walk)) == nil && problem(.hours(from: 0, to: 24), .text("水")) == nil)
        #expect(problem(.text("  "), .coping(.walk)) == .emptySituation)
        #expect(problem(.trigger(.stress), .text("")) == .emptyResponse)
        #expect(problem(.text(""), .text("")) == .emptySituation, "the IF's problem first")
        #expect(problem(.hours(from: 22, to: 2), .coping(.walk)) == .hoursOutOfRange)
        #expect(problem(.hours(from: 18, to: 18), .coping(.walk)) == .hoursOutOfRange)
        #expect(problem(.hours(from: 18, to: 25), .coping(.walk)) == .hoursOutOfRange)
        #expect(problem(.hours(from: -1, to: 3), .coping(.walk)) == .hoursOutOfRange)
        #expect(problem(.text(String(repeating: "x", count: 101)), .coping(.walk)) == .textTooLong)
        #expect(problem(.trigger(.stress), .text("a\tb")) == .textNotOneLine)
        #expect(IfThenPlan(id: "", situation: .trigger(.stress), response: .coping(.walk)).problem == .badID)
    }

    @Test("a plan's IF matches an urge's trigger, hour, place or company; typed text never matches by itself")
    func matching() {
        let urge = Urge(
            at: Self.time("21:10"), strength: 7, triggers: [.stress, .tired], place: .home, company: .alone)
        #expect(
            IfThenPlan.Situation.trigger(.tired).matches(urge) && !IfThenPlan.Situation.trigger(.bored).matches(urge))
        #expect(
            IfThenPlan.Situation.hours(from: 18, to: 22).matches(urge)
                && IfThenPlan.Situation.hours(from: 21, to: 22).matches(urge))
        #expect(!IfThenPlan.Situation.hours(from: 18, to: 21).matches(urge), "the end hour is not in the range")
        #expect(IfThenPlan.Situation.place(.home).matches(urge) && !IfThenPlan.Situation.place(.out).matches(urge))
        #expect(
            IfThenPlan.Situation.company(.alone).matches(urge) && !IfThenPlan.Situation.company(.friends).matches(urge))
        #expect(!IfThenPlan.Situation.text("stress").matches(urge))
    }

    @Test("a new plan's identity is the time it is made, with -2, -3 when taken")
    func newIDs() {
        let made = day("2026-12-06")
        let time = Self.time("21:10")
        #expect(IfThenPlan.newID(localDate: made, time: time, existing: []) == "20261206T2110")
        let taken = [
            IfThenPlan(id: "20261206T2110", situation: .trigger(.stress), response: .coping(.walk)),
            IfThenPlan(id: "20261206T2110-2", situation: .trigger(.tired), response: .coping(.rest)),
        ]
        #expect(IfThenPlan.newID(localDate: made, time: time, existing: taken) == "20261206T2110-3")
    }

    @Test("starter examples are catalog-free, valid and distinct; those matching the urge come first")
    func starters() {
        #expect(IfThenPlan.starters.allSatisfy { $0.problem == nil })
        #expect(Set(IfThenPlan.starters).count == IfThenPlan.starters.count)
        #expect(
            IfThenPlan.starters.allSatisfy { starter in
                guard case .coping = starter.response else { return false }
                return !starter.situation.isText
            }, "words from the catalog's lists alone")
        let urge = Urge(at: Self.time("08:00"), strength: 5, triggers: [.hungry, .angry])
        let ordered = IfThenPlan.starters(for: urge)
        #expect(Set(ordered) == Set(IfThenPlan.starters))
        #expect(ordered.prefix(2).map(\.situation) == [.trigger(.hungry), .trigger(.angry)])
    }

    @Test("a day with only urges is still unrecorded for drinking, and not empty")
    func dayWithUrges() {
        let record = DayRecord(drank: nil, urges: [Urge(at: Self.time("21:10"), strength: 7)])
        #expect(!record.isEmpty && DayState(record) == .unrecorded && record.isDrinkingDay == nil)
        var copy = record
        copy.urges = []
        #expect(copy.isEmpty && record.urges.count == 1, "a copy changes alone")
        #expect(DayRecord(drank: true, medicine: "x", urges: record.urges).medicine == "x")
    }
}
