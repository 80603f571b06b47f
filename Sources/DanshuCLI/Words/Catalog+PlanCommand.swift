import DanshuCore
import DanshuText

/// `danshu plan`'s words: its refusals and what `--show` prints.
extension Catalog {
    public var planOptionsTogether: String {
        pick(
            "--days と --max、--sober、--none、--show はどれか1つだけ使えます（--days と --max は一緒に使えます）",
            "use one of --days and --max (together or alone), --sober, --none and --show")
    }

    public func message(for problem: PlanInput.DaysProblem, text: String) -> String {
        let forms = pick("fri,sat、金,土、金土、mon-thu のように", "like fri,sat, friday or mon-thu")
        switch problem {
        case .empty: return pick("--days に曜日を指定してください（\(forms)）", "--days needs weekdays, \(forms)")
        case .unknownDay(let word):
            return pick("「\(word)」は曜日ではありません（\(forms)）", "'\(word)' is not a weekday: write them \(forms)")
        }
    }

    public func badPlanAmount(_ text: String) -> String {
        pick(
            "「\(text)」は上限の量ではありません。グラム（40、40g）か杯数（2drinks、2ドリンク）で、\(planLimits) の範囲で指定してください",
            "'\(text)' is not an amount: give grams (40, 40g) or drinks of the second unit (2drinks), from \(planLimits)"
        )
    }

    public var planNeedsDays: String {
        pick(
            "この週には飲む日の予定がありません。--days で飲む日を指定してください（飲まない週は --sober）",
            "this week has no drinking days planned: name them with --days (--sober plans a week without)")
    }

    public var planNeedsMax: String {
        pick(
            "飲む日の上限を --max で指定してください（例: --max 40g、--max 2drinks）",
            "give the most for a drinking day with --max (e.g. --max 40g or --max 2drinks)")
    }

    /// `2026年11月29日〜12月5日の予定: 金・土 40g まで` / `Plan for 29 Nov – 5 Dec 2026: Fri, Sat up to 40g`; `予定なし`.
    public func planShowTitle(_ start: LocalDate, _ end: LocalDate, plan: String?) -> String {
        pick("\(weekSpan(start, end))の予定: ", "Plan for \(weekSpan(start, end)): ") + (plan ?? pick("なし", "none"))
    }

    /// The suggestion and the command that takes it: `提案: 30g まで（…）` and `danshu plan 2026-12-06 --max 30g`, with
    /// `--days DAYS` too when the week has no drinking day planned yet.
    public func planShowSuggestion(
        _ suggestion: PlanSuggestion?, _ unit: SecondUnit, week: LocalDate, needsDays: Bool,
        today: LocalDate
    ) -> String {
        guard let suggestion else {
            return pick("提案: なし（", "Suggested: none (") + planSuggestionReason(nil, today: today) + pick("）", ")")
        }
        let command =
            "danshu plan \(week.iso)" + (needsDays ? " --days DAYS" : "") + " --max "
            + formatTenthsCompact(suggestion.maxTenths) + "g"
        return pick(
            "提案: \(planAmount(suggestion.maxTenths, unit))（\(planSuggestionReason(suggestion, today: today))）\n使うには: \(command)",
            "Suggested: \(planAmount(suggestion.maxTenths, unit)) (\(planSuggestionReason(suggestion, today: today)))\nto take it: \(command)"
        )
    }
}

extension Catalog {
    /// `danshu plan --help`'s details.
    var planDetails: String {
        pick(
            """
            WEEK はその週のどの日でも（DATE の書き方、または this、next、last、今週、来週、先週）。省くと今週です。
            週は設定 weekStartsOn のとおり始まります。\(Limits.planWeeksAhead)週先まで予定を立てられます。

              --days DAYS      飲むつもりの曜日（fri,sat、金,土、金土、mon-thu）
              --max AMOUNT     飲む日1日の上限: グラム（40、40g）か杯数（2drinks、2ドリンク。1杯は設定 secondUnit の
                               単位、なければ 10g）。\(planLimits)。予定がある週なら片方だけでも変えられます
              --sober          飲む日のない週として予定する
              --none           その週の予定をなくす
              --show           その週の予定と記録、予定どおりだった日、提案を表示（オプションなしでも同じ）

            予定どおりの日: 休肝日か、予定した飲む日で上限以内だった日。提案は直近14日（今日まで）で最も多い日から
            1杯減らした量（g 未満は切り捨て）で、多量飲酒の日の線（sex が male なら 60g、ほかは 40g）を超えません。
            超えるときはその線で、そこから週ごとに1杯ずつ1日の上限へ下げていきます。表示するだけです（使うときは --max で）。

            例:
              danshu plan --days fri,sat --max 40g
              danshu plan next --days 金,土 --max 2ドリンク
              danshu plan --show
              danshu plan 2026-12-06 --none
            """,
            """
            WEEK is any day of the week (a DATE, or this, next, last); this week when left out. Weeks start as the
            setting weekStartsOn says. Weeks up to \(Limits.planWeeksAhead) ahead can be planned.

              --days DAYS      the days you mean to drink (fri,sat, friday, mon-thu)
              --max AMOUNT     the most on each of them: grams (40, 40g) or drinks (2drinks; a drink is the setting
                               secondUnit's unit, else 10 g), \(planLimits); a planned week can change either alone
              --sober          plan the week without a drinking day
              --none           leave the week with no plan
              --show           print the week's plan beside what was recorded, the days as planned and the
                               suggestion (the same as no option)

            A day as planned is a sober day, or a planned drinking day within its amount. The suggestion is the
            heaviest day of the last 14 days (today included) less one drink, in whole grams, and never above the
            heavy-drinking-day line (60 g with sex male, else 40 g): past it, the line itself, from which each week
            steps down a drink towards the daily limit. It is only shown: --max takes it.

            Examples:
              danshu plan --days fri,sat --max 40g
              danshu plan next --days sat --max 2drinks
              danshu plan --show
              danshu plan 2026-12-06 --none
            """)
    }
}

extension Catalog {
    /// A week whose plan both sides of a merge changed differently: ours is kept, and the command that takes theirs.
    public func mergePlanKeptOurs(_ start: LocalDate, ours: WeekPlan?, theirs: WeekPlan?, unit: SecondUnit) -> String {
        let span = weekSpan(start, start.adding(days: 6))
        let o = ours.map { planSummary($0, weekStart: start, unit) } ?? pick("なし", "none")
        let t = theirs.map { planSummary($0, weekStart: start, unit) } ?? pick("なし", "none")
        let command =
            theirs.map { "danshu plan \(start.iso) " + planArguments($0) } ?? "danshu plan \(start.iso) --none"
        return pick(
            "\(span)の予定は両方で違う内容に変わっていたので、こちらの「\(o)」を残しました（相手は「\(t)」。\(command) で変えられます）",
            "the plan for \(span) was changed differently on both sides; ours, \(o), is kept (theirs is \(t); \(command) takes it)"
        )
    }

    /// The options of `danshu plan` that make a plan: `--days fri,sat --max 40g`, `--sober`.
    func planArguments(_ plan: WeekPlan) -> String {
        guard let maxTenths = plan.maxTenths, !plan.drinkingDays.isEmpty else { return "--sober" }
        return "--days " + plan.sortedDrinkingDays.map(\.name).joined(separator: ",") + " --max "
            + formatTenthsCompact(maxTenths) + "g"
    }
}

extension Catalog {
    /// A week an import file plans differently: `2026年11月29日〜12月5日の予定: こちら 金・土 40g まで / ファイル 土 20g まで`.
    public func planConflict(_ start: LocalDate, ours: String, theirs: String) -> String {
        let span = weekSpan(start, start.adding(days: 6))
        return pick("\(span)の予定: こちら \(ours) / ファイル \(theirs)", "plan for \(span): ours \(ours) / the file's \(theirs)")
    }

    /// `予定: 追加 2週、同じ 1週、違う 1週（こちらを残しました）`.
    public func planImportSummary(added: Int, same: Int, conflicts: Int, replaced: Bool) -> String {
        let kept =
            conflicts == 0
            ? "" : replaced ? pick("（ファイルの予定にしました）", " (the file's taken)") : pick("（こちらを残しました）", " (ours kept)")
        return pick(
            "予定: 追加 \(added)週、同じ \(same)週、違う \(conflicts)週",
            "Plans: \(weeksWord(added)) added, \(same) the same, \(conflicts) different")
            + kept
    }

    private func weeksWord(_ n: Int) -> String { n == 1 ? "1 week" : "\(n) weeks" }
}
