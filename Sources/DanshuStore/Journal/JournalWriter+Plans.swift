import DanshuCore

/// The weeks' plans as the file holds them (version 3): one week a line in date order, keys sorted, the days in the
/// week's order from Sunday, `maxGrams` only for a week with a drinking day; nothing at all for a journal without plans,
/// so its bytes are those of a danshu that has none.
extension JournalWriter {
    /// `,\n  "plans": {…}` before the days, or nothing without a plan.
    static func appendPlans<Output: JSONOutput>(_ plans: [LocalDate: WeekPlan], to out: inout Output) {
        guard !plans.isEmpty else { return }
        out.appendASCII(",\n  \"plans\": {\n")
        for (i, start) in plans.keys.sorted().enumerated() {
            guard let plan = plans[start] else { continue }
            if i > 0 { out.appendASCII(",\n") }
            out.appendASCII("    ")
            out.appendJSONString(start.iso)
            out.appendASCII(": ")
            appendPlan(plan, to: &out)
        }
        out.appendASCII("\n  }")
    }

    /// `{"days": ["fri", "sat"], "maxGrams": 40}`.
    static func appendPlan<Output: JSONOutput>(_ plan: WeekPlan, to out: inout Output) {
        out.appendASCII("{\"days\": [")
        for (i, day) in plan.sortedDrinkingDays.enumerated() {
            if i > 0 { out.appendASCII(", ") }
            out.appendJSONString(day.name)
        }
        out.appendASCII("]")
        if let maxTenths = plan.maxTenths {
            out.appendASCII(", \"maxGrams\": ")
            out.appendTenths(maxTenths)
        }
        out.appendASCII("}")
    }
}
