import DanshuApp
import DanshuCore
import DanshuText

/// The urge form (`i`), the plans shown for an urge just logged, and 「今の強さは？」, each a `FormBox` over the screen.
///
/// ```
/// ┌ いまの衝動: 21:10 ───────────────────────────────────────────────────┐
/// │                                                                      │
/// │ ▶ 強さ      0  1  2  3  4  5  6  [7]  8  9  10                        │
/// │             0 なし 〜 10 とても強い                                    │
/// │   きっかけ  1 ストレス  2 疲れ  3 寂しさ  4 怒り  5 空腹  6 退屈  …       │
/// │   場所      1 自宅  2 店  3 職場  4 人の家  5 その他                     │
/// │   だれと    1 ひとり  2 家族  3 友人  4 職場の人  5 その他               │
/// │   ほかに    ________________________________________                  │
/// │                                                                      │
/// │ 1日の「飲みたい気持ち」（f）とは別に、いまこの瞬間の衝動を残します…          │
/// └──────────────────────────────────────────────────────────────────────┘
/// ```
enum UrgeViews {
    /// Words numbered as the digits pick them: `1 ストレス` … `9 お祝い`, `0` the tenth, the rest without a digit.
    static func numbered(_ words: [String]) -> [String] {
        words.enumerated().map { index, word in
            (index < 9 ? String(index + 1) + " " : index == 9 ? "0 " : "") + word
        }
    }

    /// The 0–10 scale with the chosen value reversed.
    static func scale(_ chosen: Int?) -> FormBox.Content {
        .choices(Limits.urgeStrength.map { FormBox.Choice(text: String($0), chosen: chosen == $0) })
    }

    static func drawForm(
        _ form: UrgeForm, now: ClockTime?, width: Int, height: Int, into frame: inout Frame, catalog: Catalog,
        theme: Theme
    ) {
        func choices(_ words: [String], chosen: Int?) -> FormBox.Content {
            .choices(numbered(words).enumerated().map { FormBox.Choice(text: $1, chosen: $0 == chosen) })
        }
        let triggers = catalog.urgeTriggerChoices.enumerated().map { index, text in
            FormBox.Choice(
                text: text, chosen: form.triggers.contains(UrgeTrigger.allCases[index]),
                cursor: form.focus == .triggers && index == form.triggerCursor)
        }
        var box = FormBox(title: catalog.urgeFormTitle(now))
        box.rows = [
            FormBox.Row(
                label: catalog.urgeLabel(.strength), focused: form.focus == .strength, content: scale(form.strength)),
            FormBox.Row(label: "", focused: false, content: .line(catalog.urgeStrengthScale, theme.dim)),
            FormBox.Row(
                label: catalog.urgeLabel(.triggers), focused: form.focus == .triggers, content: .choices(triggers)),
            FormBox.Row(
                label: catalog.urgeLabel(.place), focused: form.focus == .place,
                content: choices(catalog.contextChoices(.place), chosen: form.chosen(.place))),
            FormBox.Row(
                label: catalog.urgeLabel(.company), focused: form.focus == .company,
                content: choices(catalog.contextChoices(.company), chosen: form.chosen(.company))),
            FormBox.Row(label: catalog.urgeLabel(.text), focused: form.focus == .text, content: .field(form.text)),
        ]
        box.tail = [FormBox.Text(text: catalog.urgeVersusCraving, style: theme.dim, aside: true)]
        box.hint = FormBox.Text(text: catalog.urgeFormHint, style: theme.dim)
        box.draw(width: width, height: height, into: &frame, theme: theme)
    }

    /// The plans for the urge just logged: those that fit, best first, with how each has done; the typed ones; the
    /// examples to make one's own while there is no plan; how urges pass once there is data; the follow-up to come.
    static func drawPlans(
        _ shown: UrgePlansShown, state: AppState, width: Int, height: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        var box = FormBox(title: catalog.urgeOfferTitle)
        guard let urge = state.journal.urge(shown.urge) else {
            box.draw(width: width, height: height, into: &frame, theme: theme)
            return
        }
        let offer = state.journal.planOffer(for: urge, today: state.today)
        let bullet = catalog.listBullet
        var lines = [
            FormBox.Text(text: catalog.urgeSummary(urge), style: theme.title),
            FormBox.Text(text: "", style: theme.plain),
        ]
        if !offer.matching.isEmpty {
            lines.append(FormBox.Text(text: catalog.urgePlansMatching, style: theme.plain))
            for ranked in offer.matching.prefix(UrgePlansShown.plansShown) {
                let outcome = catalog.planOutcome(ranked.outcome).map { "  " + $0 } ?? ""
                lines.append(
                    FormBox.Text(text: bullet + catalog.planRule(ranked.plan.rule) + outcome, style: theme.title))
            }
        }
        if !offer.others.isEmpty {
            lines.append(FormBox.Text(text: catalog.urgePlansOthers, style: theme.plain))
            for plan in offer.others.prefix(UrgePlansShown.plansShown) {
                lines.append(FormBox.Text(text: bullet + catalog.planRule(plan.rule), style: theme.plain))
            }
        }
        if offer.matching.isEmpty && offer.others.isEmpty && offer.starters.isEmpty {
            lines.append(FormBox.Text(text: catalog.urgePlansNoneFits, style: theme.plain))
        }
        let examples = state.examplesShown(for: shown)
        if !examples.isEmpty {
            lines.append(FormBox.Text(text: catalog.urgePlansExamples, style: theme.plain))
            for (index, rule) in examples.enumerated() {
                lines.append(FormBox.Text(text: catalog.numberedPlan(index + 1, rule), style: theme.plain))
            }
        }
        box.lead = lines
        var tail: [FormBox.Text] = []
        // The plans are the box's content: how urges pass and the follow-up to come give way to them on a phone.
        if let pass = offer.urgesPass {
            tail.append(FormBox.Text(text: catalog.urgesPassLine(pass), style: theme.info, aside: true))
        }
        tail.append(FormBox.Text(text: catalog.urgeFollowUpAhead, style: theme.dim, aside: true))
        box.tail = tail
        box.draw(width: width, height: height, into: &frame, theme: theme)
    }

    /// 「今の強さは？」: the urge it asks about and how long ago, the strength now, and the plan used.
    static func drawFollowUp(
        _ form: UrgeFollowUpForm, state: AppState, width: Int, height: Int, into frame: inout Frame,
        catalog: Catalog, theme: Theme
    ) {
        var box = FormBox(title: catalog.followUpTitle)
        let minutes = state.moment.map {
            $0.minutes(
                since: JournalMoment(day: form.reference.day, time: form.urge.at),
                dayStartsAtHour: state.journal.settings.dayStartsAtHour)
        }
        box.lead = [
            FormBox.Text(text: catalog.followUpAbout(form.urge, minutes: max(0, minutes ?? 0)), style: theme.plain)
        ]
        box.rows = [
            FormBox.Row(
                label: catalog.followUpLabel(.after), focused: form.focus == .after, content: scale(form.after)),
            FormBox.Row(label: "", focused: false, content: .line(catalog.urgeStrengthScale, theme.dim)),
        ]
        if form.fields.contains(.plan) {
            let plans = form.plans.enumerated().map { index, id in
                let rule = state.journal.ifThenPlan(id: id).map { catalog.planRule($0.rule) } ?? id
                return FormBox.Choice(text: "\(index + 1) " + rule, chosen: form.plan == index)
            }
            box.rows.append(
                FormBox.Row(
                    label: catalog.followUpLabel(.plan), focused: form.focus == .plan,
                    content: .choices([FormBox.Choice(text: catalog.followUpNoPlan, chosen: form.plan == nil)] + plans))
            )
        }
        box.hint = FormBox.Text(text: catalog.followUpHint, style: theme.dim)
        box.draw(width: width, height: height, into: &frame, theme: theme)
    }
}
