import DanshuCore
import DanshuText
/// `danshu plan`'s words: its refusals and what `--show` prints.
extension Catalog {
    /// `stats --weeks`' columns once a week has a plan.
    public var plannedDaysHeader: String { pick("飲む予定", "Planned") }
    public var asPlannedHeader: String { pick("予定どおり", "As planned") }

    public var planOptionsTogether: String {
        pick("--days と --max、--sober、--none、--show はどれか1つだけ使えます（--days と --max は一緒に使えます）",
             "use one of --days and --max (together or alone), --sober, --none and --show")
    }

    public func message(for problem: PlanInput.DaysProblem, text: String) -> String {
        let forms = pick("fri,sat、金,土、金土、mon-thu のように", "like fri,sat, friday, mon-thu or 金,土")
        switch problem {
        case .empty: return pick("--days に曜日を指定してください（\(forms)）", "--days needs weekdays, \(forms)")
        case .unknownDay(let word): return pick("「\(word)」は曜日ではありません（\(forms)）", "'\(word)' is not a weekday: write them \(forms)")
        }
    }

    public func badPlanAmount(_ text: String) -> String {
        pick("「\(text)」は上限の量ではありません。グラム（40、40g）か杯数（2drinks、2ドリンク）で、\(planLimits) の範囲で指定してください",
             "'\(text)' is not an amount: give grams (40, 40g) or drinks of the second unit (2drinks), from \(planLimits)")
    }

    public var planNeedsDays: String {
        pick("この週には飲む日の予定がありません。--days で飲む日を指定してください（飲まない週は --sober）",
             "this week has no drinking days planned: name them with --days (--sober plans a week without)")
    }

    public var planNeedsMax: String {
        pick("飲む日の上限を --max で指定してください（例: --max 40g、--max 2drinks）",
             "give the most for a drinking day with --max (e.g. --max 40g or --max 2drinks)")
    }

    /// `2026年11月29日〜12月5日の予定: 金・土 40g まで` / `Plan for 29 Nov – 5 Dec 2026: Fri, Sat up to 40g`; `予定なし`.
    public func planShowTitle(_ start: LocalDate, _ end: LocalDate, plan: String?) -> String {
        pick("\(weekSpan(start, end))の予定: ", "Plan for \(weekSpan(start, end)): ") + (plan ?? pick("なし", "none"))
    }

    /// The suggestion and the command that takes it: `提案: 30g まで（…）: danshu plan 2026-12-06 --max 30g`.
    public func planShowSuggestion(_ suggestion: PlanSuggestion?, _ unit: SecondUnit, week: LocalDate) -> String {
        guard let suggestion else { return pick("提案: なし（", "Suggested: none (") + planSuggestionReason(nil) + pick("）", ")") }
        let grams = formatTenthsCompact(suggestion.maxTenths) + "g"
        return pick("提案: \(planAmount(suggestion.maxTenths, unit))（\(planSuggestionReason(suggestion))）\n使うには: danshu plan \(week.iso) --max \(grams)",
                    "Suggested: \(planAmount(suggestion.maxTenths, unit)) (\(planSuggestionReason(suggestion)))\nto take it: danshu plan \(week.iso) --max \(grams)")
    }
}

extension Catalog {
    /// `danshu plan --help`'s details.
    var planDetails: String {
        pick("""
            WEEK はその週のどの日でも（DATE の書き方、または this、next、last、今週、来週、先週）。省くと今週です。
            週は設定 weekStartsOn のとおり始まります。\(Limits.planWeeksAhead)週先まで予定を立てられます。

              --days DAYS      飲むつもりの曜日（fri,sat、金,土、金土、mon-thu）
              --max AMOUNT     飲む日1日の上限: グラム（40、40g）か杯数（2drinks、2ドリンク。1杯は設定 secondUnit の
                               単位、なければ 10g）。\(planLimits)。予定がある週なら片方だけでも変えられます
              --sober          飲む日のない週として予定する
              --none           その週の予定をなくす
              --show           その週の予定と記録、予定どおりだった日、提案を表示（オプションなしでも同じ）

            予定どおりの日: 休肝日か、予定した飲む日で上限以内だった日。提案は直近2週で最も多い日から1杯減らした量で、
            表示するだけです（使うときは --max で）。

            例:
              danshu plan --days fri,sat --max 40g
              danshu plan next --days 金,土 --max 2ドリンク
              danshu plan --show
              danshu plan 2026-12-06 --none
            """, """
            WEEK is any day of the week (a DATE, or this, next, last); this week when left out. Weeks start as the
            setting weekStartsOn says. Weeks up to \(Limits.planWeeksAhead) ahead can be planned.

              --days DAYS      the days you mean to drink (fri,sat, friday, mon-thu, 金,土)
              --max AMOUNT     the most on each of them: grams (40, 40g) or drinks (2drinks; a drink is the setting
                               secondUnit's unit, else 10 g), \(planLimits); a planned week can change either alone
              --sober          plan the week without a drinking day
              --none           leave the week with no plan
              --show           print the week's plan beside what was recorded, the days as planned and the
                               suggestion (the same as no option)

            A day as planned is a sober day, or a planned drinking day within its amount. The suggestion, the heaviest
            day of the last two weeks less one drink, is only shown: --max takes it.

            Examples:
              danshu plan --days fri,sat --max 40g
              danshu plan next --days sat --max 2drinks
              danshu plan --show
              danshu plan 2026-12-06 --none
            """)
    }
}
