import DanshuCore

/// The day's context and the situations of heavy days as JSON values, the same in `stats --json` and
/// `report --format json` (`docs/cli.md`): the words are the ones `log` takes.
enum ContextJSON {
    /// `{"where": "home", "with": null, "why": ["stress"], "after": null}`, or null for no context.
    static func context(_ context: DayContext?) -> JSONValue {
        guard let context else { return .null }
        func word(_ raw: String?) -> JSONValue { raw.map { .string($0) } ?? .null }
        return .object([
            ("where", word(context.place?.rawValue)), ("with", word(context.company?.rawValue)),
            ("why", .array(context.reasons.list.map { .string($0.rawValue) })),
            ("after", word(context.aftermath?.rawValue)),
        ])
    }

    /// `{"heavyDays": 5, "daysWithContext": 3, "where": [{"value": "home", "days": 2}], …}`, each part most days first.
    static func situations(_ s: HeavyDaySituations) -> JSONValue {
        func counts<V: RawRepresentable>(_ list: [HeavyDaySituations.Count<V>]) -> JSONValue
        where V.RawValue == String {
            .array(list.map { .object([("value", .string($0.value.rawValue)), ("days", .integer($0.days))]) })
        }
        return .object([
            ("heavyDays", .integer(s.heavyDays)), ("daysWithContext", .integer(s.daysWithContext)),
            ("where", counts(s.places)), ("with", counts(s.companies)), ("why", counts(s.reasons)),
            ("after", counts(s.aftermaths)),
        ])
    }

    /// The medicine over a span, or null while no medicine is set.
    static func medicine(_ summary: MedicineSummary?, name: String?) -> JSONValue {
        guard let summary, let name else { return .null }
        func grams(_ tenths: Int?) -> JSONValue { tenths.map { .number(formatTenths($0)) } ?? .null }
        return .object([
            ("name", .string(name)), ("daysTaken", .integer(summary.daysTaken)),
            (
                "daysTakenByName",
                .array(summary.daysByName.map { .object([("name", .string($0.name)), ("days", .integer($0.days))]) })
            ),
            ("drinkingDaysWith", .integer(summary.drinkingDaysWith)),
            ("drinkingDaysWithout", .integer(summary.drinkingDaysWithout)),
            ("gramsPerDrinkingDayWith", grams(summary.tenthsPerDrinkingDayWith)),
            ("gramsPerDrinkingDayWithout", grams(summary.tenthsPerDrinkingDayWithout)),
        ])
    }
}
