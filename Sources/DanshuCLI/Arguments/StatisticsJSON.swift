import DanshuCore

/// `danshu stats --json`: a month's statistics and the streak facts as one JSON object with stable
/// English field names, one field a line, in a fixed order. Grams are numbers with one decimal.
/// `docs/cli.md` documents every field.
public enum StatisticsJSON {
    /// The JSON text, ending in a newline; with `urges` (`UrgeJSON.shows`), the month's urges last.
    public static func encode(_ report: MonthReport, urges: Bool = false) -> [UInt8] {
        let month = report.month
        let feelings = report.feelings
        let streaks = report.streaks
        let feedback = report.feedback
        var fields: [(String, [UInt8])] = []
        func add(_ name: String, _ value: [UInt8]) { fields.append((name, value)) }
        func string(_ s: String) -> [UInt8] {
            var out: [UInt8] = []
            out.appendJSONString(s)
            return out
        }
        func integer(_ n: Int) -> [UInt8] { Array(String(n).utf8) }
        func grams(_ tenths: Int) -> [UInt8] { Array(formatTenths(tenths).utf8) }
        func average(_ tenths: Int?) -> [UInt8] { tenths.map { Array(formatTenths($0).utf8) } ?? Array("null".utf8) }

        add("month", string(month.month.iso))
        add("today", string(report.today.iso))
        add("daysInMonth", integer(month.dayCount))
        add("elapsedDays", integer(month.elapsedDays))
        add("futureDays", integer(month.futureDays))
        add("soberDays", integer(month.soberDays))
        add("drinkingDays", integer(month.drinkingDays))
        add("unrecordedDays", integer(month.unrecordedDays))
        add("totalGrams", grams(month.totalTenths))
        add("averageGramsPerDrinkingDay", grams(month.averageTenthsPerDrinkingDay))
        add("dailyLimitGrams", grams(month.dailyLimitTenths))
        add("daysOverLimit", integer(month.daysOverLimit))
        if let heaviest = month.heaviestDay {
            add("heaviestDay", string(heaviest.date.iso))
            add("heaviestDayGrams", grams(heaviest.tenths))
        } else {
            add("heaviestDay", Array("null".utf8))
            add("heaviestDayGrams", Array("null".utf8))
        }
        add("soberDaysPerWeekGoal", integer(month.soberDaysPerWeekGoal))
        add("weeksMet", integer(month.weeksMet))
        add("weeksCounted", integer(month.weeksCounted))
        add("soberGoalDays", integer(month.soberGoalDays))
        add("soberGoalReached", Array((month.soberGoalReached ? "true" : "false").utf8))
        add("averageMoodSoberDays", average(feelings.moodOnSoberDaysTenths))
        add("averageMoodDrinkingDays", average(feelings.moodOnDrinkingDaysTenths))
        add("averageCraving", average(feelings.cravingTenths))
        add("currentStreak", integer(streaks.current))
        add("longestStreak", integer(streaks.longest))
        add("currentIsLongest", Array((streaks.currentIsLongest ? "true" : "false").utf8))
        add("totalSoberDays", integer(streaks.totalSoberDays))
        add("soberDaysThisMonth", integer(streaks.soberDaysThisMonth))
        add("nextMilestone", streaks.nextMilestone.map(integer) ?? Array("null".utf8))
        add("daysToHabit", integer(streaks.daysToHabit))
        // AUDIT-C from the diary as of today and at each of the last 12 month ends; the last four weeks against the risk
        // line and people like the user.
        add("auditC", ClinicalFeedbackJSON.auditC(report.auditC, history: report.auditCHistory).inline())
        add("comparison", ClinicalFeedbackJSON.comparison(report.comparison).inline())
        // The situations of the month's heavy drinking days (design.md §8).
        add("heavyDaySituations", ContextJSON.situations(report.heavySituations).inline())
        // Feedback (design.md §6): null where its setting is off.
        let null = Array("null".utf8)
        add("secondUnit", string(report.secondUnit.rawValue))
        add("totalInSecondUnit", report.totalInSecondUnitTenths.map(grams) ?? null)
        add("kcal", integer(feedback.kcal))
        add("spentYen", integer(feedback.spentYen))
        add("yearSpentYen", integer(feedback.yearSpentYen))
        add("usualYenPerWeek", integer(report.usualYenPerWeek))
        add("notSpentYen", feedback.notSpentYen.map(integer) ?? null)
        add("streakNotSpentYen", report.streakNotSpentYen.map(integer) ?? null)
        // The month's urges (design.md §9), zeros while it has none, once the journal has an urge or a plan.
        if urges { add("urges", UrgeJSON.report(report.urges).inline()) }

        var out: [UInt8] = [0x7B, 0x0A]
        for (i, field) in fields.enumerated() {
            out.appendASCII("  ")
            out.appendJSONString(field.0)
            out.appendASCII(": ")
            out.append(contentsOf: field.1)
            out.appendASCII(i == fields.count - 1 ? "\n" : ",\n")
        }
        out.appendASCII("}\n")
        return out
    }
}
