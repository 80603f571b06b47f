import DanshuCore

/// The urges of a span as JSON (design.md §9): `stats --json`'s and `report --format json`'s `urges` object, there
/// once the journal has an urge or a plan (zeros and empty lists for a span without urges) so a script reads one shape. Shares are given as their two
/// counts; words are the journal's (`stress`, `trigger:stress`, `response:walk`), never the screen's. `docs/cli.md`
/// documents every field.
enum UrgeJSON {
    /// Whether outputs carry the `urges` object: once the journal (the days read of it) holds an urge or an if-then
    /// plan, so a script sees one shape from then on, and the outputs of those who never log one stay as they were.
    static func shows(_ journal: Journal) -> Bool {
        !journal.ifThenPlans.isEmpty || journal.days.values.contains { !$0.urges.isEmpty }
    }

    /// `{"count": 12, "followedUp": 8, "perWeek": 2.8, "onUnrecordedDays": 2, "onRecordedDays": 10,
    /// "passedWithoutDrinking": 7, "urgesPass": {…} or null, "triggers": […], "plans": […], "grid": {…}}`.
    static func report(_ urges: UrgeReport) -> JSONValue {
        .object([
            ("count", .integer(urges.count)),
            ("followedUp", .integer(urges.followedUp)),
            ("perWeek", urges.perWeekTenths.map { .number(formatTenths($0)) } ?? .null),
            ("onUnrecordedDays", .integer(urges.onUnrecordedDays)),
            ("onRecordedDays", .integer(urges.passedWithoutDrinking.whole)),
            ("passedWithoutDrinking", .integer(urges.passedWithoutDrinking.part)),
            (
                "urgesPass",
                urges.urgesPass.map { pass in
                    .object([
                        ("urges", .integer(pass.urges)), ("medianStrength", .integer(pass.medianStrength)),
                        ("medianAfter", .integer(pass.medianAfter)), ("medianMinutes", .integer(pass.medianMinutes)),
                    ])
                } ?? .null
            ),
            // Most often followed by drinking first, as the pane ranks them.
            (
                "triggers",
                .array(
                    urges.triggers.map { row in
                        .object([
                            ("trigger", .string(row.trigger.rawValue)), ("count", .integer(row.count)),
                            ("onRecordedDays", .integer(row.followedByDrinking.whole)),
                            ("followedByDrinking", .integer(row.followedByDrinking.part)),
                        ])
                    })
            ),
            // Best first: the largest mean drop, then the largest share passed.
            ("plans", .array(urges.plans.map(plan))),
            ("grid", grid(urges.grid)),
        ])
    }

    /// A ranked plan: its identity, IF and THEN, whether retired, and how the span's urges that used it went.
    static func plan(_ ranked: RankedPlan) -> JSONValue {
        let outcome = ranked.outcome
        return .object([
            ("id", .string(ranked.plan.id)), ("if", .string(ranked.plan.situation.word)),
            ("then", .string(ranked.plan.response.word)),
            ("retired", .bool(ranked.plan.retired)), ("uses", .integer(outcome?.uses ?? 0)),
            ("followedUp", .integer(outcome?.followedUp ?? 0)),
            ("meanDrop", outcome?.meanDropTenths.map { .number(formatTenths($0)) } ?? .null),
            ("onRecordedDays", .integer(outcome?.passed.whole ?? 0)),
            ("passedWithoutDrinking", .integer(outcome?.passed.part ?? 0)),
        ])
    }

    /// The grid: `byHour` a row for each hour of the clock (0–23) of seven counts from Sunday; `blocks` a row for each
    /// four hours from `dayStartsAtHour`, the hour each starts at in `blockStartHours`.
    static func grid(_ grid: UrgeHourGrid) -> JSONValue {
        let byHour = (0..<24).map { hour in
            JSONValue.array(Weekday.allCases.map { .integer(grid.count(hour: hour, weekday: $0)) })
        }
        return .object([
            ("dayStartsAtHour", .integer(grid.dayStartsAtHour)),
            ("byHour", .array(byHour)),
            ("blockStartHours", .array((0..<UrgeHourGrid.blocks).map { .integer(grid.startHour(ofBlock: $0)) })),
            ("blocks", .array(grid.blockRows.map { row in .array(row.map(JSONValue.integer)) })),
        ])
    }
}
