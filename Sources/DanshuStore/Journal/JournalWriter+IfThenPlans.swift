import DanshuCore

/// The if-then plans as the file holds them (version 4, design.md §9): one plan a line in the person's order, keys
/// sorted, `retired` only on a retired plan; nothing at all for a journal without plans, so its bytes are those of a
/// danshu that has none.
extension JournalWriter {
    /// `,\n  "ifThenPlans": […]` before the days, or nothing without a plan.
    static func appendIfThenPlans<Output: JSONOutput>(_ plans: [IfThenPlan], to out: inout Output) {
        guard !plans.isEmpty else { return }
        out.appendASCII(",\n  \"ifThenPlans\": [\n")
        for (i, plan) in plans.enumerated() {
            if i > 0 { out.appendASCII(",\n") }
            out.appendASCII("    ")
            appendIfThenPlan(plan, to: &out)
        }
        out.appendASCII("\n  ]")
    }

    /// `{"id": "20261206T2110", "if": {"trigger": "stress"}, "then": {"response": "walk"}}`.
    static func appendIfThenPlan<Output: JSONOutput>(_ plan: IfThenPlan, to out: inout Output) {
        out.appendASCII("{\"id\": ")
        out.appendJSONString(plan.id)
        out.appendASCII(", \"if\": {")
        out.appendJSONString(plan.situation.kindWord)
        out.appendASCII(": ")
        out.appendJSONString(plan.situation.valueWord)
        out.appendASCII("}")
        if plan.retired { out.appendASCII(", \"retired\": true") }
        out.appendASCII(", \"then\": {")
        out.appendJSONString(plan.response.kindWord)
        out.appendASCII(": ")
        out.appendJSONString(plan.response.valueWord)
        out.appendASCII("}}")
    }
}
