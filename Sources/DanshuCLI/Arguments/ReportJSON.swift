import DanshuCore
import DanshuStore

/// `danshu report --format json`: the report for the doctor with stable English field names (`docs/cli.md`). Each
/// top-level field is on a line of its own, each day and week on one line. Grams are numbers with one decimal.
public enum ReportJSON {
    /// With `urges` (`UrgeJSON.shows`), the period's urges before the weeks.
    public static func encode(_ report: ClinicReport, notes: Bool, today: LocalDate, urges: Bool = false) -> [UInt8] {
        let unit = report.secondUnit
        func grams(_ tenths: Int) -> JSONValue { .number(formatTenths(tenths)) }
        func optional<T>(_ value: T?, _ make: (T) -> JSONValue) -> JSONValue { value.map(make) ?? .null }
        func planCounts(_ plan: PlanTally?) -> [(String, JSONValue)] {
            [
                ("plannedDays", optional(plan?.plannedDays) { .integer($0) }),
                ("daysAsPlanned", optional(plan?.daysAsPlanned) { .integer($0) }),
                ("daysNotAsPlanned", optional(plan?.daysNotAsPlanned) { .integer($0) }),
            ]
        }
        func summary(_ s: ClinicReport.Summary) -> JSONValue {
            .object(
                [
                    ("from", .string(s.from.iso)), ("to", .string(s.to.iso)), ("days", .integer(s.days)),
                    ("recordedDays", .integer(s.recordedDays)), ("drinkingDays", .integer(s.drinkingDays)),
                    ("soberDays", .integer(s.soberDays)), ("unrecordedDays", .integer(s.unrecordedDays)),
                    ("totalGrams", grams(s.totalTenths)),
                    ("gramsPerRecordedDay", optional(s.tenthsPerRecordedDay, grams)),
                    ("heavyDayGrams", grams(report.thresholds.heavyDayTenths)),
                    ("heavyDrinkingDays", .integer(s.heavyDrinkingDays)),
                    ("whoRiskLevel", optional(s.whoLevel) { .string($0.name) }), ("sex", .string(report.sex.rawValue)),
                ] + planCounts(s.plan))
        }
        let days: [JSONValue] = report.days.map { day in
            var fields: [(String, JSONValue)] = [
                ("date", .string(day.date.iso)),
                ("drank", day.mark == .unrecorded ? .null : .bool(day.drank)),
                ("grams", grams(day.tenths)),
                ("gramsInSecondUnit", optional(day.tenthsInSecondUnit, grams)),
                ("mark", .string(day.mark.rawValue)),
                (
                    "drinks",
                    .array(
                        day.drinks.map { drink in
                            .object([
                                ("name", .string(drink.name)), ("count", .integer(drink.count)),
                                ("grams", grams(drink.totalTenths)),
                            ])
                        })
                ),
                ("mood", optional(day.record?.mood) { .integer($0) }),
                ("craving", optional(day.record?.craving) { .integer($0) }),
                (
                    "plan",
                    optional(day.plan) { plan in
                        let maxTenths: Int? = if case .drinking(let tenths) = plan { tenths } else { nil }
                        return .object([
                            ("drinking", .bool(maxTenths != nil)), ("maxGrams", optional(maxTenths, grams)),
                            ("kept", optional(day.keptPlan) { .bool($0) }),
                        ])
                    }
                ),
                ("medicine", optional(day.medicine) { .string($0) }),
                ("context", ContextJSON.context(day.context)),
            ]
            if notes {
                fields.append(("note", optional(day.record?.note.flatMap { $0.isEmpty ? nil : $0 }) { .string($0) }))
            }
            return .object(fields)
        }
        let weeks: [JSONValue] = report.weeks.map { row in
            let week = row.total
            return .object(
                [
                    ("start", .string(week.from.iso)), ("end", .string(week.to.iso)),
                    ("partial", .bool(week.isPartial)),
                    ("days", .integer(week.dayCount)), ("soberGoalDays", .integer(row.soberGoalDays)),
                    ("totalGrams", grams(week.totalTenths)),
                    ("overBudget", report.budgetIsOn ? .bool(row.isOverBudget) : .null),
                    ("drinkingDays", .integer(week.drinkingDays)), ("soberDays", .integer(week.soberDays)),
                    ("unrecordedDays", .integer(week.unrecordedDays)),
                    ("metSoberGoal", optional(row.soberGoal) { .bool($0 == .met) }),
                ] + planCounts(row.plan))
        }
        let r = report.responder
        let fields: [(String, JSONValue)] = [
            ("from", .string(report.summary.from.iso)), ("to", .string(report.summary.to.iso)),
            ("weeks", .integer(report.periodWeeks)),
            ("today", .string(today.iso)), ("sex", .string(report.sex.rawValue)),
            (
                "thresholds",
                .object([
                    ("heavyDayGrams", grams(report.thresholds.heavyDayTenths)),
                    ("whoLevelUpperBoundsGrams", .array(report.thresholds.levelBoundsGrams.map { .integer($0) })),
                    ("womensBecauseSexUnspecified", .bool(report.thresholds.isDefaultForUnspecified)),
                ])
            ),
            ("dailyLimitGrams", grams(report.dailyLimitTenths)),
            ("weeklyLimitGrams", report.budgetIsOn ? grams(report.weeklyLimitTenths) : .null),
            ("soberDaysPerWeekGoal", .integer(report.soberDaysPerWeekGoal)), ("secondUnit", .string(unit.rawValue)),
            ("summary", summary(report.summary)), ("previous", summary(report.previous)),
            (
                "responder",
                .object([
                    ("hddAtMost4Per28", optional(r.hddAtMost4Per28) { .bool($0) }),
                    ("gramsPerDayDown70", optional(r.gramsPerDayDown70) { .bool($0) }),
                    ("whoLevelDown2", optional(r.whoLevelDown2) { .bool($0) }),
                ])
            ),
            ("auditC", ClinicalFeedbackJSON.auditC(report.auditC, history: report.auditCHistory)),
            ("comparison", ClinicalFeedbackJSON.comparison(report.comparison)),
            ("medicine", ContextJSON.medicine(report.medicine, name: report.medicineName)),
            ("previousMedicine", ContextJSON.medicine(report.previousMedicine, name: report.medicineName)),
            ("heavyDaySituations", ContextJSON.situations(report.heavySituations)),
            ("weeksDetail", .array(weeks)), ("days", .array(days)),
        ]
        let top =
            urges ? Array(fields.dropLast(2)) + [("urges", UrgeJSON.report(report.urges))] + fields.suffix(2) : fields
        return JSONValue.object(top).document()
    }
}

/// A JSON value written the way danshu's outputs are laid out: the top object one field a line, an array of the top
/// object one element a line, everything deeper on one line.
enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    /// A number already written as JSON (`40.0`).
    case number(String)
    case integer(Int)
    case bool(Bool)
    case null

    /// The value on one line, as a field of a document other than this one lays out (`stats --json`).
    func inline() -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out, depth: 2)
        return out
    }

    /// The value as a document ending in a newline.
    func document() -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out, depth: 0)
        out.append(0x0A)
        return out
    }

    private func write(to out: inout [UInt8], depth: Int) {
        switch self {
        case .object(let fields):
            guard depth == 0 else {
                out.appendASCII("{")
                for (i, field) in fields.enumerated() {
                    if i > 0 { out.appendASCII(", ") }
                    out.appendJSONString(field.0)
                    out.appendASCII(": ")
                    field.1.write(to: &out, depth: depth + 1)
                }
                out.appendASCII("}")
                return
            }
            out.appendASCII("{\n")
            for (i, field) in fields.enumerated() {
                out.appendASCII("  ")
                out.appendJSONString(field.0)
                out.appendASCII(": ")
                field.1.write(to: &out, depth: 1)
                out.appendASCII(i == fields.count - 1 ? "\n" : ",\n")
            }
            out.appendASCII("}")
        case .array(let items):
            if depth == 1 && !items.isEmpty {
                out.appendASCII("[\n")
                for (i, item) in items.enumerated() {
                    out.appendASCII("    ")
                    item.write(to: &out, depth: 2)
                    out.appendASCII(i == items.count - 1 ? "\n  ]" : ",\n")
                }
                return
            }
            out.appendASCII("[")
            for (i, item) in items.enumerated() {
                if i > 0 { out.appendASCII(", ") }
                item.write(to: &out, depth: depth + 1)
            }
            out.appendASCII("]")
        case .string(let s): out.appendJSONString(s)
        case .number(let n): out.append(contentsOf: n.utf8)
        case .integer(let n): out.append(contentsOf: String(n).utf8)
        case .bool(let b): out.appendASCII(b ? "true" : "false")
        case .null: out.appendASCII("null")
        }
    }
}
