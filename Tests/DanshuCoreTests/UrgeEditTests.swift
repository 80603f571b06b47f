import DanshuCore
import DanshuTestSupport
import Testing

/// The edits of design.md §9 through `Journal.apply`, the one gate: what each changes, that undo puts back exactly what
/// was there, and every refusal changing nothing.
@Suite("Urges and if-then plans: the edits")
struct UrgeEditTests {
    static let today = day("2026-11-28")
    static let now = ClockTime(text: "22:00")!
    static func time(_ text: String) -> ClockTime { ClockTime(text: text)! }
    static let stress = IfThenPlan(id: "20261120T2000", situation: .trigger(.stress), response: .coping(.walk))
    static let evening = IfThenPlan(id: "20261121T2000", situation: .hours(from: 18, to: 22), response: .coping(.bath))

    /// A journal with two plans and no days.
    static var journal: Journal { Journal(ifThenPlans: [stress, evening]) }

    /// Applies `edit` and expects the refusal `refusal`, and the journal unchanged.
    static func expectRefused(
        _ edit: JournalEdit, _ refusal: EditRefusal, in journal: Journal, now: ClockTime? = now,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var changed = journal
        #expect(throws: refusal, sourceLocation: sourceLocation) { try changed.apply(edit, today: today, now: now) }
        #expect(changed == journal, "a refusal changes nothing", sourceLocation: sourceLocation)
    }

    @Test("an urge joins its day in the day's order, on any day, answered or not; undo takes it back")
    func addUrge() throws {
        var journal = Self.journal
        let late = Urge(at: Self.time("01:30"), strength: 5)
        let evening = Urge(at: Self.time("21:10"), strength: 7, triggers: [.stress, .tired], plan: Self.stress.id)
        try journal.apply(.addUrge(Self.today.adding(days: -1), late), today: Self.today, now: Self.now)
        let applied = try #require(
            try journal.apply(.addUrge(Self.today.adding(days: -1), evening), today: Self.today, now: Self.now))
        #expect(journal.days[Self.today.adding(days: -1)]?.urges == [evening, late])
        #expect(applied.days == [Self.today.adding(days: -1)])
        #expect(journal.state(of: Self.today.adding(days: -1)) == .unrecorded)
        try journal.apply(applied.inverse, today: Self.today)
        #expect(journal.days[Self.today.adding(days: -1)]?.urges == [late])
        // Texts are kept trimmed; only spaces is none.
        try journal.apply(
            .addUrge(Self.today, Urge(at: Self.time("20:00"), strength: 3, triggerText: " 上司 ", note: " ")),
            today: Self.today, now: Self.now)
        #expect(journal.days[Self.today]?.urges == [Urge(at: Self.time("20:00"), strength: 3, triggerText: "上司")])
        // いいえ leaves the urges: a sober day's urges are the ones that passed.
        try journal.apply(.answer(Self.today, .no), today: Self.today)
        #expect(journal.days[Self.today]?.urges.count == 1 && journal.days[Self.today]?.drank == false)
    }

    @Test("refused and nothing changed: strength outside 0–10, a future time or day, an urge twice, an unknown plan")
    func urgeRefusals() throws {
        var journal = Self.journal
        let urge = Urge(at: Self.time("21:10"), strength: 7, triggers: [.stress])
        try journal.apply(.addUrge(Self.today, urge), today: Self.today, now: Self.now)
        Self.expectRefused(
            .addUrge(Self.today, Urge(at: Self.time("21:00"), strength: 11)), .invalidUrge(.strengthOutOfRange),
            in: journal)
        Self.expectRefused(
            .addUrge(Self.today, Urge(at: Self.time("21:00"), strength: -1)), .invalidUrge(.strengthOutOfRange),
            in: journal)
        Self.expectRefused(
            .addUrge(Self.today, Urge(at: Self.time("22:01"), strength: 5)), .invalidUrge(.futureTime), in: journal)
        // After midnight is later in the day than the evening: 01:00 has not come at 22:00.
        Self.expectRefused(
            .addUrge(Self.today, Urge(at: Self.time("01:00"), strength: 5)), .invalidUrge(.futureTime), in: journal)
        Self.expectRefused(
            .addUrge(Self.today.adding(days: 1), Urge(at: Self.time("05:00"), strength: 5)), .futureDay, in: journal)
        Self.expectRefused(.addUrge(Self.today, urge), .invalidUrge(.alreadyLogged), in: journal)
        var named = urge
        named.at = Self.time("20:00")
        named.plan = "nonexistent"
        Self.expectRefused(.addUrge(Self.today, named), .invalidIfThenPlan(.noSuchPlan), in: journal)
        Self.expectRefused(
            .addUrge(Self.today, Urge(at: Self.time("20:00"), strength: 5, after: 3)),
            .invalidUrge(.followUpIncomplete),
            in: journal)
        // Now itself is not the future; a past day takes any time; without a clock only the day is checked.
        try journal.apply(.addUrge(Self.today, Urge(at: Self.now, strength: 5)), today: Self.today, now: Self.now)
        try journal.apply(
            .addUrge(Self.today.adding(days: -1), Urge(at: Self.time("23:59"), strength: 5)), today: Self.today,
            now: Self.now)
        try journal.apply(.addUrge(Self.today, Urge(at: Self.time("23:00"), strength: 5)), today: Self.today)
        // At most 100 a day.
        var full = Journal()
        full.days[Self.today] = DayRecord(
            drank: nil, urges: (0..<Limits.urgesPerDay).map { Urge(at: ClockTime(minutes: 240 + $0)!, strength: 5) })
        Self.expectRefused(
            .addUrge(Self.today, Urge(at: Self.time("21:00"), strength: 5)), .invalidUrge(.tooManyUrges), in: full)
    }

    @Test("the follow-up sets what followed, all of it; undo puts back none; a missing urge or plan is refused")
    func followUp() throws {
        var journal = Self.journal
        let urge = Urge(at: Self.time("21:10"), strength: 7, triggers: [.stress])
        try journal.apply(.addUrge(Self.today, urge), today: Self.today, now: Self.now)
        let followUp = UrgeFollowUp(after: 3, afterMinutes: 12, plan: Self.stress.id, doneText: " 散歩 ")
        let applied = try #require(
            try journal.apply(.setUrgeFollowUp(Self.today, urge.identity, followUp), today: Self.today))
        let answered = try #require(journal.days[Self.today]?.urges.first)
        #expect(
            answered.after == 3 && answered.afterMinutes == 12 && answered.plan == Self.stress.id
                && answered.doneText == "散歩")
        #expect(answered.identity == urge.identity && answered.drop == 4 && answered.eased)
        try journal.apply(applied.inverse, today: Self.today)
        #expect(journal.days[Self.today]?.urges == [urge])
        let other = Urge.Identity(at: Self.time("21:10"), strength: 6, triggers: [.stress])
        Self.expectRefused(.setUrgeFollowUp(Self.today, other, followUp), .invalidUrge(.noSuchUrge), in: journal)
        Self.expectRefused(
            .setUrgeFollowUp(Self.today, urge.identity, UrgeFollowUp(after: 11, afterMinutes: 10)),
            .invalidUrge(.afterOutOfRange), in: journal)
        Self.expectRefused(
            .setUrgeFollowUp(Self.today, urge.identity, UrgeFollowUp(after: 3)), .invalidUrge(.followUpIncomplete),
            in: journal)
        Self.expectRefused(
            .setUrgeFollowUp(Self.today, urge.identity, UrgeFollowUp(after: 3, afterMinutes: 10, plan: "x")),
            .invalidIfThenPlan(.noSuchPlan), in: journal)
    }

    @Test("an urge corrected or removed; a day left with nothing is unrecorded again")
    func replaceAndRemove() throws {
        var journal = Self.journal
        let urge = Urge(at: Self.time("21:10"), strength: 7)
        try journal.apply(.addUrge(Self.today, urge), today: Self.today, now: Self.now)
        let other = Urge(at: Self.time("20:00"), strength: 4)
        try journal.apply(.addUrge(Self.today, other), today: Self.today, now: Self.now)
        let corrected = Urge(at: Self.time("19:00"), strength: 8, triggers: [.offered])
        try journal.apply(.replaceUrge(Self.today, urge.identity, with: corrected), today: Self.today, now: Self.now)
        #expect(journal.days[Self.today]?.urges == [corrected, other])
        Self.expectRefused(
            .replaceUrge(Self.today, corrected.identity, with: other), .invalidUrge(.alreadyLogged), in: journal)
        Self.expectRefused(
            .replaceUrge(Self.today, corrected.identity, with: Urge(at: Self.time("23:00"), strength: 8)),
            .invalidUrge(.futureTime), in: journal)
        Self.expectRefused(.replaceUrge(Self.today, urge.identity, with: urge), .invalidUrge(.noSuchUrge), in: journal)
        let removed = try #require(try journal.apply(.removeUrge(Self.today, other.identity), today: Self.today))
        try journal.apply(.removeUrge(Self.today, corrected.identity), today: Self.today)
        #expect(journal.days[Self.today] == nil)
        Self.expectRefused(.removeUrge(Self.today, other.identity), .invalidUrge(.noSuchUrge), in: journal)
        try journal.apply(removed.inverse, today: Self.today)
        #expect(journal.days[Self.today]?.urges == [corrected, other], "the day as it was before the removal")
    }

    @Test("plans: added at the end, edited, retired and back, moved; undo puts the list back")
    func planEdits() throws {
        var journal = Self.journal
        let tired = IfThenPlan(id: "20261122T2000", situation: .trigger(.tired), response: .text(" 早く寝る "))
        let added = try #require(try journal.apply(.addIfThenPlan(tired), today: Self.today))
        #expect(journal.ifThenPlans.map(\.id) == [Self.stress.id, Self.evening.id, tired.id])
        #expect(journal.ifThenPlans.last?.response == .text("早く寝る"))
        try journal.apply(added.inverse, today: Self.today)
        #expect(journal == Self.journal)
        try journal.apply(.addIfThenPlan(tired), today: Self.today)

        try journal.apply(
            .editIfThenPlan(Self.stress.id, IfThenPlan.Rule(.trigger(.stress), .coping(.tea))), today: Self.today)
        #expect(journal.ifThenPlan(id: Self.stress.id)?.response == .coping(.tea))

        let retired = try #require(
            try journal.apply(.retireIfThenPlan(Self.stress.id, retired: true), today: Self.today))
        #expect(journal.activeIfThenPlans.map(\.id) == [Self.evening.id, tired.id])
        #expect(journal.listedIfThenPlans.map(\.id) == [Self.evening.id, tired.id, Self.stress.id])
        #expect(journal.listNumber(ofIfThenPlan: Self.stress.id) == 3 && journal.listNumber(ofIfThenPlan: "x") == nil)
        #expect(journal.ifThenPlans.count == 3, "a retired plan is kept")

        try journal.apply(.moveIfThenPlan(tired.id, to: 0), today: Self.today)
        #expect(journal.listedIfThenPlans.map(\.id) == [tired.id, Self.evening.id, Self.stress.id])
        try journal.apply(.retireIfThenPlan(Self.stress.id, retired: false), today: Self.today)
        #expect(journal.listedIfThenPlans.map(\.id) == [tired.id, Self.evening.id, Self.stress.id])
        try journal.apply(retired.inverse, today: Self.today)
        #expect(journal.ifThenPlan(id: Self.stress.id)?.retired == false)
        // Retiring a retired plan changes nothing.
        #expect(try journal.apply(.retireIfThenPlan(Self.evening.id, retired: false), today: Self.today) == nil)
    }

    @Test("plans refused and nothing changed: empty IF or THEN, an unknown plan, the same plan twice, a taken identity")
    func planRefusals() throws {
        var journal = Self.journal
        let empty = IfThenPlan(id: "n", situation: .text(" "), response: .coping(.walk))
        Self.expectRefused(.addIfThenPlan(empty), .invalidIfThenPlan(.emptySituation), in: journal)
        Self.expectRefused(
            .addIfThenPlan(IfThenPlan(id: "n", situation: .trigger(.bored), response: .text(""))),
            .invalidIfThenPlan(.emptyResponse), in: journal)
        Self.expectRefused(
            .addIfThenPlan(IfThenPlan(id: "n", rule: Self.stress.rule)), .invalidIfThenPlan(.sameAsActivePlan),
            in: journal)
        Self.expectRefused(
            .addIfThenPlan(IfThenPlan(id: Self.stress.id, situation: .trigger(.bored), response: .coping(.walk))),
            .invalidIfThenPlan(.badID), in: journal)
        Self.expectRefused(
            .editIfThenPlan("nonexistent", Self.stress.rule), .invalidIfThenPlan(.noSuchPlan), in: journal)
        Self.expectRefused(
            .editIfThenPlan(Self.evening.id, Self.stress.rule), .invalidIfThenPlan(.sameAsActivePlan), in: journal)
        Self.expectRefused(
            .editIfThenPlan(Self.evening.id, IfThenPlan.Rule(.hours(from: 22, to: 2), .coping(.bath))),
            .invalidIfThenPlan(.hoursOutOfRange), in: journal)
        Self.expectRefused(
            .retireIfThenPlan("nonexistent", retired: true), .invalidIfThenPlan(.noSuchPlan), in: journal)
        Self.expectRefused(.moveIfThenPlan("nonexistent", to: 0), .invalidIfThenPlan(.noSuchPlan), in: journal)
        Self.expectRefused(.moveIfThenPlan(Self.stress.id, to: 2), .invalidIfThenPlan(.noSuchPlan), in: journal)
        // A retired plan may say what an active one says, and may not come back while it does.
        try journal.apply(.retireIfThenPlan(Self.stress.id, retired: true), today: Self.today)
        try journal.apply(.addIfThenPlan(IfThenPlan(id: "n", rule: Self.stress.rule)), today: Self.today)
        Self.expectRefused(
            .retireIfThenPlan(Self.stress.id, retired: false), .invalidIfThenPlan(.sameAsActivePlan), in: journal)
        var full = Journal(
            ifThenPlans: (0..<Limits.ifThenPlans).map {
                IfThenPlan(id: String($0), situation: .text(String($0)), response: .coping(.walk))
            })
        Self.expectRefused(
            .addIfThenPlan(IfThenPlan(id: "n", rule: Self.stress.rule)), .invalidIfThenPlan(.tooManyPlans), in: full)
        full.ifThenPlans.removeLast()
        try full.apply(.addIfThenPlan(IfThenPlan(id: "n", rule: Self.stress.rule)), today: Self.today)
    }

    @Test("an import of plans replaces by identity and adds the new; one bad plan refuses the whole import")
    func importPlans() throws {
        var journal = Self.journal
        var changed = Self.stress
        changed.retired = true
        let new = IfThenPlan(id: "20261125T2000", rule: Self.stress.rule)
        let applied = try #require(try journal.apply(.importIfThenPlans([changed, new]), today: Self.today))
        #expect(journal.ifThenPlans == [changed, Self.evening, new])
        try journal.apply(applied.inverse, today: Self.today)
        #expect(journal == Self.journal)
        Self.expectRefused(
            .importIfThenPlans([new, IfThenPlan(id: "", rule: Self.stress.rule)]), .invalidIfThenPlan(.badID),
            in: journal)
    }

    @Test("an import of days is refused whole when a day's urges may not be held")
    func importDays() throws {
        let journal = Self.journal
        let urge = Urge(at: Self.time("21:10"), strength: 7)
        Self.expectRefused(
            .importDays([Self.today: DayRecord(drank: nil, urges: [Urge(at: Self.time("21:10"), strength: 12)])]),
            .invalidUrge(.strengthOutOfRange), in: journal)
        Self.expectRefused(
            .importDays([Self.today: DayRecord(drank: nil, urges: [urge, urge])]), .invalidUrge(.alreadyLogged),
            in: journal)
        var taken = journal
        try taken.apply(.importDays([Self.today: DayRecord(drank: false, urges: [urge])]), today: Self.today)
        #expect(taken.days[Self.today]?.urges == [urge])
    }
}
