import DanshuApp
import DanshuCore
import DanshuText
import Testing

/// The words of urges and if-then plans (design.md §9): every word in both languages, English without Japanese, each
/// trigger and response named apart, and the command line's trigger words read back in either language.
@Suite("The urges' words")
struct UrgeCatalogTests {
    static let urgeProblems: [UrgeProblem] = [
        .strengthOutOfRange, .afterOutOfRange, .afterMinutesOutOfRange, .followUpIncomplete, .textTooLong(limit: 100),
        .textNotOneLine, .futureTime, .alreadyLogged, .noSuchUrge, .tooManyUrges,
    ]
    static let planProblems: [IfThenPlanProblem] = [
        .emptySituation, .emptyResponse, .textTooLong, .textNotOneLine, .hoursOutOfRange, .badID, .sameAsActivePlan,
        .noSuchPlan, .tooManyPlans,
    ]

    /// Every refusal's message, one sample each; the switches make a new case fail to compile here.
    static var messages: [Message] {
        for problem in urgeProblems {
            switch problem {
            case .strengthOutOfRange, .afterOutOfRange, .afterMinutesOutOfRange, .followUpIncomplete, .textTooLong,
                .textNotOneLine, .futureTime, .alreadyLogged, .noSuchUrge, .tooManyUrges:
                continue
            }
        }
        for problem in planProblems {
            switch problem {
            case .emptySituation, .emptyResponse, .textTooLong, .textNotOneLine, .hoursOutOfRange, .badID,
                .sameAsActivePlan,
                .noSuchPlan, .tooManyPlans:
                continue
            }
        }
        return urgeProblems.map { .urgeRefused($0) } + planProblems.map { .ifThenPlanRefused($0) }
    }

    /// Every word and sentence of urges and plans.
    static func texts(_ c: Catalog) -> [String] {
        var texts = UrgeTrigger.allCases.flatMap { [c.urgeTrigger($0), c.urgeTriggerExplained($0)] }
        texts += CopingResponse.allCases.map(c.copingResponse)
        texts += IfThenPlan.starters.map(c.planRule)
        texts += [
            c.planRule(IfThenPlan.Rule(.place(.out), .text("x"))),
            c.planRule(IfThenPlan.Rule(.company(.alone), .coping(.tea))),
            c.planRule(IfThenPlan.Rule(.text("x"), .coping(.walk))),
        ]
        return texts + messages.map(c.message)
    }

    @Test("every urge text is there in both languages, and the English has no Japanese")
    func bothLanguages() {
        let ja = Self.texts(Catalog(.ja))
        let en = Self.texts(Catalog(.en))
        #expect(ja.count == en.count)
        for (j, e) in zip(ja, en) {
            #expect(!e.isEmpty && !j.isEmpty)
            #expect(EnglishCatalogTests.japanese(in: e) == nil, "Japanese in English text: \(e)")
        }
        #expect(ja.contains("もし ストレス なら 散歩する") && en.contains("If stressed, then go for a walk"))
    }

    @Test("a plan's English IF reads naturally after If, and the pane and plans list say it alike; Japanese unchanged")
    func englishIfReadsNaturally() {
        let en = Catalog(.en)
        let ja = Catalog(.ja)
        let habit = IfThenPlan.Rule(.trigger(.habit), .coping(.sparklingWater))
        let noReason = IfThenPlan.Rule(.trigger(.noReason), .coping(.delay))
        #expect(en.planRule(habit) == "If it's a habit moment, then drink sparkling water")
        #expect(en.planRule(noReason) == "If there is no clear reason, then wait 10 minutes")
        #expect(
            en.planRule(IfThenPlan.Rule(.place(.out), .coping(.leave)))
                == "If at a bar or restaurant, then leave the place")
        #expect(en.planRule(IfThenPlan.Rule(.company(.friends), .coping(.tea))) == "If with friends, then drink tea")
        #expect(
            en.planRule(IfThenPlan.Rule(.hours(from: 18, to: 22), .coping(.bath))) == "If 18:00–22:00, then take a bath"
        )
        #expect(en.planIf(habit.situation) == "it's a habit moment" && ja.planIf(habit.situation) == "習慣")
        #expect(ja.planRule(noReason) == "もし 理由なく なら 10分待つ")
        for trigger in UrgeTrigger.allCases {
            let rule = IfThenPlan.Rule(.trigger(trigger), .coping(.walk))
            #expect(
                en.planRule(rule) == "If \(en.planIf(rule.situation)), then go for a walk",
                "one IF for the pane and plans list")
        }
    }

    @Test("after a slip, the lead names Esc with the word of the form's keys' hint, in both languages")
    func slipOfferOneWordForEsc() {
        for (catalog, word) in [(Catalog(.ja), "やめる"), (Catalog(.en), "cancel")] {
            #expect(catalog.ifThenPlanFormHint.contains("Esc " + word))
            for filled in [true, false] {
                let lead = catalog.afterSlipLead(filled: filled)
                #expect(lead.contains(word) && !lead.contains("スキップ") && !lead.contains("skip"), "\(lead)")
            }
        }
    }

    @Test("each trigger and each response has words of its own in each language")
    func distinctWords() {
        for c in [Catalog(.ja), Catalog(.en)] {
            #expect(Set(UrgeTrigger.allCases.map(c.urgeTrigger)).count == UrgeTrigger.allCases.count)
            #expect(Set(CopingResponse.allCases.map(c.copingResponse)).count == CopingResponse.allCases.count)
        }
    }

    @Test("a trigger is read from the file's word and from either language's; other words name none")
    func triggerWords() {
        for trigger in UrgeTrigger.allCases {
            #expect(Catalog.urgeTrigger(named: trigger.rawValue) == trigger)
            #expect(Catalog.urgeTrigger(named: Catalog(.ja).urgeTrigger(trigger)) == trigger)
            #expect(Catalog.urgeTrigger(named: " " + Catalog(.en).urgeTrigger(trigger).uppercased()) == trigger)
        }
        #expect(Catalog.urgeTrigger(named: "thirsty") == nil && Catalog.urgeTrigger(named: "") == nil)
        let read = UrgeTriggers.read("ストレス、tired, 誘われた", alsoNamed: Catalog.urgeTrigger(named:))
        #expect(read == .success([.stress, .tired, .offered]))
        #expect(
            UrgeTriggers.read("stress,sleepy", alsoNamed: Catalog.urgeTrigger(named:))
                == .failure(UnknownTrigger(word: "sleepy")))
    }
}
