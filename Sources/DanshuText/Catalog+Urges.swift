import DanshuCore

/// The words of urges and if-then plans (design.md §9): the triggers, the responses, the IF and THEN of a plan, and why
/// the journal refused an urge or a plan. The screens and commands that show them build their lines from these.
extension Catalog {
    // MARK: Triggers and responses

    /// A trigger's word, as lists and the command line show it.
    public func urgeTrigger(_ trigger: UrgeTrigger) -> String {
        switch trigger {
        case .stress: return pick("ストレス", "stress")
        case .tired: return pick("疲れ", "tired")
        case .lonely: return pick("寂しさ", "lonely")
        case .angry: return pick("怒り", "angry")
        case .hungry: return pick("空腹", "hungry")
        case .bored: return pick("退屈", "bored")
        case .offered: return pick("誘われた", "offered a drink")
        case .habit: return pick("習慣", "habit")
        case .celebration: return pick("お祝い", "celebration")
        case .lowMood: return pick("気分の落ち込み", "low mood")
        case .noReason: return pick("理由なく", "no reason")
        }
    }

    /// What a trigger means where there is room to say it (the form's help, `danshu help urge`).
    public func urgeTriggerExplained(_ trigger: UrgeTrigger) -> String {
        switch trigger {
        case .offered: return pick("誘われた・飲む人といる", "offered a drink, or with people drinking")
        case .habit: return pick("習慣（仕事のあと・夕食・お風呂）", "a habit of place or time (after work, dinner, the bath)")
        case .lowMood: return pick("気分の落ち込み・いやな気分", "low mood, a bad feeling")
        case .noReason: return pick("理由なく飲みたい", "craving for no reason")
        case .stress, .tired, .lonely, .angry, .hungry, .bored, .celebration: return urgeTrigger(trigger)
        }
    }

    /// A response's words, as a plan's THEN says it.
    public func copingResponse(_ response: CopingResponse) -> String {
        switch response {
        case .sparklingWater: return pick("炭酸水を飲む", "drink sparkling water")
        case .tea: return pick("お茶を飲む", "drink tea")
        case .nonAlcoholic: return pick("ノンアルを飲む", "drink something alcohol-free")
        case .leave: return pick("その場を離れる", "leave the place")
        case .delay: return pick("10分待つ", "wait 10 minutes")
        case .eat: return pick("何か食べる", "eat something")
        case .rest: return pick("横になって休む", "lie down and rest")
        case .bath: return pick("お風呂に入る", "take a bath")
        case .contact: return pick("誰かに連絡する", "call or message someone")
        case .walk: return pick("散歩する", "go for a walk")
        }
    }

    /// The trigger a word names in either language, the file's word included (`ストレス`, `stress`, `offered a drink`),
    /// for the command line's `--trigger`; nil when none does.
    public static func urgeTrigger(named word: String) -> UrgeTrigger? {
        let word = word.trimmingSpaces
        return UrgeTrigger(rawValue: word)
            ?? UrgeTrigger.allCases.first { trigger in
                Catalog(.ja).urgeTrigger(trigger) == word
                    || Catalog(.en).urgeTrigger(trigger).lowercased() == word.lowercased()
            }
    }

    // MARK: If-then plans

    /// A time of day as a plan's IF: `18〜22時` / `18:00–22:00`.
    public func planHours(from: Int, to: Int) -> String {
        pick("\(from)〜\(to)時", "\(from):00–\(to):00")
    }

    /// A plan's IF, the situation alone: `ストレス`, `18〜22時`, `店`, `ひとり`, or the typed text.
    public func planSituation(_ situation: IfThenPlan.Situation) -> String {
        switch situation {
        case .trigger(let trigger): return urgeTrigger(trigger)
        case .hours(let from, let to): return planHours(from: from, to: to)
        case .place(let p): return place(p)
        case .company(let c): return company(c)
        case .text(let text): return text
        }
    }

    /// A plan's THEN alone: the response's words or the typed text.
    public func planResponse(_ response: IfThenPlan.Response) -> String {
        switch response {
        case .coping(let coping): return copingResponse(coping)
        case .text(let text): return text
        }
    }

    /// A plan in one line: `もし ストレス なら 散歩する` / `If stressed, then go for a walk`.
    public func planRule(_ rule: IfThenPlan.Rule) -> String {
        pick(
            "もし \(planSituation(rule.situation)) なら \(planResponse(rule.response))",
            "If \(planIf(rule.situation)), then \(planResponse(rule.response))")
    }

    /// A plan's IF as `danshu plans list`'s IF column and the pane's `If …, then …` say it: in Japanese the situation's
    /// word (`習慣`), in English a clause that reads after "If" (`it's a habit moment`).
    public func planIf(_ situation: IfThenPlan.Situation) -> String {
        pick(planSituation(situation), englishCondition(situation))
    }

    /// A plan's IF as an English clause after "If", so it reads naturally: `stressed`, `it's a habit moment`, `there is
    /// no clear reason`, `at home`, `with friends`, `18:00–22:00`, or the typed text.
    private func englishCondition(_ situation: IfThenPlan.Situation) -> String {
        switch situation {
        case .trigger(let trigger):
            switch trigger {
            case .stress: return "stressed"
            case .tired: return "tired"
            case .lonely: return "lonely"
            case .angry: return "angry"
            case .hungry: return "hungry"
            case .bored: return "bored"
            case .offered: return "offered a drink"
            case .habit: return "it's a habit moment"
            case .celebration: return "celebrating"
            case .lowMood: return "in a low mood"
            case .noReason: return "there is no clear reason"
            }
        case .hours(let from, let to): return planHours(from: from, to: to)
        case .place(let p):
            switch p {
            case .home: return "at home"
            case .out: return "at a bar or restaurant"
            case .work: return "at work"
            case .visit: return "at someone's home"
            case .other: return "somewhere else"
            }
        case .company(let c):
            switch c {
            case .alone: return "alone"
            case .family: return "with family"
            case .friends: return "with friends"
            case .colleagues: return "with colleagues"
            case .other: return "with others"
            }
        case .text(let text): return text
        }
    }

    // MARK: Refusals

    /// Why an urge, or a change of a day's urges, was refused.
    public func urgeProblem(_ problem: UrgeProblem) -> String {
        let strengths = "\(Limits.urgeStrength.lowerBound)〜\(Limits.urgeStrength.upperBound)"
        let strengthsEn = "\(Limits.urgeStrength.lowerBound) to \(Limits.urgeStrength.upperBound)"
        switch problem {
        case .strengthOutOfRange: return pick("強さは \(strengths) で入れます", "Strength is \(strengthsEn)")
        case .afterOutOfRange: return pick("あとの強さは \(strengths) で入れます", "The strength afterwards is \(strengthsEn)")
        case .afterMinutesOutOfRange:
            let most = Limits.urgeFollowUpMinutes.upperBound
            return pick("あとの強さは衝動から\(most)分以内のものです", "A follow-up comes at most \(most) minutes after the urge")
        case .followUpIncomplete:
            return pick("あとの強さと経った分数は両方入れます", "Give both the strength afterwards and the minutes since the urge")
        case .textTooLong(let limit): return pick("\(limit)文字までです", "At most \(limit) characters")
        case .textNotOneLine:
            return pick("1行の文字で入れます（改行や制御文字は使えません）", "Type it on one line (no line breaks or control characters)")
        case .futureTime: return pick("まだ来ていない時刻は記録できません", "That time has not come yet")
        case .alreadyLogged:
            return pick(
                "同じ時刻・強さ・きっかけの衝動はもう記録されています", "That urge (same time, strength and triggers) is already recorded")
        case .noSuchUrge: return pick("その衝動は記録されていません", "That urge is not recorded")
        case .tooManyUrges:
            return pick("衝動の記録は1日\(Limits.urgesPerDay)件までです", "At most \(Limits.urgesPerDay) urges a day")
        }
    }

    /// Why an if-then plan, or a change of the plans, was refused.
    public func ifThenPlanProblem(_ problem: IfThenPlanProblem) -> String {
        switch problem {
        case .emptySituation: return pick("「もし」が空です", "The IF is empty")
        case .emptyResponse: return pick("「なら」が空です", "The THEN is empty")
        case .textTooLong:
            return pick("\(Limits.ifThenText.upperBound)文字までです", "At most \(Limits.ifThenText.upperBound) characters")
        case .textNotOneLine:
            return pick("1行の文字で入れます（改行や制御文字は使えません）", "Type it on one line (no line breaks or control characters)")
        case .hoursOutOfRange:
            return pick(
                "時間帯は0〜24時で、終わりを始まりより後にします（夜中をまたぐなら2つのプランに）",
                "Hours run from 0 to 24, the end after the start (two plans for a span past midnight)")
        case .badID: return pick("プランの識別子が空か、ほかのプランと同じです", "The plan's identity is empty or taken")
        case .sameAsActivePlan: return pick("同じ「もし」と「なら」のプランがもうあります", "A plan in use already says the same IF and THEN")
        case .noSuchPlan: return pick("そのもしもプランはありません", "There is no such if-then plan")
        case .tooManyPlans:
            return pick("もしもプランは\(Limits.ifThenPlans)件までです", "At most \(Limits.ifThenPlans) if-then plans")
        }
    }
}
