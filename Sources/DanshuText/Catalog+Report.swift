import DanshuCore

/// The words of the report for the doctor (design.md §8), shared by its text, its HTML and the app's pane.
extension Catalog {
    /// `飲酒日記レポート` / `Drinking diary report`.
    public var reportTitle: String { pick("飲酒日記レポート", "Drinking diary report") }

    /// `2026年11月2日(月)〜11月29日(日)（4週間）` / `Mon 2 Nov – Sun 29 Nov 2026 (4 weeks)`.
    public func reportPeriod(_ from: LocalDate, _ to: LocalDate, weeks: Int) -> String {
        let w = pick("\(weeks)週間", weeks == 1 ? "1 week" : "\(weeks) weeks")
        return pick(
            "\(longDate(from))〜\(to.year == from.year ? "\(to.month)月\(to.day)日(\(weekdayNames[to.weekday]))" : longDate(to))（\(w)）",
            "\(longDate(from)) – \(longDate(to)) (\(w))")
    }

    /// The thresholds in use, and for an unspecified sex that they are the women's and how to change it.
    public func reportSex(_ sex: Sex) -> String {
        switch sex {
        case .male: return pick("性別: \(sexWord(sex))（男性の基準）", "Sex: \(sexWord(sex)) (men's thresholds)")
        case .female: return pick("性別: \(sexWord(sex))（女性の基準）", "Sex: \(sexWord(sex)) (women's thresholds)")
        case .unspecified:
            return pick(
                "性別: 未設定（低い方の女性の基準を使用。設定: danshu config sex male|female）",
                "Sex: not set, so the lower, women's thresholds apply (set: danshu config sex male|female)")
        }
    }

    /// The limits the marks and weeks are measured against.
    public func reportLimits(dailyTenths: Int, heavyTenths: Int, weeklyTenths: Int, goal: Int) -> String {
        let weekly =
            weeklyTenths > 0
            ? pick("・週の上限 \(limitGrams(weeklyTenths))", ", weekly budget \(limitGrams(weeklyTenths))") : ""
        return pick(
            "1日の上限 \(limitGrams(dailyTenths))・多量飲酒日 \(limitGrams(heavyTenths))超\(weekly)・休肝日 週\(goal)日",
            "Daily limit \(limitGrams(dailyTenths)), heavy drinking day over \(limitGrams(heavyTenths))\(weekly), \(goal) sober days a week"
        )
    }

    /// A limit set in whole grams, without a decimal: `20g`.
    public func limitGrams(_ tenths: Int) -> String { tenths % 10 == 0 ? "\(tenths / 10)g" : formatGrams(tenths) }

    /// The mark of a day, the same in both languages: it needs no color.
    public func reportMark(_ mark: ClinicReport.Mark) -> String {
        switch mark {
        case .sober: return "◎"
        case .withinLimit: return "○"
        case .overLimit: return "△"
        case .heavy: return "×"
        case .unrecorded: return "-"
        }
    }

    /// What each mark means, one item a mark.
    public func reportMarkLegend(heavyTenths: Int) -> [String] {
        ClinicReport.Mark.allCases.map { mark in
            let words: String
            switch mark {
            case .sober: words = pick("休肝日", "sober")
            case .withinLimit: words = pick("上限以内", "within the limit")
            case .overLimit: words = pick("上限超え", "over the limit")
            case .heavy:
                words = pick(
                    "多量飲酒日（\(limitGrams(heavyTenths))超）", "heavy drinking day (over \(limitGrams(heavyTenths)))")
            case .unrecorded: words = pick("未記録", "not recorded")
            }
            return reportMark(mark) + " " + words
        }
    }

    /// `11/2(月)` / `Mon 2 Nov`.
    public func reportDate(_ d: LocalDate) -> String {
        pick(
            "\(d.month)/\(d.day)(\(weekdayNames[d.weekday]))",
            "\(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][d.weekday]) \(d.day) \(shortMonth(d.month))")
    }

    /// Between the items of a list on one line: `、` / `, `.
    public var listSeparator: String { pick("、", ", ") }
    /// What a day was: its drinks (`ビール500缶 × 2、日本酒1合 × 1`), sober, or not recorded.
    public func reportDay(_ day: ClinicReport.Day) -> String {
        switch day.mark {
        case .unrecorded: return reportUnrecorded
        case .sober:
            // A day of only non-alcoholic drinks is sober, and its drinks are still listed (design.md §1).
            guard !day.drinks.isEmpty else { return reportSober }
            let list = day.drinks.map { drinkLine(name: $0.name, count: $0.count) }.joined(separator: listSeparator)
            return pick("休肝日（ノンアル: \(list)）", "sober (non-alcoholic: \(list))")
        case .withinLimit, .overLimit, .heavy:
            let drinks = day.drinks
            guard !drinks.isEmpty else { return reportNoDrinksEntered }
            return drinks.map { drinkLine(name: $0.name, count: $0.count) }.joined(separator: listSeparator)
        }
    }

    public var reportUnrecorded: String { pick("未記録", "not recorded") }
    public var reportSober: String { pick("休肝日", "sober") }
    /// A drinking day answered はい with nothing entered.
    public var reportNoDrinksEntered: String { pick("（飲み物の記録なし）", "(no drinks entered)") }
    public func reportNote(_ note: String) -> String { pick("メモ: ", "Note: ") + note }

    // MARK: Weeks

    public var reportDaysTitle: String { pick("日ごと", "Day by day") }
    public var reportWeeksTitle: String { pick("週ごと", "Week by week") }
    /// A week's total against the weekly budget while one is set (`ReportWeek.isOverBudget`): `84.0g（上限 100g 以内）` /
    /// `84.0g (within the 100g budget)`.
    public func reportWeekTotal(_ week: ReportWeek, of report: ClinicReport) -> String {
        let total = grams(week.total.totalTenths, report.secondUnit)
        guard report.budgetIsOn else { return total }
        let budget = limitGrams(report.weeklyLimitTenths)
        return week.isOverBudget
            ? pick("\(total)（上限 \(budget) 超え）", "\(total) (over the \(budget) budget)")
            : pick("\(total)（上限 \(budget) 以内）", "\(total) (within the \(budget) budget)")
    }

    /// A week's days: `11/22〜11/28`; a partial week its days inside the report and that it is a part:
    /// `11/2〜11/7（一部）`, `11/29（一部）` / `2 Nov–7 Nov (partial)`.
    public func reportWeekSpan(_ week: WeekTotal) -> String {
        guard week.isPartial else { return shortSpan(week.firstDay, week.lastDay) }
        let span = week.from == week.to ? weekLabel(week.from) : shortSpan(week.from, week.to)
        return pick("\(span)（一部）", "\(span) (partial)")
    }

    /// A week's sober days against the goal: `休肝日 3日 / 目標 2日 達成` / `3 sober days, goal 2: met`; a partial week
    /// against its share of the goal: `休肝日 2日 / 6日分の目標 2日 達成` / `2 sober days, goal 2 for 6 days: met`;
    /// a week under way short of the goal is `途中` / `so far`, one with nothing recorded says so.
    public func reportWeekSober(_ row: ReportWeek, goal: Int) -> String {
        let week = row.total
        let outcome: String
        switch row.soberGoal {
        case .met: outcome = pick(" 達成", ": met")
        case .missed: outcome = pick(" 未達", ": missed")
        case nil: outcome = week.hasRecord ? pick("（途中）", ": so far") : pick("（記録なし）", " (nothing recorded)")
        }
        let sober = week.soberDays == 1 ? "1 sober day" : "\(week.soberDays) sober days"
        let asked = row.soberGoalDays
        guard week.isPartial else {
            return pick("休肝日 \(week.soberDays)日 / 目標 \(goal)日", "\(sober), goal \(goal)") + outcome
        }
        return pick(
            "休肝日 \(week.soberDays)日 / \(week.dayCount)日分の目標 \(asked)日",
            "\(sober), goal \(asked) for \(days(week.dayCount))") + outcome
    }

    // MARK: Summary

    public var reportSummaryTitle: String { pick("まとめ", "Summary") }
    public func reportThisPeriod(weeks: Int) -> String {
        pick("この\(weeks)週間", weeks == 1 ? "This week" : "These \(weeks) weeks")
    }
    public func reportPreviousPeriod(weeks: Int) -> String {
        pick("前の\(weeks)週間", weeks == 1 ? "The week before" : "The \(weeks) before")
    }
    public var reportRecordedDays: String { pick("記録した日", "Recorded days") }
    public var reportDrinkingDays: String { pick("  飲酒日", "  drinking") }
    public var reportSoberDays: String { pick("  休肝日", "  sober") }
    public var reportUnrecordedDays: String { pick("未記録の日", "Not recorded") }
    public var reportTotal: String { pick("合計純アルコール", "Total pure alcohol") }
    public var reportPerRecordedDay: String { pick("記録した日の1日平均", "Per recorded day") }
    public func reportHeavyDays(heavyTenths: Int) -> String {
        pick("多量飲酒日（\(limitGrams(heavyTenths))超）", "Heavy drinking days (over \(limitGrams(heavyTenths)))")
    }
    public var reportWHOLevel: String { pick("WHO の飲酒リスク", "WHO drinking risk level") }
    public func reportWHOLevelName(_ level: WHORiskLevel?) -> String {
        switch level {
        case .low?: return pick("低", "low")
        case .medium?: return pick("中", "medium")
        case .high?: return pick("高", "high")
        case .veryHigh?: return pick("非常に高", "very high")
        case nil: return "—"
        }
    }
    /// A figure of a span without a recorded day.
    public var reportNone: String { "—" }

    // MARK: Responder criteria

    public var reportResponderTitle: String {
        pick("治療反応の目安（HAUDY 試験の基準、前の期間と比べて）", "Response criteria (as in the HAUDY trial, against the span before)")
    }
    public var reportHDDCriterion: String { pick("多量飲酒日が28日あたり4日以下", "Heavy drinking days at most 4 per 28 days") }
    public var reportGramsCriterion: String { pick("1日あたりの量が70%以上減少", "Grams per day down by 70% or more") }
    public var reportWHOCriterion: String { pick("WHO リスクが2段階以上低下", "WHO risk level down two steps or more") }
    public func reportCriterion(_ met: Bool?) -> String {
        switch met {
        case true?: return pick("満たす", "met")
        case false?: return pick("満たさない", "not met")
        case nil: return pick("—（比べられません）", "— (cannot be compared)")
        }
    }

    /// What the report is, for the person reading it.
    public var reportFootnote: String {
        pick(
            "danshu の記録から作成。未記録の日は休肝日に数えていません。",
            "Made from danshu's diary. Days not recorded are never counted as sober.")
    }

    // MARK: The app

    /// The key line's words in the report pane.
    public var reportWriteHTML: String { pick("HTML に書き出す", "write HTML") }
    /// Where the HTML was written.
    public func reportWritten(_ path: String) -> String { pick("レポートを書き出しました: \(path)", "Report written: \(path)") }
    /// `report --output` that could not be written: the file, why, and what `--output` takes; never a word of the
    /// journal, which a report does not touch.
    public func reportOutputFailed(_ path: String, reason: String) -> String {
        pick(
            "レポートを \(path) に書き出せませんでした: \(reason)。--output には書き込めるフォルダーか、その中のファイル名を指定してください",
            "could not write the report to \(path): \(reason); --output takes a folder you can write to, or a file name in one"
        )
    }
    /// `report --to` a day to come.
    public func reportEndInFuture(_ date: LocalDate, today: LocalDate) -> String {
        pick(
            "--to \(date.iso) は未来の日です。レポートは今日（\(today.iso)）かそれより前の日で終わります",
            "--to \(date.iso) is in the future; a report ends today (\(today.iso)) or earlier")
    }
    public func reportNotWritten(_ reason: String) -> String {
        pick("レポートを書き出せませんでした: \(reason)", "Could not write the report: \(reason)")
    }
}
