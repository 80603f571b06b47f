import DanshuCore

/// `danshu stats --weeks N --json`: the trends pane's numbers as one JSON object with stable English field
/// names: the settings they were measured against, one week a line (oldest first), and the comparison of the
/// last four weeks (the 28 days ending today, `FourWeeks`) with the four before, per recorded day. Grams are numbers
/// with one decimal. `docs/cli.md` documents every field.
public enum TrendsJSON {
    /// The JSON text, ending in a newline.
    public static func encode(_ report: TrendsReport) -> [UInt8] {
        var out: [UInt8] = []
        out.appendASCII("{\n  \"today\": ")
        out.appendJSONString(report.today.iso)
        out.appendASCII(",\n  \"weekStartsOn\": ")
        out.appendJSONString(report.weekStartsOn.rawValue)
        out.appendASCII(",\n  \"weeklyLimitGrams\": ")
        out.appendInteger(report.weeklyLimitGrams)
        out.appendASCII(",\n  \"soberDaysPerWeekGoal\": ")
        out.appendInteger(report.soberDaysPerWeekGoal)
        out.appendASCII(",\n  \"secondUnit\": ")
        out.appendJSONString(report.secondUnit.rawValue)
        out.appendASCII(",\n  \"weeks\": [\n")
        for (i, row) in report.weeks.enumerated() {
            let week = row.total
            out.appendASCII("    {\"start\": ")
            out.appendJSONString(week.firstDay.iso)
            out.appendASCII(", \"end\": ")
            out.appendJSONString(week.lastDay.iso)
            out.appendASCII(", \"complete\": ")
            out.appendASCII(week.isComplete ? "true" : "false")
            out.appendASCII(", \"totalGrams\": ")
            out.append(contentsOf: formatTenths(week.totalTenths).utf8)
            out.appendASCII(", \"totalInSecondUnit\": ")
            appendTenths(row.totalInSecondUnitTenths, to: &out)
            out.appendASCII(", \"averageGramsPerDrinkingDay\": ")
            out.append(contentsOf: formatTenths(week.averageTenthsPerDrinkingDay).utf8)
            out.appendASCII(", \"overLimit\": ")
            out.appendASCII(row.isOverBudget ? "true" : "false")
            out.appendASCII(", \"drinkingDays\": ")
            out.appendInteger(week.drinkingDays)
            out.appendASCII(", \"soberDays\": ")
            out.appendInteger(week.soberDays)
            out.appendASCII(", \"unrecordedDays\": ")
            out.appendInteger(week.unrecordedDays)
            out.appendASCII(", \"metSoberGoal\": ")
            switch row.soberGoal {
            case .met: out.appendASCII("true")
            case .missed: out.appendASCII("false")
            case nil: out.appendASCII("null")
            }
            out.appendASCII(", \"averageCraving\": ")
            appendTenths(week.averageCravingTenths, to: &out)
            appendPlan(row.plan, to: &out)
            out.appendASCII(i == report.weeks.count - 1 ? "}\n" : "},\n")
        }
        let c = report.comparison
        out.appendASCII("  ],\n  \"comparison\": {\"recentStart\": ")
        out.appendJSONString(c.recent.from.iso)
        out.appendASCII(", \"recentEnd\": ")
        out.appendJSONString(c.recent.to.iso)
        out.appendASCII(", \"recentGrams\": ")
        out.append(contentsOf: formatTenths(c.recent.totalTenths).utf8)
        out.appendASCII(", \"recentRecordedDays\": ")
        out.appendInteger(c.recent.recordedDays)
        out.appendASCII(", \"recentGramsPerRecordedDay\": ")
        appendTenths(c.recent.tenthsPerRecordedDay, to: &out)
        out.appendASCII(", \"earlierStart\": ")
        out.appendJSONString(c.earlier.from.iso)
        out.appendASCII(", \"earlierEnd\": ")
        out.appendJSONString(c.earlier.to.iso)
        out.appendASCII(", \"earlierGrams\": ")
        out.append(contentsOf: formatTenths(c.earlier.totalTenths).utf8)
        out.appendASCII(", \"earlierRecordedDays\": ")
        out.appendInteger(c.earlier.recordedDays)
        out.appendASCII(", \"earlierGramsPerRecordedDay\": ")
        appendTenths(c.earlier.tenthsPerRecordedDay, to: &out)
        out.appendASCII(", \"neededRecordedDays\": ")
        out.appendInteger(FourWeeks.neededRecordedDays)
        out.appendASCII(", \"changePercent\": ")
        if let percent = c.changePercent { out.appendInteger(percent) } else { out.appendASCII("null") }
        out.appendASCII(", \"goalWeeksMet\": ")
        out.appendInteger(c.goalWeeksMet)
        out.appendASCII(", \"goalWeeksMissed\": ")
        out.appendInteger(c.goalWeeksMissed)
        out.appendASCII(", \"goalWeeksCounted\": ")
        out.appendInteger(c.goalWeeksCounted)
        out.appendASCII("}\n}\n")
        return out
    }

    /// The week against its plan (`PlanTally`): `plannedDays`, `daysAsPlanned`, `daysNotAsPlanned`, `planDays` and
    /// `planMaxGrams`, each null for a week no plan covers.
    private static func appendPlan(_ plan: PlanTally?, to out: inout [UInt8]) {
        func integer(_ name: StaticString, _ value: Int?) {
            out.appendASCII(", \"")
            out.appendASCII(name)
            out.appendASCII("\": ")
            if let value { out.appendInteger(value) } else { out.appendASCII("null") }
        }
        integer("plannedDays", plan?.plannedDays)
        integer("daysAsPlanned", plan?.daysAsPlanned)
        integer("daysNotAsPlanned", plan?.daysNotAsPlanned)
        out.appendASCII(", \"planDays\": ")
        if let plan {
            out.appendASCII("[")
            for (i, day) in plan.plan.sortedDrinkingDays.enumerated() {
                if i > 0 { out.appendASCII(", ") }
                out.appendJSONString(day.name)
            }
            out.appendASCII("]")
        } else {
            out.appendASCII("null")
        }
        out.appendASCII(", \"planMaxGrams\": ")
        appendTenths(plan?.plan.maxTenths, to: &out)
    }

    /// Tenths with one decimal, or null.
    private static func appendTenths(_ tenths: Int?, to out: inout [UInt8]) {
        if let tenths { out.append(contentsOf: formatTenths(tenths).utf8) } else { out.appendASCII("null") }
    }
}
