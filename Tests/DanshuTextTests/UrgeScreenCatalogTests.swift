import DanshuApp
import DanshuCore
import DanshuText
import Testing

/// The full screen's words for urges and if-then plans (design.md §9): the forms, the plans shown, 「今の強さは？」, the
/// plans pane and the offer after a slip, and their messages — every one in both languages, the English without Japanese.
@Suite("The urge screens' words")
struct UrgeScreenCatalogTests {
    /// Every message of the urge screens, one sample each; the switch makes a new case fail to compile here.
    static var messages: [Message] {
        let samples: [Message] = [
            .urgeLogged(strength: 7, at: ClockTime(wrapping: 21 * 60 + 10)), .urgeNeedsStrength,
            .urgeFollowedUp(strength: 7, after: 3),
            .followUpSkipped, .ifThenPlanAdded(number: 2), .ifThenPlanSaved(number: 2), .ifThenPlanRetired(number: 2),
            .ifThenPlanInUse(number: 2), .ifThenPlanIncomplete(.situation), .ifThenPlanIncomplete(.response),
        ]
        for missing in [IfThenPlanForm.Missing.situation, .response] {
            switch missing {
            case .situation, .response: continue
            }
        }
        return samples
    }

    static let urge = Urge(
        at: ClockTime(wrapping: 21 * 60 + 10), strength: 7, triggers: [.stress, .tired], triggerText: "boss")

    /// Every word and sentence the urge screens build, with ASCII samples for what the user typed.
    static func texts(_ c: Catalog) -> [String] {
        var texts = UrgeForm.Field.allCases.map(c.urgeLabel) + UrgeFollowUpForm.Field.allCases.map(c.followUpLabel)
        texts += c.urgeTriggerChoices
        let fields: [IfThenPlanForm.Field] = [
            .situationKind, .trigger, .hoursFrom, .hoursTo, .place, .company, .situationText,
            .responseKind, .coping, .responseText,
        ]
        texts += fields.flatMap { [c.ifThenPlanLabel($0)] + c.ifThenPlanChoices($0) }
        texts += [
            IfThenPlanForm.Purpose.add, .edit("20261129T2110"), .afterSlip(LocalDate(year: 2026, month: 11, day: 29)!),
        ]
        .map { c.ifThenPlanFormTitle($0, number: 2) }
        let outcome = PlanOutcome(planID: "p", uses: 5, followedUp: 4, dropSum: 13, passed: .empty)
        let once = PlanOutcome(planID: "p", uses: 1, followedUp: 1, dropSum: -1, passed: .empty)
        let pass = UrgesPass(
            [urge, urge, urge].map {
                var u = $0
                u.after = 3
                u.afterMinutes = 12
                return u
            })
        texts += [
            c.urgeFormTitle(urge.at), c.urgeFormTitle(nil), c.urgeStrengthScale, c.urgeVersusCraving, c.urgeFormHint,
            c.urgeStrengthAndTriggers(urge), c.urgeSummary(urge), c.urgeOfferTitle, c.urgePlansMatching,
            c.urgePlansOthers,
            c.urgePlansNoneFits, c.listBullet, c.urgePlansExamples, c.numberedPlan(1, IfThenPlan.starters[0]),
            c.planOutcome(outcome) ?? "", c.planOutcome(once) ?? "", pass.map(c.urgesPassLine) ?? "",
            c.urgeFollowUpAhead,
            c.followUpTitle, c.followUpAbout(urge, minutes: 11), c.followUpNoPlan, c.followUpHint,
            c.ifThenPlansTitle, c.ifThenPlansLead, c.ifThenPlansNone, c.ifThenPlansRetiredTag, c.ifThenPlansExamples,
            c.planUses(1), c.planUses(3), c.afterSlipLead(filled: true), c.afterSlipLead(filled: false), c.planHour(18),
            c.ifThenPlanFormHint, c.retireTitle, c.confirmRetire(2), c.helpUrgeSection, c.helpUrgePlansSection,
            c.helpFollowUpSection, c.helpIfThenPlansSection, c.helpIfThenPlanFormSection, c.helpRetireSection,
        ]
        return texts + messages.map(c.message)
    }

    @Test("urges pass: when some urges followed up did not ease, the line says of how many, in both languages")
    func urgesPassOfHowMany() throws {
        func urge(_ time: Int, _ strength: Int, after: Int) -> Urge {
            var urge = Urge(at: ClockTime(wrapping: time), strength: strength)
            urge.after = after
            urge.afterMinutes = 13
            return urge
        }
        let eased = [urge(1200, 7, after: 4), urge(1210, 7, after: 4), urge(1220, 7, after: 4)]
        let all = try #require(UrgesPass(eased))
        let some = try #require(UrgesPass(eased + [urge(1230, 6, after: 6)]))
        let ja = Catalog(.ja)
        let en = Catalog(.en)
        #expect(ja.urgesPass(all) == "衝動は過ぎていきます：7→4 まで 中央値13分（3回）")
        #expect(ja.urgesPass(some) == "衝動は過ぎていきます：7→4 まで 中央値13分（4回中3回）")
        #expect(en.urgesPass(all) == "Urges pass: 7→4 in a median of 13 minutes (3 urges)")
        #expect(en.urgesPass(some) == "Urges pass: 7→4 in a median of 13 minutes (3 of 4 urges)")
        #expect(ja.urgesPassLine(all) == "衝動は過ぎていきます: 7→4 まで 中央値13分（3回から）")
        #expect(ja.urgesPassLine(some) == "衝動は過ぎていきます: 7→4 まで 中央値13分（4回中3回から）")
        #expect(en.urgesPassLine(all) == "Urges pass: 7 → 4 in a median 13 min (from 3)")
        #expect(en.urgesPassLine(some) == "Urges pass: 7 → 4 in a median 13 min (from 3 of 4)")
    }

    @Test("every urge screen text is there in both languages, and the English has no Japanese")
    func bothLanguages() {
        let ja = Self.texts(Catalog(.ja))
        let en = Self.texts(Catalog(.en))
        #expect(ja.count == en.count)
        for (j, e) in zip(ja, en) {
            #expect(!e.isEmpty && !j.isEmpty)
            #expect(EnglishCatalogTests.japanese(in: e) == nil, "Japanese in English text: \(e)")
        }
        #expect(ja.contains("今の強さは？") && en.contains("How strong is it now?"))
        #expect(ja.contains("次にこの状況になったら？") && en.contains("Next time this happens?"))
        #expect(ja.contains("衝動は過ぎていきます: 7→3 まで 中央値12分（3回から）"))
    }

    @Test("a plan's outcome says the strength fell as a minus, rose as a plus, and nothing before a follow-up")
    func outcomeSigns() {
        let c = Catalog(.ja)
        #expect(
            c.planOutcome(PlanOutcome(planID: "p", uses: 5, followedUp: 4, dropSum: 13, passed: .empty)) == "平均 −3.3・5回"
        )
        #expect(
            c.planOutcome(PlanOutcome(planID: "p", uses: 1, followedUp: 1, dropSum: -1, passed: .empty)) == "平均 +1.0・1回"
        )
        #expect(c.planOutcome(PlanOutcome(planID: "p", uses: 2, followedUp: 0, dropSum: 0, passed: .empty)) == nil)
    }
}
