import DanshuCore

/// AUDIT-C from the diary and the comparison with people like the user as JSON values, the same in `stats --json` and
/// `report --format json` (`docs/cli.md`). What is not shown in words is null here too: the answers below 28 recorded
/// days, the survey's share at or below the line, everything compared without a sex or from too few days.
enum ClinicalFeedbackJSON {
    /// `{"q1": 2, "q2": 0, "q3": 2, "score": 4, "positive": true, "cutOff": 4, "recordedDays": 40, "neededDays": 0,
    /// "history": [{"end": "2025-12-31", "score": null, "recordedDays": 0}, …]}`; the answers null below 28 recorded days.
    static func auditC(_ audit: AuditC, history: [AuditC]) -> JSONValue {
        func integer(_ n: Int?) -> JSONValue { n.map { .integer($0) } ?? .null }
        return .object([
            ("q1", integer(audit.answers?.q1)), ("q2", integer(audit.answers?.q2)), ("q3", integer(audit.answers?.q3)),
            ("score", integer(audit.score)), ("positive", audit.positive.map { .bool($0) } ?? .null),
            ("cutOff", .integer(audit.cutOff)),
            ("recordedDays", .integer(audit.recordedDays)), ("neededDays", .integer(audit.neededDays)),
            (
                "history",
                .array(
                    history.map {
                        .object([
                            ("end", .string($0.endingOn.iso)), ("score", integer($0.score)),
                            ("recordedDays", .integer($0.recordedDays)),
                        ])
                    })
            ),
        ])
    }

    /// `{"from": …, "to": …, "sex": "male", "ageBand": "40s", "recordedDays": 28, "neededDays": 0,
    /// "gramsPerRecordedDay": 52.3, "riskLineGrams": 40, "above": true, "heavyDayGrams": 60.0, "heavyDrinkingDays": 7,
    /// "withinLineWithoutHeavyDays": false, "populationShareAbove": 23.6, "surveyYear": 2023}`.
    static func comparison(_ c: DrinkingComparison) -> JSONValue {
        func grams(_ tenths: Int?) -> JSONValue { tenths.map { .number(formatTenths($0)) } ?? .null }
        return .object([
            ("from", .string(c.from.iso)), ("to", .string(c.to.iso)), ("sex", .string(c.sex.rawValue)),
            ("ageBand", .string(c.ageBand.rawValue)),
            ("recordedDays", .integer(c.recordedDays)), ("neededDays", .integer(c.neededDays)),
            ("gramsPerRecordedDay", grams(c.tenthsPerRecordedDay)), ("riskLineGrams", grams(c.riskLineTenths)),
            ("above", c.above.map { .bool($0) } ?? .null), ("heavyDayGrams", grams(c.heavyDayTenths)),
            ("heavyDrinkingDays", .integer(c.heavyDays)), ("withinLineWithoutHeavyDays", .bool(c.approves)),
            ("populationShareAbove", c.shownShare.map { .number(formatTenths($0.percentTenths)) } ?? .null),
            ("surveyYear", .integer(RiskDrinkingSurvey.source.year)),
        ])
    }
}
