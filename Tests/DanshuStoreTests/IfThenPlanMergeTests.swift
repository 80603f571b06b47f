import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// If-then plans made in the same minute on two machines share an identity (`IfThenPlan.newID`): a merge keeps both,
/// theirs under an identity of its own, and every urge names the plan it was logged with (design.md §7, §9).
@Suite("If-then plans made in the same minute on two machines")
struct IfThenPlanMergeTests {
    static let id = "20261206T2100"
    static let date = day("2026-12-06")
    static let hungry = IfThenPlan(id: id, situation: .trigger(.hungry), response: .coping(.eat))
    static let habit = IfThenPlan(id: id, situation: .trigger(.habit), response: .coping(.tea))
    static let earlier = IfThenPlan(id: "20261201T0800", situation: .trigger(.stress), response: .coping(.walk))
    static let oursUrge = Urge(at: ClockTime(text: "21:05")!, strength: 6, triggers: [.hungry], plan: id)
    static let theirsUrge = Urge(at: ClockTime(text: "21:20")!, strength: 7, triggers: [.habit], plan: id)

    /// The base both copies come from, and each copy with its own plan made at 21:00 and an urge that used it.
    static func sides() -> (base: Journal, ours: Journal, theirs: Journal) {
        let base = Journal(days: [date: .sober], ifThenPlans: [earlier])
        var ours = base
        var theirs = base
        ours.ifThenPlans.append(hungry)
        ours.days[date]?.urges = [oursUrge]
        theirs.ifThenPlans.append(habit)
        theirs.days[date]?.urges = [theirsUrge]
        return (base, ours, theirs)
    }

    /// What both merges must give: both plans, theirs as `-2`, each urge naming its own plan, nothing kept aside.
    static func expectBothKept(_ merge: JournalMerge, theirs: Journal) {
        let renamed = IfThenPlan(id: id + "-2", rule: habit.rule)
        #expect(merge.journal.ifThenPlans == [earlier, hungry, renamed])
        #expect(merge.ifThenPlansNewIDs == [id: id + "-2"])
        var theirsNow = theirsUrge
        theirsNow.plan = id + "-2"
        #expect(merge.journal.days[date]?.urges == [oursUrge, theirsNow])
        let named = merge.journal.days[date]?.urges.map { merge.journal.ifThenPlan(id: $0.plan ?? "")?.rule }
        #expect(named == [hungry.rule, habit.rule], "each urge names the plan it was logged with")
        #expect(merge.ifThenPlansKeptOurs.isEmpty && !merge.hasConflicts && merge.urgesKeptOurs.isEmpty)
        #expect(merge.keptAside(of: theirs) == nil)
    }

    @Test("the git driver's three-way merge keeps both plans, theirs under a new identity its urges follow")
    func threeWay() throws {
        let (base, ours, theirs) = Self.sides()
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        Self.expectBothKept(merge, theirs: theirs)
        let back = try JournalReader.read(JournalWriter.bytes(of: merge.journal), file: "j")
        #expect(back == merge.journal, "the result is a journal the reader takes")
    }

    @Test("merge COPY, with no common version, keeps both plans too")
    func twoWay() {
        let (_, ours, theirs) = Self.sides()
        Self.expectBothKept(JournalMerge(base: Journal(days: [:]), ours: ours, theirs: theirs), theirs: theirs)
    }

    @Test("the open app's merge keeps both when neither the file it read nor its own versions held the identity")
    func openApp() {
        let (base, ours, theirs) = Self.sides()
        var earlier = EarlierValues()
        earlier.note(base, days: [])
        Self.expectBothKept(
            JournalMerge(base: MergeBase(base, earlier: earlier), ours: ours, theirs: theirs), theirs: theirs)
    }

    @Test("urges on both sides naming the shared identity each end up naming their own side's plan")
    func urgesOnBothSides() {
        var (base, ours, theirs) = Self.sides()
        let second = day("2026-12-07")
        base.days[second] = .sober
        ours.days[second] = DayRecord(
            drank: false, urges: [Urge(at: ClockTime(text: "20:00")!, strength: 4, plan: Self.id)])
        // Theirs holds ours' urge of 20:00 as it is (the same urge, so ours' plan) and one of its own at 22:00.
        let same = Urge(at: ClockTime(text: "20:00")!, strength: 4, plan: Self.id)
        theirs.days[second] = DayRecord(
            drank: false, urges: [same, Urge(at: ClockTime(text: "22:00")!, strength: 5, plan: Self.id)])
        for merge in [
            JournalMerge(base: base, ours: ours, theirs: theirs),
            JournalMerge(base: Journal(days: [:]), ours: ours, theirs: theirs),
        ] {
            #expect(merge.journal.days[second]?.urges.map(\.plan) == [Self.id, Self.id + "-2"])
            #expect(merge.journal.days[Self.date]?.urges.map(\.plan) == [Self.id, Self.id + "-2"])
            #expect(merge.journal.ifThenPlan(id: Self.id + "-2")?.rule == Self.habit.rule)
            #expect(merge.keptAside(of: theirs) == nil)
        }
        // Both followed up the same urge, each with its own plan: ours in the result, theirs kept aside naming theirs'.
        var mine = Urge(at: ClockTime(text: "20:00")!, strength: 4)
        base.days[second] = DayRecord(drank: false, urges: [mine])
        mine.followUp = UrgeFollowUp(after: 2, afterMinutes: 10, plan: Self.id)
        ours.days[second] = DayRecord(drank: false, urges: [mine])
        var yours = mine
        yours.followUp = UrgeFollowUp(after: 3, afterMinutes: 15, plan: Self.id)
        theirs.days[second] = DayRecord(drank: false, urges: [yours])
        let clash = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(clash.journal.days[second]?.urges == [mine] && clash.urgesKeptOurs == [second])
        #expect(clash.keptAside(of: theirs)?.days[second]?.urges.map(\.plan) == [Self.id + "-2"])
    }

    @Test("the same plan added on both sides (same identity, same IF and THEN) stays one")
    func samePlanOnBothSides() {
        var (base, ours, theirs) = Self.sides()
        theirs.ifThenPlans[1] = Self.hungry
        theirs.days[Self.date]?.urges = [Self.oursUrge, Self.theirsUrge]
        for b in [base, Journal(days: [:])] {
            let merge = JournalMerge(base: b, ours: ours, theirs: theirs)
            #expect(merge.journal.ifThenPlans == [Self.earlier, Self.hungry] && merge.ifThenPlansNewIDs.isEmpty)
            #expect(merge.journal.days[Self.date]?.urges.map(\.plan) == [Self.id, Self.id])
        }
        // Edited on both sides from a base that held it: an edit, the existing rule (ours kept and named, theirs aside).
        base.ifThenPlans.append(Self.hungry)
        var edited = Self.habit
        edited.rule = IfThenPlan.Rule(.trigger(.hungry), .coping(.tea))
        ours.ifThenPlans[1].rule = IfThenPlan.Rule(.trigger(.hungry), .coping(.rest))
        theirs.ifThenPlans[1] = edited
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        #expect(merge.ifThenPlansNewIDs.isEmpty && merge.ifThenPlansKeptOurs == [Self.id])
        #expect(merge.journal.ifThenPlans.map(\.id) == [Self.earlier.id, Self.id])
        #expect(merge.keptAside(of: theirs)?.ifThenPlans == [edited])
    }

    @Test("the merge gives the same bytes every time, and merging the same two again changes nothing")
    func deterministic() {
        let (base, ours, theirs) = Self.sides()
        var third = theirs
        // A third plan of theirs in the same minute, already `-2` there: the next free identity, in theirs' order.
        let walk = IfThenPlan(id: Self.id + "-2", situation: .trigger(.bored), response: .coping(.walk))
        third.ifThenPlans.append(walk)
        for b in [base, Journal(days: [:])] {
            let first = JournalMerge(base: b, ours: ours, theirs: third)
            let again = JournalMerge(base: b, ours: ours, theirs: third)
            #expect(JournalWriter.bytes(of: first.journal) == JournalWriter.bytes(of: again.journal))
            #expect(first.journal.ifThenPlans.map(\.id) == [Self.earlier.id, Self.id, Self.id + "-3", Self.id + "-2"])
            #expect(first.journal.ifThenPlan(id: Self.id + "-3")?.rule == Self.habit.rule)
            // A copy folded in twice (no common version): the second fold finds the plan already kept, and adds nothing.
            let twice = JournalMerge(base: Journal(days: [:]), ours: first.journal, theirs: third)
            #expect(twice.journal == first.journal)
        }
    }

    @Test("a new identity follows newID's rule: the first free -N, a -N replaced, within the length limit")
    func freeID() {
        #expect(IfThenPlan.freeID(Self.id) { $0 != Self.id } == Self.id + "-2")
        let taken: Set = [Self.id, Self.id + "-2", Self.id + "-3"]
        #expect(IfThenPlan.freeID(Self.id + "-2") { !taken.contains($0) } == Self.id + "-4")
        let long = String(repeating: "x", count: Limits.ifThenText.upperBound)
        #expect(
            IfThenPlan.freeID(long) { $0 != long } == String(repeating: "x", count: Limits.ifThenText.upperBound - 2)
                + "-2")
    }
}
