import DanshuCore
import DanshuText

/// The command line's words for urges and if-then plans (design.md §9): `danshu urge` and `danshu plans`.
extension Catalog {
    // MARK: danshu urge: refusals

    /// A STRENGTH or `--after` that is not a whole number from 0 to 10.
    public func badUrgeStrength(_ text: String, option: String? = nil) -> String {
        let what = option ?? "STRENGTH"
        return pick(
            "\(what) は 0〜10 の整数で入れます（0 なし、10 とても強い。「\(text)」は使えません）",
            "\(what) is a whole number from 0 to 10 (0 none, 10 very strong), not '\(text)'")
    }

    /// `--at` that is no time of day.
    public func badClockTime(_ text: String) -> String {
        pick(
            "--at は HH:MM（24時間、例 21:10）で入れます（「\(text)」は使えません）",
            "--at takes a time as HH:MM (24-hour, e.g. 21:10), not '\(text)'")
    }

    /// A past DATE without `--at`: the time would only be a guess.
    public var urgeDateNeedsTime: String {
        pick(
            "今日でない日の衝動は --at HH:MM で時刻も指定します（例: danshu urge 7 --at 21:10 yesterday）",
            "an urge on another day needs its time too: --at HH:MM (e.g. danshu urge 7 --at 21:10 yesterday)")
    }

    /// A time after now today: maybe meant the night before.
    public var urgeFutureTimeHint: String {
        pick(
            "昨日のことなら DATE を付けます（例: danshu urge 7 --at 21:10 yesterday）",
            "for yesterday, give the DATE too (e.g. danshu urge 7 --at 21:10 yesterday)")
    }

    /// A `--trigger` word that names no trigger: the words there are, and where other words go.
    public func unknownTriggerWord(_ word: String) -> String {
        let words = UrgeTrigger.allCases.map { $0.rawValue + pick("（\(Catalog(.ja).urgeTrigger($0))）", "") }
            .joined(separator: pick("、", ", "))
        return pick(
            "「\(word)」はきっかけの一覧にありません。使える言葉: \(words)。一覧にないことは --trigger-text に書けます",
            "'\(word)' is not one of the triggers: \(words) (or their Japanese words); anything else goes in --trigger-text"
        )
    }

    /// A `--place` word that names no place: the words there are (the journal's, with the Japanese), nothing of `log`'s
    /// "empty clears it", which means nothing for a new urge.
    public func unknownUrgePlace(_ word: String) -> String {
        unknownUrgeContextWord("--place", word, DayContext.Place.allCases.map { ($0.rawValue, Catalog(.ja).place($0)) })
    }

    /// A `--company` word that names no company: the words there are.
    public func unknownUrgeCompany(_ word: String) -> String {
        unknownUrgeContextWord(
            "--company", word, DayContext.Company.allCases.map { ($0.rawValue, Catalog(.ja).company($0)) })
    }

    /// `--place は home（自宅）、out（店）… から選びます（「moon」は使えません）`.
    private func unknownUrgeContextWord(_ option: String, _ word: String, _ values: [(word: String, japanese: String)])
        -> String
    {
        let words = values.map { $0.word + pick("（\($0.japanese)）", "") }.joined(separator: pick("、", ", "))
        return pick(
            "\(option) は \(words) から選びます（「\(word)」は使えません）",
            "\(option) takes one of \(words) (or their Japanese words), not '\(word)'")
    }

    /// `--wait` that is not a number of minutes it takes.
    public func badUrgeWait(_ text: String, range: ClosedRange<Int>) -> String {
        pick(
            "--wait は \(range.lowerBound)〜\(range.upperBound) の分数で入れます（「\(text)」は使えません）",
            "--wait takes minutes from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
    }

    /// `--after-minutes` that is not a number of minutes a follow-up may be after.
    public func badAfterMinutes(_ text: String) -> String {
        let most = Limits.urgeFollowUpMinutes.upperBound
        return pick(
            "--after-minutes は 0〜\(most) の分数で入れます（「\(text)」は使えません）",
            "--after-minutes takes minutes from 0 to \(most), not '\(text)'")
    }

    /// `--after-minutes` without `--after`.
    public var afterMinutesNeedsAfter: String {
        pick("--after-minutes は --after（あとの強さ）と使います", "--after-minutes goes with --after (the strength afterwards)")
    }

    /// `--after N` for an urge more than 12 hours ago without `--after-minutes`.
    public var afterMinutesNeeded: String {
        let most = Limits.urgeFollowUpMinutes.upperBound
        return pick(
            "\(most / 60)時間より前の衝動のあとの強さは、何分後だったかを --after-minutes M で入れます（例: --after 3 --after-minutes 15）",
            "for an urge more than \(most / 60) hours ago, say how many minutes after it with --after-minutes M (e.g. --after 3 --after-minutes 15)"
        )
    }

    /// `--wait` with `--after`: the strength afterwards is either asked later or given now.
    public var urgeWaitWithAfter: String {
        pick("--wait（あとで聞く）と --after（今入れる）は一緒に使えません", "--wait (asked later) and --after (given now) cannot go together")
    }

    /// `--wait` without a STRENGTH: it waits after logging an urge.
    public var urgeWaitNeedsStrength: String {
        pick(
            "--wait は衝動を記録するときに使います（例: danshu urge 7 --wait 10）",
            "--wait goes with a new urge (e.g. danshu urge 7 --wait 10)")
    }

    /// A follow-up (no STRENGTH) with options that describe a new urge.
    public var urgeFollowUpTakesNoDetails: String {
        pick(
            "--trigger・--trigger-text・--place・--company・--note は新しい衝動を記録するときのものです（STRENGTH を付けます）",
            "--trigger, --trigger-text, --place, --company and --note describe a new urge: give its STRENGTH")
    }

    /// A DATE for a follow-up without `--at`: which urge of the day is not said.
    public var urgeFollowUpDateNeedsTime: String {
        pick("日を指定するときは --at HH:MM でどの衝動かも指定します", "with a DATE, name the urge by its time too: --at HH:MM")
    }

    /// `danshu urge --after N` with no urge waiting for it.
    public var noUrgeAwaitingFollowUp: String {
        pick(
            "あとの強さを待っている衝動はありません（この12時間）。時刻で選ぶなら --at HH:MM [DATE] を付けます",
            "no urge of the last 12 hours is waiting for its follow-up; name one with --at HH:MM [DATE]")
    }

    /// `danshu urge --after N --at HH:MM` naming a time with no urge.
    public func noUrgeAt(_ date: LocalDate, _ time: ClockTime) -> String {
        pick(
            "\(dateWithoutYear(date)) \(time.text) の衝動は記録されていません",
            "no urge is recorded at \(time.text) on \(dateWithoutYear(date))")
    }

    /// A plan number that is not one of `danshu plans list`'s.
    public func noSuchPlanNumber(_ text: String, count: Int) -> String {
        count == 0
            ? pick(
                "もしもプランはまだありません（danshu plans add で作れます）", "there are no if-then plans yet (danshu plans add makes one)")
            : pick(
                "もしもプランの番号は 1〜\(count) です（「\(text)」はありません。danshu plans list）",
                "if-then plans are numbered 1 to \(count), not '\(text)' (danshu plans list)")
    }

    /// `--plan N` naming a retired plan.
    public func planIsRetired(_ number: Int) -> String {
        pick(
            "プラン \(number) は休止中です（使うなら danshu plans retire \(number) --undo）",
            "plan \(number) is retired (take it back with danshu plans retire \(number) --undo)")
    }

    // MARK: danshu urge: what it prints

    /// The urge as recorded: `2026年11月29日(日) 21:10  衝動の強さ 7  ストレス・疲れ`.
    public func urgeLine(_ date: LocalDate, _ urge: Urge) -> String {
        var parts = [longDate(date) + " " + urge.at.text, pick("衝動の強さ \(urge.strength)", "urge of \(urge.strength)")]
        let triggers =
            urge.triggers.list.map(urgeTrigger) + (urge.triggerText.map { [pick("「\($0)」", "'\($0)'")] } ?? [])
        if !triggers.isEmpty { parts.append(triggers.joined(separator: pick("・", ", "))) }
        if let after = urge.after, let minutes = urge.afterMinutes { parts.append(urgeAfter(after, minutes: minutes)) }
        return parts.joined(separator: "  ")
    }

    /// `→ 3（12分後）` / `→ 3 (12 minutes on)`.
    public func urgeAfter(_ after: Int, minutes: Int) -> String {
        pick("→ \(after)（\(minutes)分後）", "→ \(after) (\(minutes) minute\(minutes == 1 ? "" : "s") on)")
    }

    /// Over the plans whose IF matches the urge.
    public var urgePlansForNow: String { pick("この時のもしもプラン（効いた順）:", "Your if-then plans for this (best first):") }
    /// Over the plans whose IF is typed.
    public var urgeOtherPlans: String { pick("ほかのプラン:", "Your other plans:") }
    /// When the person has plans, but none matches.
    public var urgeNoMatchingPlan: String {
        pick(
            "この時に合うもしもプランはありません（danshu plans add で作れます）",
            "None of your if-then plans is for this (danshu plans add makes one)")
    }
    /// Over the starter examples, before any plan.
    public var urgeStartersTitle: String {
        pick(
            "もしもプランはまだありません。例（danshu plans add --starter 番号 で追加できます）:",
            "No if-then plans yet. Examples (add one with danshu plans add --starter N):")
    }
    /// A starter example's number: `例1` / `#1`.
    public func starterNumber(_ n: Int) -> String { pick("例\(n)", "#\(n)") }
    /// Under a few examples: the others.
    public var urgeMoreStarters: String { pick("ほかの例: danshu plans list", "More examples: danshu plans list") }

    /// After an urge with no follow-up: how to give it.
    public var urgeFollowUpLater: String {
        pick(
            "あとの強さ（10分後など）は danshu urge --after 強さ [--plan 番号] で記録できます",
            "Give the strength later (after 10 minutes, say) with danshu urge --after N [--plan N]")
    }

    /// `--wait`: what happens while it waits.
    public func urgeWaiting(_ minutes: Int) -> String {
        pick(
            "\(minutes)分後に「今の強さは？」と聞きます（Ctrl-C で止めても衝動の記録は残ります）",
            "In \(minutes) minute\(minutes == 1 ? "" : "s") you will be asked how strong it is now (Ctrl-C stops; the urge stays recorded)"
        )
    }

    /// 「今の強さは？」.
    public var urgeAskNow: String { pick("今の強さは？（0〜10）", "How strong is it now? (0–10)") }
    /// A bad answer to it.
    public var urgeAskNowAgain: String { pick("0〜10 の数で答えてください", "Answer with a number from 0 to 10") }
    /// Which plan helped.
    public var urgeAskPlan: String {
        pick("使ったプランは？（番号。なければ Enter）", "Which plan did you use? (its number, or Enter for none)")
    }
    /// A bad answer to it.
    public var urgeAskPlanAgain: String { pick("プランの番号か Enter で答えてください", "Answer with a plan's number, or Enter") }
    /// The input ended before the answer: nothing more recorded, and how to give it later.
    public var urgeNoAnswer: String {
        pick(
            "答えがなかったので、あとの強さは記録していません。あとで記録するには: danshu urge --after 強さ",
            "No answer came, so no follow-up is recorded. To give it later: danshu urge --after N")
    }

    /// The follow-up recorded: `記録しました：衝動 7 → 3（12分後）`.
    public func urgeFollowUpRecorded(_ urge: Urge) -> String {
        let after = urge.after.map { urgeAfter($0, minutes: urge.afterMinutes ?? 0) } ?? ""
        return pick("記録しました：衝動 \(urge.strength) \(after)", "Recorded: urge of \(urge.strength) \(after)")
    }

    // MARK: danshu plans

    /// The list's columns.
    public var plansListHeader: [String] {
        [pick("番号", "#"), pick("もし", "If"), pick("なら", "Then"), pick("これまで", "So far")]
    }
    /// A retired plan's mark in the list.
    public var planRetiredMark: String { pick("（休止中）", "(retired)") }
    /// No plan yet.
    public var noIfThenPlans: String { pick("もしもプランはまだありません。", "No if-then plans yet.") }
    /// Over the starter examples in the list.
    public var plansStartersTitle: String {
        pick(
            "例（danshu plans add --starter 番号 で追加。自分で作るなら danshu plans add --if trigger:stress --then response:walk）:",
            "Examples (danshu plans add --starter N adds one; or make your own: danshu plans add --if trigger:stress --then response:walk):"
        )
    }

    /// A plan added, changed, retired, taken back or moved: said on standard error, the list follows.
    public func planAdded(_ rule: IfThenPlan.Rule) -> String { pick("追加しました：", "Added: ") + planRule(rule) }
    public func planEdited(_ rule: IfThenPlan.Rule) -> String { pick("変更しました：", "Changed: ") + planRule(rule) }
    public func planRetired(_ rule: IfThenPlan.Rule) -> String {
        pick("休止しました（これまでの記録は残ります）：", "Retired (its record stays): ") + planRule(rule)
    }
    /// An if-then plan whose IF and THEN both sides of a merge changed differently: ours is kept, theirs is in the file
    /// `danshu import --theirs` takes.
    public func mergeIfThenPlanKeptOurs(ours: IfThenPlan.Rule, theirs: IfThenPlan.Rule) -> String {
        pick(
            "もしもプランは両方で違う内容に変わっていたので、こちらの「\(planRule(ours))」を残しました（相手は「\(planRule(theirs))」）",
            "an if-then plan was changed differently on both sides; ours, \(planRule(ours)), is kept (theirs is \(planRule(theirs)))"
        )
    }
    public func planRestored(_ rule: IfThenPlan.Rule) -> String { pick("また使います：", "Back in use: ") + planRule(rule) }
    public func planMoved(_ rule: IfThenPlan.Rule, position: Int) -> String {
        pick("\(position)番目に移しました：", "Moved to \(position): ") + planRule(rule)
    }

    /// A `plans` action that is none of them.
    public func unknownPlansAction(_ word: String) -> String {
        pick(
            "plans の操作は list・add・edit・retire・move です（「\(word)」は使えません）",
            "plans takes list, add, edit, retire or move, not '\(word)'")
    }

    /// `--if` that names no situation.
    public func badPlanSituation(_ text: String) -> String {
        let triggers = UrgeTrigger.allCases.map(\.rawValue).joined(separator: "|")
        let places = DayContext.Place.allCases.map(\.rawValue).joined(separator: "|")
        let companies = DayContext.Company.allCases.map(\.rawValue).joined(separator: "|")
        return pick(
            """
            --if は次のどれかで指定します（「\(text)」は使えません）:
              trigger:\(triggers)（日本語の言葉も可）
              hours:18-22（0〜24時、終わりは始まりより後）
              place:\(places)
              company:\(companies)
              text:文字
            """,
            """
            --if takes one of these, not '\(text)':
              trigger:\(triggers) (or the Japanese words)
              hours:18-22 (0 to 24, the end after the start)
              place:\(places)
              company:\(companies)
              text:ANY WORDS
            """)
    }

    /// `--then` that names no response.
    public func badPlanResponse(_ text: String) -> String {
        let responses = CopingResponse.allCases.map(\.rawValue).joined(separator: "|")
        return pick(
            """
            --then は次のどれかで指定します（「\(text)」は使えません）:
              response:\(responses)（日本語の言葉も可）
              text:文字
            """,
            """
            --then takes one of these, not '\(text)':
              response:\(responses) (or the Japanese words)
              text:ANY WORDS
            """)
    }

    /// `plans add` without both `--if` and `--then`, or a starter.
    public var planAddNeedsIfAndThen: String {
        pick("--if と --then を両方指定します（例の追加は --starter 番号）", "give both --if and --then (or --starter N for an example)")
    }
    /// `plans add --starter N` with `--if` or `--then` too.
    public var planStarterWithIfThen: String {
        pick("--starter と --if・--then は一緒に使えません", "--starter cannot go with --if or --then")
    }
    /// `plans edit N` with neither.
    public var planEditNeedsIfOrThen: String { pick("--if か --then を指定します", "give --if, --then or both") }
    /// A starter number out of the list.
    public func badStarterNumber(_ text: String, count: Int) -> String {
        pick(
            "例の番号は 1〜\(count) です（「\(text)」はありません。danshu plans list）",
            "examples are numbered 1 to \(count), not '\(text)' (danshu plans list)")
    }
    /// An option of one action given to another.
    public func planOptionNotFor(_ option: String, action: String) -> String {
        pick("\(option) は plans \(action) には使えません", "\(option) does not go with plans \(action)")
    }
}
