import DanshuApp
import DanshuCore

/// The full screen's words for urges and if-then plans (design.md §9): the urge form (`i`), the plans shown for an urge,
/// 「今の強さは？」, the plans pane (`I`), the plan form and the offer after a slip, and their messages. Plain and kind:
/// an urge is a moment that passes, a slip a situation to plan for, never a failure.
extension Catalog {
    // MARK: The urge form

    /// The form's title, with the time it is now: `いまの衝動: 21:10`.
    public func urgeFormTitle(_ time: ClockTime?) -> String {
        pick("いまの衝動", "An urge now") + (time.map { ": " + $0.text } ?? "")
    }

    /// A row's label.
    public func urgeLabel(_ field: UrgeForm.Field) -> String {
        switch field {
        case .strength: return pick("強さ", "Strength")
        case .triggers: return pick("きっかけ", "Triggers")
        case .place: return pick("場所", "Where")
        case .company: return pick("だれと", "With")
        case .text: return pick("ほかに", "Other")
        }
    }

    /// What the ends of the strength's scale mean and how 10 is typed, under the scale in the urge form and
    /// 「今の強さは？」: `0 なし 〜 10 とても強い（10 は 1 0）` (`ScaleTyping`). Here rather than in the keys' hint, which
    /// it would push onto a second line at 80 columns.
    public var urgeStrengthScale: String {
        let r = Limits.urgeStrength
        return pick(
            "\(r.lowerBound) なし 〜 \(r.upperBound) とても強い（10 は 1 0）",
            "\(r.lowerBound) none to \(r.upperBound) strongest (10 is 1 0)")
    }

    /// The triggers as the form numbers them: `1 ストレス` … `0 気分の落ち込み`, the eleventh without a digit (← → and
    /// Space reach it).
    public var urgeTriggerChoices: [String] {
        UrgeTrigger.allCases.enumerated().map { index, trigger in
            let number = index < 9 ? String(index + 1) + " " : index == 9 ? "0 " : ""
            return number + urgeTrigger(trigger)
        }
    }

    /// The day's craving (`f`) and an urge told apart (design.md §9), under the form.
    public var urgeVersusCraving: String {
        pick(
            "1日の「飲みたい気持ち」（f）とは別に、いまこの瞬間の衝動を残します。衝動は波のように過ぎていきます",
            "Apart from the day's craving (f), this keeps one moment's urge. Urges come and go like waves")
    }

    /// The keys of the form, under it.
    public var urgeFormHint: String {
        pick(
            "数字 強さ  Tab 次の欄  Space きっかけ  Enter 記録  Esc やめる",
            "digit: strength  Tab next  Space trigger  Enter log  Esc cancel")
    }

    /// An urge's strength and triggers: `強さ7・ストレス、疲れ` / `strength 7: stress, tired`.
    public func urgeStrengthAndTriggers(_ urge: Urge) -> String {
        pick("強さ\(urge.strength)", "strength \(urge.strength)") + urgeTriggersSaid(urge)
    }

    /// An urge's triggers after its strength: `・ストレス、疲れ` / `: stress, tired`; empty without any.
    func urgeTriggersSaid(_ urge: Urge) -> String {
        let triggers = urge.triggers.list.map(urgeTrigger) + [urge.triggerText].compactMap { $0 }
        return triggers.isEmpty ? "" : pick("・", ": ") + triggers.joined(separator: pick("、", ", "))
    }

    /// An urge in one line: `21:10 強さ7・ストレス、疲れ`.
    public func urgeSummary(_ urge: Urge) -> String {
        urge.at.text + pick(" ", ", ") + urgeStrengthAndTriggers(urge)
    }

    /// An urge in one line with what it came to once followed up: `21:10 強さ7→3・ストレス、疲れ`.
    public func urgeSummaryWithAfter(_ urge: Urge) -> String {
        guard let after = urge.after else { return urgeSummary(urge) }
        return urge.at.text + pick(" 強さ\(urge.strength)→\(after)", ", strength \(urge.strength) → \(after)")
            + urgeTriggersSaid(urge)
    }

    /// The month at a glance's urges of the selected day: 「今日の衝動」, 「11月28日の衝動」.
    public func glanceUrgesTitle(_ date: LocalDate, today: LocalDate) -> String {
        date == today ? pick("今日の衝動", "Urges today") : pick("\(shortDate(date))の衝動", "Urges on \(shortDate(date))")
    }

    /// A day of the glance without urges: what logs one.
    public var glanceNoUrges: String { pick("この日の衝動の記録はありません（i で記録）", "No urge logged this day (i logs one)") }

    // MARK: The plans for an urge

    public var urgeOfferTitle: String { pick("この衝動へのもしもプラン", "Your plans for this urge") }
    public var urgePlansMatching: String { pick("合うプラン（効いた順）", "Plans that fit, best first") }
    public var urgePlansOthers: String { pick("ほかのプラン", "Your other plans") }
    public var urgePlansNoneFits: String { pick("合うプランはまだありません。I でプランを作れます", "No plan fits yet: I makes one") }
    /// The mark before each plan in a list.
    public var listBullet: String { pick("・", "- ") }
    public var urgePlansExamples: String { pick("例（数字で自分のプランに）", "Examples (a digit makes one yours)") }
    /// A plan of the list with its number: `2 もし ストレス なら 散歩する`.
    public func numberedPlan(_ number: Int, _ rule: IfThenPlan.Rule) -> String { "\(number) " + planRule(rule) }
    /// How a plan has done for this person: `平均 −3.2・5回` / `−3.2 on average, 5 times`; nil before a follow-up.
    public func planOutcome(_ outcome: PlanOutcome?) -> String? {
        guard let outcome, let tenths = outcome.meanDropTenths else { return nil }
        let change = (tenths > 0 ? "−" : tenths < 0 ? "+" : "±") + formatTenths(abs(tenths))
        return pick(
            "平均 \(change)・\(outcome.uses)回",
            "\(change) on average, \(outcome.uses) " + (outcome.uses == 1 ? "time" : "times"))
    }
    /// 「7→3 まで 中央値12分」: how this person's urges passed; of how many followed up when some did not ease:
    /// 「（7回中6回から）」 / "(from 6 of 7)".
    public func urgesPassLine(_ pass: UrgesPass) -> String {
        let from =
            pass.allEased
            ? pick("\(pass.urges)回から", "from \(pass.urges)")
            : pick("\(pass.followedUp)回中\(pass.urges)回から", "from \(pass.urges) of \(pass.followedUp)")
        return pick(
            "衝動は過ぎていきます: \(pass.medianStrength)→\(pass.medianAfter) まで 中央値\(pass.medianMinutes)分（\(from)）",
            "Urges pass: \(pass.medianStrength) → \(pass.medianAfter) in a median \(pass.medianMinutes) min (\(from))")
    }
    public var urgeFollowUpAhead: String {
        pick(
            "10分後に「今の強さは？」とたずねます（danshu を開いたままのとき）",
            "In 10 minutes danshu asks how strong it is now (while it stays open)")
    }

    // MARK: 今の強さは？

    public var followUpTitle: String { pick("今の強さは？", "How strong is it now?") }
    /// What the question is about: `21:10 の衝動（強さ7・ストレス）から 11分`.
    public func followUpAbout(_ urge: Urge, minutes: Int) -> String {
        pick(
            "\(urge.at.text) の衝動（\(urgeStrengthAndTriggers(urge))）から \(minutes)分",
            "The urge at \(urge.at.text) (\(urgeStrengthAndTriggers(urge))), \(minutes) min ago")
    }
    public func followUpLabel(_ field: UrgeFollowUpForm.Field) -> String {
        switch field {
        case .after: return pick("いまの強さ", "Now")
        case .plan: return pick("使ったプラン", "Plan used")
        }
    }
    public var followUpNoPlan: String { pick("0 使わなかった", "0 none") }
    public var followUpHint: String {
        pick("数字 強さ  Tab 次の欄  Enter 記録  Esc 答えない", "digit: strength  Tab next  Enter record  Esc skip")
    }

    // MARK: The plans pane

    public var ifThenPlansTitle: String { pick("もしもプラン", "If-then plans") }
    public var ifThenPlansLead: String {
        pick(
            "衝動が来たら、決めておいたことをする。効いたかは「今の強さは？」の答えから",
            "When an urge comes, do what you decided. How each helped comes from “how strong is it now?”")
    }
    public var ifThenPlansNone: String {
        pick("まだプランがありません。a で追加、下の例は Enter で加えられます", "No plans yet: a adds one, Enter adds an example below")
    }
    public var ifThenPlansRetiredTag: String { pick("（使わない）", "(retired)") }
    public var ifThenPlansExamples: String { pick("例（Enter で自分のプランに）", "Examples (Enter makes one yours)") }
    /// How often a plan was used, with no follow-up yet: `2回`.
    public func planUses(_ uses: Int) -> String { pick("\(uses)回", uses == 1 ? "once" : "\(uses) times") }

    // MARK: The plan form

    public func ifThenPlanFormTitle(_ purpose: IfThenPlanForm.Purpose, number: Int?) -> String {
        switch purpose {
        case .add: return pick("もしもプランを追加", "Add an if-then plan")
        case .edit: return pick("もしもプラン \(number ?? 0) を編集", "Edit if-then plan \(number ?? 0)")
        case .afterSlip: return pick("次にこの状況になったら？", "Next time this happens?")
        }
    }
    /// Under the title after a slip: where the IF came from, and that Esc leaves it, in the words of the keys' hint under
    /// the form (「Esc やめる」), one word for one key.
    public func afterSlipLead(filled: Bool) -> String {
        filled
            ? pick(
                "状況から「もし」を入れました。「なら」を選んで Enter、Esc でやめる",
                "The IF comes from the day's context. Pick the THEN and press Enter, or Esc to cancel")
            : pick("「もし」と「なら」を選んで Enter、Esc でやめる", "Pick the IF and THEN and press Enter, or Esc to cancel")
    }
    public func ifThenPlanLabel(_ field: IfThenPlanForm.Field) -> String {
        switch field {
        case .situationKind: return pick("もし", "IF")
        case .trigger: return pick("きっかけ", "trigger")
        case .hoursFrom: return pick("から", "from")
        case .hoursTo: return pick("まで", "to")
        case .place: return pick("場所", "where")
        case .company: return pick("だれと", "with")
        case .situationText, .responseText: return pick("自分で", "typed")
        case .responseKind: return pick("なら", "THEN")
        case .coping: return pick("すること", "do")
        }
    }
    /// The values of a row of choices, in order, unnumbered.
    public func ifThenPlanChoices(_ field: IfThenPlanForm.Field) -> [String] {
        switch field {
        case .situationKind:
            return IfThenPlanForm.SituationKind.allCases.map { kind in
                switch kind {
                case .trigger: return pick("きっかけ", "a trigger")
                case .hours: return pick("時間帯", "a time of day")
                case .place: return pick("場所", "a place")
                case .company: return pick("だれと", "company")
                case .text: return pick("自分で書く", "typed")
                }
            }
        case .trigger: return UrgeTrigger.allCases.map(urgeTrigger)
        case .place: return DayContext.Place.allCases.map(place)
        case .company: return DayContext.Company.allCases.map(company)
        case .responseKind:
            return IfThenPlanForm.ResponseKind.allCases.map { kind in
                switch kind {
                case .coping: return pick("リストから", "from the list")
                case .text: return pick("自分で書く", "typed")
                }
            }
        case .coping: return CopingResponse.allCases.map(copingResponse)
        case .hoursFrom, .hoursTo, .situationText, .responseText: return []
        }
    }
    /// An hour as the form shows it: `18時` / `18:00`.
    public func planHour(_ hour: Int) -> String { pick("\(hour)時", "\(hour):00") }
    public var ifThenPlanFormHint: String {
        pick(
            "←→ 選ぶ  数字 その番号  Tab 次の欄  Enter 保存  Esc やめる",
            "← → choose  digit: that one  Tab next  Enter save  Esc cancel")
    }

    // MARK: Retiring a plan

    public var retireTitle: String { pick("プランを使わない", "Retire a plan") }
    /// 「プラン 2 を使わないことにしますか？ 履歴は残ります (y/n)」.
    public func confirmRetire(_ number: Int) -> String {
        pick("プラン \(number) を使わないことにしますか？ 履歴は残ります (y/n)", "Retire plan \(number)? Its history stays (y/n)")
    }

    // MARK: Messages

    public func urgeLogged(strength: Int, at: ClockTime) -> String {
        pick(
            "\(at.text) 強さ\(strength) の衝動を記録しました（u で取り消し）",
            "Logged an urge at \(at.text), strength \(strength) (u to undo)")
    }
    public var urgeNeedsStrength: String {
        pick("強さを 0〜10 で選んでください（数字か ←→）", "Choose a strength, 0 to 10 (a digit or ← →)")
    }
    public func urgeFollowedUp(strength: Int, after: Int) -> String {
        pick("強さ \(strength)→\(after) を記録しました（u で取り消し）", "Recorded \(strength) → \(after) (u to undo)")
    }
    public var followUpSkipped: String { pick("今回は聞きません", "Not asked again while danshu is open") }
    public func ifThenPlanAdded(_ n: Int) -> String {
        pick("もしもプラン \(n) を加えました（u で取り消し）", "Added if-then plan \(n) (u to undo)")
    }
    public func ifThenPlanSaved(_ n: Int) -> String {
        pick("もしもプラン \(n) を保存しました（u で取り消し）", "Saved if-then plan \(n) (u to undo)")
    }
    public func ifThenPlanRetired(_ n: Int) -> String {
        pick("プラン \(n) を使わないことにしました（履歴は残ります。d でまた使う）", "Plan \(n) retired; its history stays (d uses it again)")
    }
    public func ifThenPlanInUse(_ n: Int) -> String {
        pick("プラン \(n) をまた使います（u で取り消し）", "Plan \(n) is in use again (u to undo)")
    }
    public func ifThenPlanIncomplete(_ missing: IfThenPlanForm.Missing) -> String {
        switch missing {
        case .situation: return pick("「もし」を選んでください", "Choose the IF")
        case .response: return pick("「なら」を選んでください", "Choose the THEN")
        }
    }
}
