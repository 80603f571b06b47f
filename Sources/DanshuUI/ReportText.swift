import DanshuCore
import DanshuText

/// The report for the doctor as lines of text at most `width` columns wide: what `danshu report` prints and the app's
/// report pane shows. Marks, not colors, tell the days apart, so it reads the same printed or pasted into a message.
public enum ReportText {
    /// The report's lines; `notes` false leaves the days' notes out (`--no-notes`); its sentences wrap at `breaks` (between
    /// phrases on a phone's screen).
    public static func lines(
        _ report: ClinicReport, catalog: Catalog, notes: Bool = true, width: Int = 80,
        breaks: TextWrap.Breaks = .characters
    ) -> [String] {
        var lines = [
            catalog.reportTitle + "  "
                + catalog.reportPeriod(report.summary.from, report.summary.to, weeks: report.periodWeeks)
        ]
        lines += TextWrap.words(catalog.reportSex(report.sex), width: width, breaks: breaks)
        lines += TextWrap.words(
            catalog.reportLimits(
                dailyTenths: report.dailyLimitTenths, heavyTenths: report.thresholds.heavyDayTenths,
                weeklyTenths: report.weeklyLimitTenths, goal: report.soberDaysPerWeekGoal), width: width,
            breaks: breaks)
        lines.append("")
        lines += dayLines(report, catalog: catalog, notes: notes, width: width)
        lines += packed(catalog.reportMarkLegend(heavyTenths: report.thresholds.heavyDayTenths), width: width)
        lines.append("")
        lines.append(catalog.reportWeeksTitle)
        lines += weekLines(report, catalog: catalog, width: width)
        lines.append("")
        lines += summaryLines(report, catalog: catalog, width: width)
        lines += situationLines(report.heavySituations, catalog: catalog, width: width)
        lines += urgeLines(report.urges, catalog: catalog, width: width)
        lines.append("")
        lines.append(catalog.reportResponderTitle)
        lines += TextTable.lines(
            responderCriteria(report, catalog: catalog).map { [$0.name, catalog.reportCriterion($0.met)] }, indent: 2)
        if report.showsAuditC {
            lines.append("")
            lines += ClinicalFeedbackText.auditCLines(
                report.auditC, history: report.auditCHistory, catalog: catalog, width: width, breaks: breaks)
        }
        lines.append("")
        lines += TextWrap.words(catalog.reportFootnote, width: width, breaks: breaks)
        lines += ClinicalFeedbackText.caveatLines(
            report.comparison, catalog: catalog, width: width, indent: 0, breaks: breaks)
        return lines
    }

    /// A day a row: date, mark, grams (and the second unit), then the drinks, wrapped under themselves; the feelings
    /// and the note on lines of their own below.
    static func dayLines(_ report: ClinicReport, catalog: Catalog, notes: Bool, width: Int) -> [String] {
        let dateWidth = report.days.map { TextWidth.of(catalog.reportDate($0.date)) }.max() ?? 10
        let amounts = report.days.map { dayAmount($0, report: report, catalog: catalog) }
        let amountWidth = amounts.map(TextWidth.of).max() ?? 0
        let indent = dateWidth + 2 + 2 + 2 + amountWidth + 2
        var lines: [String] = []
        for (day, amount) in zip(report.days, amounts) {
            let head =
                TextWidth.pad(catalog.reportDate(day.date), to: dateWidth) + "  "
                + TextWidth.pad(catalog.reportMark(day.mark), to: 2) + "  "
                + TextWidth.pad(amount, to: amountWidth, alignRight: true) + "  "
            let what = catalog.reportDay(day)
            let wrapped = TextWrap.lines(what, firstWidth: width - indent, width: width - indent, maxLines: 20)
            lines.append(trimmed(head + (wrapped.first ?? "")))
            lines += wrapped.dropFirst().map { String(repeating: " ", count: indent) + $0 }
            let below = dayDetails(day, report: report, catalog: catalog)
            if !below.isEmpty {
                lines += packed(below, width: width - indent).map { String(repeating: " ", count: indent) + $0 }
            }
            if notes, let text = dayNote(day, catalog: catalog) {
                lines += TextWrap.lines(text, firstWidth: width - indent, width: width - indent, maxLines: 20)
                    .map { String(repeating: " ", count: indent) + $0 }
            }
        }
        return lines
    }

    /// A day's grams and the second unit beside them (`2 drinks`), on a drinking day; empty on another.
    public static func dayAmount(_ day: ClinicReport.Day, report: ClinicReport, catalog: Catalog) -> String {
        guard day.drank else { return "" }
        return formatGrams(day.tenths)
            + (day.tenthsInSecondUnit.map { " " + catalog.secondUnitAmount($0, report.secondUnit) } ?? "")
    }

    /// What is said of a day besides its drinks: its plan and whether it kept to it, its feelings, its medicine (while one
    /// is set) and its context.
    public static func dayDetails(_ day: ClinicReport.Day, report: ClinicReport, catalog: Catalog) -> [String] {
        var details: [String] = []
        if let plan = day.plan { details.append(catalog.dayPlanLine(plan, kept: day.keptPlan, report.secondUnit)) }
        if let mood = day.record?.mood { details.append(catalog.moodValue(mood)) }
        if let craving = day.record?.craving { details.append(catalog.cravingValue(craving)) }
        return details + contextParts(day, report: report, catalog: catalog)
    }

    /// The day's note on one line (its line breaks as spaces), or nil without one.
    public static func dayNote(_ day: ClinicReport.Day, catalog: Catalog) -> String? {
        guard let note = day.record?.note, !note.isEmpty else { return nil }
        return catalog.reportNote(note.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// A week's cells: its span, its total (against the budget while one is set), its sober days against the goal, and
    /// once the report shows plans its plan (else empty).
    public static func weekRows(_ report: ClinicReport, catalog: Catalog) -> [(
        span: String, total: String, sober: String, plan: String
    )] {
        report.weeks.map { week in
            (
                catalog.reportWeekSpan(week.total), catalog.reportWeekTotal(week, of: report),
                catalog.reportWeekSober(week, goal: report.soberDaysPerWeekGoal),
                report.showsPlans ? catalog.reportWeekPlan(week.plan, report.secondUnit) : ""
            )
        }
    }

    /// A week a row, its span, total and sober days in columns; the plan, once the report shows plans, on a line of its
    /// own under the total, and the sober days under it too where a row would be wider than `width` (the second unit
    /// beside the grams, say), so the block fits 80 columns in either language.
    static func weekLines(_ report: ClinicReport, catalog: Catalog, width: Int) -> [String] {
        let weeks = weekRows(report, catalog: catalog)
        let rows = weeks.map { [$0.span, $0.total, $0.sober] }
        let plans = weeks.map(\.plan)
        let indent = 2
        let spanWidth = rows.map { TextWidth.of($0[0]) }.max() ?? 0
        let under = String(repeating: " ", count: indent + spanWidth + 2)
        let table = TextTable.lines(rows, indent: indent)
        let fits = table.allSatisfy { TextWidth.of($0) <= width }
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            let below = [fits ? "" : row[2], plans[index]].filter { !$0.isEmpty }
            lines.append(
                fits
                    ? table[index]
                    : String(repeating: " ", count: indent) + TextWidth.pad(row[0], to: spanWidth) + "  " + row[1])
            lines += below.flatMap {
                TextWrap.lines($0, firstWidth: width - under.count, width: width - under.count, maxLines: 3)
            }
            .map { under + $0 }
        }
        return lines
    }

    /// The period beside the one before, in the measures clinics use; under the WHO level, one line comparing the last
    /// four weeks with the risk line and people like the user.
    static func summaryLines(_ report: ClinicReport, catalog: Catalog, width: Int) -> [String] {
        let weeks = report.periodWeeks
        let header = [
            catalog.reportSummaryTitle, catalog.reportThisPeriod(weeks: weeks),
            catalog.reportPreviousPeriod(weeks: weeks),
        ]
        let summary = summaryRows(report, catalog: catalog)
        let comparison =
            "  " + ClinicalFeedbackText.comparisonLine(report.comparison, catalog: catalog, width: width - 2)
        var lines = TextTable.lines([header] + summary.rows, rightAligned: [1, 2])
        lines.insert(comparison, at: 1 + summary.whoLevelRow + 1)
        return lines
    }

    /// The summary's rows, a measure a row with the period's value and the one before's: the days, the grams, the heavy
    /// drinking days, the WHO level (its index: the line comparing the last four weeks with people like the user goes
    /// under it), then the plans' and the medicine's rows while they show.
    public static func summaryRows(_ report: ClinicReport, catalog: Catalog) -> (rows: [[String]], whoLevelRow: Int) {
        let now = report.summary
        let before = report.previous
        let unit = report.secondUnit
        func perDay(_ s: ClinicReport.Summary) -> String {
            s.tenthsPerRecordedDay.map { catalog.grams($0, unit) } ?? catalog.reportNone
        }
        let rows: [[String]] = [
            [catalog.reportRecordedDays, catalog.days(now.recordedDays), catalog.days(before.recordedDays)],
            [catalog.reportDrinkingDays, catalog.days(now.drinkingDays), catalog.days(before.drinkingDays)],
            [catalog.reportSoberDays, catalog.days(now.soberDays), catalog.days(before.soberDays)],
            [catalog.reportUnrecordedDays, catalog.days(now.unrecordedDays), catalog.days(before.unrecordedDays)],
            [catalog.reportTotal, catalog.grams(now.totalTenths, unit), catalog.grams(before.totalTenths, unit)],
            [catalog.reportPerRecordedDay, perDay(now), perDay(before)],
            [
                catalog.reportHeavyDays(heavyTenths: report.thresholds.heavyDayTenths),
                catalog.days(now.heavyDrinkingDays),
                catalog.days(before.heavyDrinkingDays),
            ],
            [
                catalog.reportWHOLevel, catalog.reportWHOLevelName(now.whoLevel),
                catalog.reportWHOLevelName(before.whoLevel),
            ],
        ]
        return (rows + planRows(report, catalog: catalog) + medicineRows(report, catalog: catalog), rows.count - 1)
    }

    /// The HAUDY trial's responder criteria, each with whether it is met (nil when it cannot be told).
    public static func responderCriteria(_ report: ClinicReport, catalog: Catalog) -> [(name: String, met: Bool?)] {
        let r = report.responder
        return [
            (catalog.reportHDDCriterion, r.hddAtMost4Per28), (catalog.reportGramsCriterion, r.gramsPerDayDown70),
            (catalog.reportWHOCriterion, r.whoLevelDown2),
        ]
    }

    /// The plans' rows of the summary while the period or the one before has a planned day.
    static func planRows(_ report: ClinicReport, catalog: Catalog) -> [[String]] {
        guard report.showsPlans else { return [] }
        let now = report.summary.plan
        let before = report.previous.plan
        return [
            [
                catalog.reportPlannedDays, now.map { catalog.days($0.plannedDays) } ?? catalog.reportNone,
                before.map { catalog.days($0.plannedDays) } ?? catalog.reportNone,
            ],
            [
                catalog.reportDaysAsPlanned, catalog.reportDaysAsPlannedValue(now),
                catalog.reportDaysAsPlannedValue(before),
            ],
        ]
    }

    /// The medicine's rows of the summary while one is set: the days it was taken, the drinking days with and without it
    /// and their grams per day.
    static func medicineRows(_ report: ClinicReport, catalog: Catalog) -> [[String]] {
        guard let name = report.medicineName, let now = report.medicine, let before = report.previousMedicine else {
            return []
        }
        let unit = report.secondUnit
        func grams(_ tenths: Int?) -> String { tenths.map { catalog.grams($0, unit) } ?? catalog.reportNone }
        // A row a name the days were taken under, the setting's first: a day keeps the name it was taken under, so
        // days of a medicine renamed or switched are never counted under the new name.
        var names = [name]
        for other in (before.daysByName + now.daysByName).map(\.name) where !names.contains(other) {
            names.append(other)
        }
        let taken = names.map { name in
            [
                catalog.reportMedicineDays(SafeText.sanitize(name)), catalog.days(now.days(takenUnder: name)),
                catalog.days(before.days(takenUnder: name)),
            ]
        }
        return taken + [
            [
                catalog.reportDrinkingWithMedicine, catalog.days(now.drinkingDaysWith),
                catalog.days(before.drinkingDaysWith),
            ],
            [
                catalog.reportDrinkingWithoutMedicine, catalog.days(now.drinkingDaysWithout),
                catalog.days(before.drinkingDaysWithout),
            ],
            [
                catalog.reportPerDrinkingDayWithMedicine, grams(now.tenthsPerDrinkingDayWith),
                grams(before.tenthsPerDrinkingDayWith),
            ],
            [
                catalog.reportPerDrinkingDayWithoutMedicine, grams(now.tenthsPerDrinkingDayWithout),
                grams(before.tenthsPerDrinkingDayWithout),
            ],
        ]
    }

    /// A day's medicine (while one is set) and context, for the line under its drinks.
    static func contextParts(_ day: ClinicReport.Day, report: ClinicReport, catalog: Catalog) -> [String] {
        var parts: [String] = []
        if let taken = day.medicine {
            parts.append(
                taken == report.medicineName
                    ? catalog.reportMedicineTaken : catalog.reportMedicineTaken(under: SafeText.sanitize(taken)))
        }
        if let context = day.context { parts += catalog.contextParts(context) }
        return parts
    }

    /// The situations of the heavy drinking days, once one has a context: a title, then a part a line.
    static func situationLines(_ situations: HeavyDaySituations, catalog: Catalog, width: Int) -> [String] {
        guard situations.hasAny else { return [] }
        return ["", catalog.heavySituationsTitle(situations)]
            + TextTable.lines(catalog.heavySituationsRows(situations), indent: 2)
    }

    /// The period's urges in one short block, once it has one (design.md §9): per week and the share followed by
    /// drinking, the triggers most often given, the plans used.
    public static func urgeLines(_ urges: UrgeReport, catalog: Catalog, width: Int) -> [String] {
        guard urges.hasUrges else { return [] }
        var lines = ["", catalog.reportUrgesTitle]
        let parts = urgeParts(urges, catalog: catalog)
        for part in parts {
            lines += TextWrap.lines(part, firstWidth: width - 2, width: width - 4, maxLines: 3).enumerated().map {
                ($0.offset == 0 ? "  " : "    ") + $0.element
            }
        }
        return lines
    }

    /// The block's lines before wrapping: the count, the top three triggers, the top three plans used by their IF and
    /// THEN, and how many more plans there are.
    public static func urgeParts(_ urges: UrgeReport, catalog: Catalog) -> [String] {
        var parts = [catalog.reportUrgesLine(urges)]
        let triggers = urges.mostFrequentTriggers.prefix(3)
        if !triggers.isEmpty { parts.append(catalog.reportUrgeTriggers(Array(triggers))) }
        let plans = urges.plans.prefix(3)
        if !plans.isEmpty {
            parts.append(
                SafeText.sanitize(catalog.reportUrgePlans(Array(plans), more: urges.plans.count - plans.count)))
        }
        return parts
    }

    /// Items two spaces apart, as many to a line as fit.
    static func packed(_ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        for item in items {
            if let last = lines.last, TextWidth.of(last) + 2 + TextWidth.of(item) <= width {
                lines[lines.count - 1] = last + "  " + item
            } else {
                lines.append(item)
            }
        }
        return lines
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
