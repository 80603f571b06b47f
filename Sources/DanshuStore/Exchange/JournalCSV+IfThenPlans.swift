import DanshuCore

/// The if-then plans as CSV (`danshu export --format csv --table if-then-plans`) and back (`danshu import`), a table of
/// their own (design.md §9): one row a plan in the list's order, the columns `id,if,then,retired`, the IF and THEN as
/// the command line writes them (`trigger:stress`, `hours:18-22`, `text:…`; `response:walk`), `retired` `true` or
/// empty.
extension JournalCSV {
    /// The if-then plans table's columns, in order.
    public static let ifThenPlanColumns = ["id", "if", "then", "retired"]

    /// The CSV text of `plans`: the header, then each plan.
    public static func encodeIfThenPlans(_ plans: [IfThenPlan]) -> [UInt8] {
        var out: [UInt8] = []
        CSV.appendRecord(ifThenPlanColumns, to: &out)
        for plan in plans {
            CSV.appendRecord([plan.id, plan.situation.word, plan.response.word, plan.retired ? "true" : ""], to: &out)
        }
        return out
    }

    /// The plans of an if-then plans table, in order, each checked as the journal reader checks it; an identity met
    /// twice is refused.
    public static func readIfThenPlans(_ bytes: [UInt8]) throws(CSVImportError) -> [IfThenPlan] {
        let records: [CSV.Record]
        do {
            records = try CSV.records(bytes)
        } catch {
            throw CSVImportError(line: error.line, problem: .syntax(error))
        }
        guard let header = records.first, header.fields == ifThenPlanColumns else {
            throw CSVImportError(
                line: records.first?.line ?? 1,
                problem: .missingHeader(found: records.first?.fields.joined(separator: ",")))
        }
        var plans: [IfThenPlan] = []
        for record in records.dropFirst() {
            let fields = record.fields
            guard fields.count == ifThenPlanColumns.count else {
                throw CSVImportError(
                    line: record.line, problem: .fieldCount(expected: ifThenPlanColumns.count, found: fields.count))
            }
            func invalid(_ column: Int, _ expected: JournalExpectation) -> CSVImportError {
                CSVImportError(
                    line: record.line,
                    problem: .invalid(column: ifThenPlanColumns[column], expected: expected, found: fields[column]))
            }
            guard Limits.ifThenText.contains(fields[0].count), !plans.contains(where: { $0.id == fields[0] }) else {
                throw invalid(0, .ifThenPlanID)
            }
            guard let situation = IfThenPlan.Situation(word: fields[1]), situation.problem == nil else {
                throw invalid(1, .ifThenSituation)
            }
            guard let response = IfThenPlan.Response(word: fields[2]), response.problem == nil else {
                throw invalid(2, .ifThenResponse)
            }
            let retired: Bool
            switch fields[3].trimmingSpaces.lowercased() {
            case "true": retired = true
            case "", "false": retired = false
            default: throw invalid(3, .retired)
            }
            guard plans.count < Limits.ifThenPlans else { throw invalid(0, .ifThenPlanID) }
            plans.append(IfThenPlan(id: fields[0], situation: situation, response: response, retired: retired))
        }
        return plans
    }
}
