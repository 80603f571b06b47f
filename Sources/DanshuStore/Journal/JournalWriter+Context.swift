import DanshuCore
/// How the writer spells a day's context (DESIGN §8, version 3): keys sorted, the parts given only, the reasons in
/// `DayContext.Reason`'s order.
extension JournalWriter {
    /// `{"after": "hangover", "where": "home", "why": ["stress", "meal"], "with": "alone"}`, the parts given only.
    static func appendContext<Output: JSONOutput>(_ context: DayContext, to out: inout Output) {
        out.append(0x7B)
        var first = true
        func word(_ key: StaticString, _ value: String) {
            if !first { out.appendASCII(", ") }
            first = false
            out.appendASCII(key)
            out.appendJSONString(value)
        }
        if let after = context.aftermath { word("\"after\": ", after.rawValue) }
        if let place = context.place { word("\"where\": ", place.rawValue) }
        if !context.reasons.isEmpty {
            if !first { out.appendASCII(", ") }
            first = false
            out.appendASCII("\"why\": [")
            for (i, reason) in context.reasons.list.enumerated() {
                if i > 0 { out.appendASCII(", ") }
                out.appendJSONString(reason.rawValue)
            }
            out.append(0x5D)
        }
        if let company = context.company { word("\"with\": ", company.rawValue) }
        out.append(0x7D)
    }
}
