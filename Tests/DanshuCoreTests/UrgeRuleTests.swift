import DanshuCore
import DanshuTestSupport
import Testing

/// The rules of design.md §9 that read the urges back: plans best first, "urges pass", the follow-up owed, the plans
/// offered when an urge comes, and the risky hours of `status`.
@Suite("Urges: the rules")
struct UrgeRuleTests {
    static let today = day("2026-11-28")
    static func time(_ text: String) -> ClockTime { ClockTime(text: text)! }
    static let walk = IfThenPlan(id: "a", situation: .trigger(.stress), response: .coping(.walk))
    static let tea = IfThenPlan(id: "b", situation: .trigger(.stress), response: .coping(.tea))
    static let bath = IfThenPlan(id: "c", situation: .hours(from: 18, to: 22), response: .coping(.bath))
    static let typed = IfThenPlan(id: "d", situation: .text("上司に怒られたら"), response: .coping(.contact))
    static let water = IfThenPlan(id: "e", situation: .trigger(.offered), response: .coping(.sparklingWater))

    /// An urge at `at` of strength `strength`, using `plan`, followed up at `after` (12 minutes later) when given.
    static func urge(
        _ at: String, _ strength: Int, _ triggers: UrgeTriggers = [.stress], plan: IfThenPlan? = nil,
        after: Int? = nil, minutes: Int = 12
    ) -> Urge {
        Urge(
            at: time(at), strength: strength, triggers: triggers, plan: plan?.id, after: after,
            afterMinutes: after.map { _ in minutes })
    }

    @Test("plans with data first, by mean drop, then by the share passed without drinking, then the list's order")
    func ranking() {
        func logged(_ urge: Urge, drinking: Bool?) -> LoggedUrge {
            LoggedUrge(day: Self.today, urge: urge, drinking: drinking)
        }
        let urges = [
            // walk: drops 4 and 2 (mean 3), one of two answered days sober.
            logged(Self.urge("20:00", 7, plan: Self.walk, after: 3), drinking: false),
            logged(Self.urge("20:10", 6, plan: Self.walk, after: 4), drinking: true),
            // tea: drop 3 (mean 3), its one answered day sober: ties walk on the drop, wins on the share.
            logged(Self.urge("20:20", 8, plan: Self.tea, after: 5), drinking: false),
            // bath: used, never followed up: no data.
            logged(Self.urge("20:30", 8, plan: Self.bath), drinking: false),
            // water: drop 5.
            logged(Self.urge("20:40", 9, plan: Self.water, after: 4), drinking: nil),
        ]
        let outcomes = UrgePlanRanking.outcomes(of: urges)
        #expect(outcomes["a"] == PlanOutcome(planID: "a", uses: 2, followedUp: 2, dropSum: 6, passed: Share(1, of: 2)))
        #expect(outcomes["a"]?.meanDropTenths == 30 && outcomes["c"]?.meanDropTenths == nil && outcomes["d"] == nil)
        #expect(outcomes["e"]?.passed == .empty, "an unanswered day is in no share")
        let ranked = UrgePlanRanking.ranked([Self.walk, Self.tea, Self.bath, Self.typed, Self.water], by: outcomes)
        #expect(ranked.map(\.plan.id) == ["e", "b", "a", "c", "d"])
        #expect(ranked.map(\.hasData) == [true, true, true, false, false])
        // Equal in drop and share: the list's order decides.
        #expect(
            UrgePlanRanking.ranked(
                [Self.tea, Self.walk],
                by: [
                    "a": PlanOutcome(planID: "a", uses: 1, followedUp: 1, dropSum: 2, passed: Share(1, of: 2)),
                    "b": PlanOutcome(planID: "b", uses: 1, followedUp: 1, dropSum: 2, passed: Share(2, of: 4)),
                ]
            ).map(\.plan.id) == ["b", "a"])
        // Without data, the list's order alone.
        #expect(UrgePlanRanking.ranked([Self.water, Self.walk, Self.tea], by: [:]).map(\.plan.id) == ["e", "a", "b"])
    }

    @Test("urges pass: said once three eased, as the medians of the eased urges alone")
    func urgesPass() {
        let two = [
            Self.urge("20:00", 7, after: 3, minutes: 10), Self.urge("20:10", 8, after: 2, minutes: 20),
            Self.urge("20:20", 5, after: 5, minutes: 5), Self.urge("20:30", 6),
        ]
        #expect(UrgesPass(two) == nil, "an urge that did not ease, or was not followed up, does not count")
        let three = two + [Self.urge("21:00", 6, after: 3, minutes: 12)]
        let pass = UrgesPass(three)
        #expect(pass?.urges == 3 && pass?.medianStrength == 7 && pass?.medianAfter == 3 && pass?.medianMinutes == 12)
        #expect(
            pass?.followedUp == 4 && pass?.allEased == false,
            "5→5 was followed up and did not ease: it is counted as followed up")
        let allEased = UrgesPass(three.filter { $0.at.text != "20:20" })
        #expect(allEased?.followedUp == 3 && allEased?.allEased == true, "an urge not followed up is neither")
        let four = three + [Self.urge("21:10", 9, after: 4, minutes: 15)]
        // Strengths 6 7 8 9 → 7.5 → 8; after 2 3 3 4 → 3; minutes 10 12 15 20 → 13.5 → 14.
        #expect(UrgesPass(four) == UrgesPass(four) && UrgesPass(four)?.medianStrength == 8)
        #expect(UrgesPass(four)?.medianAfter == 3 && UrgesPass(four)?.medianMinutes == 14)
    }

    @Test("the follow-up is owed 10 minutes to 2 hours after an urge of today without one, the latest first")
    func followUpOwed() throws {
        var journal = Journal()
        journal.days[Self.today] = DayRecord(
            drank: nil,
            urges: [
                Self.urge("18:59", 7), Self.urge("19:59", 6), Self.urge("20:30", 5), Self.urge("20:45", 8, after: 2),
                Self.urge("20:51", 4),
            ])
        journal.days[Self.today.adding(days: -1)] = DayRecord(drank: nil, urges: [Self.urge("20:30", 9)])
        let owed = journal.urgesOwingFollowUp(today: Self.today, now: Self.time("21:00"))
        #expect(
            owed.map(\.at.text) == ["20:30", "19:59"],
            "18:59 is past two hours, 20:51 not yet ten minutes, 20:45 answered")
        #expect(
            journal.urgesOwingFollowUp(today: Self.today, now: Self.time("21:01")).map(\.at.text) == [
                "20:51", "20:30", "19:59",
            ])
        #expect(
            journal.urgesOwingFollowUp(today: Self.today, now: Self.time("20:59")).map(\.at.text) == [
                "20:30", "19:59", "18:59",
            ])
        // Past midnight the day goes on: 23:50's urge is owed at 00:05 of the same journal day.
        journal.days[Self.today] = DayRecord(drank: nil, urges: [Self.urge("23:50", 6)])
        #expect(journal.urgesOwingFollowUp(today: Self.today, now: Self.time("00:05")).count == 1)
        // The follow-up's minutes run from the urge to the answer, across midnight, at most 720.
        let urge = Self.urge("23:50", 6)
        let answer = journal.followUp(
            of: urge, on: Self.today, after: 2, plan: Self.walk.id, doneText: nil,
            now: JournalMoment(day: Self.today, time: Self.time("00:05")))
        #expect(answer == UrgeFollowUp(after: 2, afterMinutes: 15, plan: "a"))
        let late = journal.followUp(
            of: Self.urge("05:00", 6, plan: Self.tea), on: Self.today, after: 2, plan: nil, doneText: "寝た",
            now: JournalMoment(day: Self.today, time: Self.time("23:00")))
        #expect(late == UrgeFollowUp(after: 2, afterMinutes: 720, plan: "b", doneText: "寝た"))
    }

    @Test("on logging: the matching plans in use best first, typed ones apart, starters only before any plan")
    func offer() throws {
        var journal = Journal(ifThenPlans: [Self.walk, Self.tea, Self.bath, Self.typed, Self.water])
        journal.ifThenPlans[4].retired = true
        journal.days[Self.today.adding(days: -1)] = DayRecord(
            drank: false,
            urges: [
                Self.urge("18:00", 7, plan: Self.tea, after: 2), Self.urge("18:30", 7, plan: Self.walk, after: 6),
                Self.urge("19:00", 6, plan: Self.tea, after: 3),
            ])
        let urge = Urge(at: Self.time("21:10"), strength: 7, triggers: [.stress, .offered])
        let offer = journal.planOffer(for: urge, today: Self.today)
        #expect(offer.matching.map(\.plan.id) == ["b", "a", "c"], "the retired water plan is not offered")
        #expect(offer.others.map(\.id) == ["d"] && offer.starters.isEmpty)
        #expect(
            offer.urgesPass?.urges == 3 && offer.urgesPass?.medianStrength == 7 && offer.urgesPass?.medianAfter == 3)
        // Urges after today count for nothing.
        #expect(journal.planOffer(for: urge, today: Self.today.adding(days: -2)).urgesPass == nil)
        let fresh = Journal().planOffer(for: urge, today: Self.today)
        #expect(fresh.matching.isEmpty && fresh.others.isEmpty && fresh.urgesPass == nil)
        #expect(
            fresh.starters.first?.situation == .trigger(.stress) && fresh.starters.count == IfThenPlan.starters.count)
        #expect(fresh.starters.prefix(3).contains { $0.situation == .trigger(.offered) })
    }

    @Test(
        "risky hours from 10 urges of the last 90 days: an hour with twice its share and at least two, with the plan most used"
    )
    func riskyHours() throws {
        var journal = Journal(ifThenPlans: [Self.walk, Self.tea, Self.bath])
        func put(_ back: Int, _ urges: [Urge]) {
            journal.days[Self.today.adding(days: -back)] = DayRecord(drank: nil, urges: urges)
        }
        // Nine urges: not yet.
        for back in 0..<9 { put(back, [Self.urge("21:10", 6, plan: back < 5 ? Self.tea : Self.walk)]) }
        #expect(UrgeRiskHours(journal: journal, today: Self.today) == nil)
        // A tenth, at another hour; one 91 days back does not count.
        put(9, [Self.urge("08:00", 5, plan: Self.bath)])
        put(90, [Self.urge("08:00", 5), Self.urge("08:10", 5), Self.urge("08:20", 5)])
        let risk = try #require(UrgeRiskHours(journal: journal, today: Self.today))
        #expect(risk.urgeCount == 10 && risk.hours == [21] && risk.planID == "b")
        #expect(risk.holds(Self.time("21:59")) && !risk.holds(Self.time("22:00")) && !risk.holds(Self.time("08:00")))
        // The most used plan, once retired, is not offered: the next most used is.
        journal.ifThenPlans[1].retired = true
        #expect(UrgeRiskHours(journal: journal, today: Self.today)?.planID == "a")
        // Two urges are not enough for an hour beside 24 at another: 2 × 12 < 26.
        var gathered = Journal()
        for back in 0..<24 {
            gathered.days[Self.today.adding(days: -back)] = DayRecord(drank: nil, urges: [Self.urge("21:00", 5)])
        }
        gathered.days[Self.today.adding(days: -30)] = DayRecord(
            drank: nil, urges: [Self.urge("08:00", 5), Self.urge("08:30", 5)])
        #expect(UrgeRiskHours(journal: gathered, today: Self.today)?.hours == [21])
        // Urges spread over the day make no hour risky.
        var spread = Journal()
        for hour in 0..<24 {
            spread.days[Self.today.adding(days: -hour)] = DayRecord(
                drank: nil, urges: [Urge(at: ClockTime(hour: hour, minute: 0)!, strength: 5)])
        }
        #expect(UrgeRiskHours(journal: spread, today: Self.today)?.hours == [])
        // An evening of five hours makes each of them risky.
        var evening = Journal()
        for back in 0..<10 {
            evening.days[Self.today.adding(days: -back)] = DayRecord(
                drank: nil, urges: [Urge(at: ClockTime(hour: 18 + back % 5, minute: 0)!, strength: 5)])
        }
        #expect(UrgeRiskHours(journal: evening, today: Self.today)?.hours == [18, 19, 20, 21, 22])
        #expect(UrgeRiskHours(journal: evening, today: Self.today)?.planID == nil)
    }
}
