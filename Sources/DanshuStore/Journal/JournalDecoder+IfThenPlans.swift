import DanshuCore

/// The if-then plans (`ifThenPlans`, version 4, design.md §9): a list, one plan an object, `{"id": "20261206T2110",
/// "if": {"trigger": "stress"}, "then": {"response": "walk"}}`, `"retired": true` on a retired one. An IF is an object
/// of one key of `IfThenPlan.Situation.kindWords`, a THEN one of `Response.kindWords`; each plan is checked by
/// DanshuCore's own rule (`IfThenPlan.problem`), and an identity met twice is refused. Two plans in use that say the
/// same are kept: a merge may bring them (docs/decisions.md).
extension JournalDecoder {
    private enum IfThenPlanKey: String, IndexedKey { case id, `if`, retired, then }

    private static let ifThenPlanKeys = JSONKeySet(IfThenPlanKey.allCases.map(\.rawValue))
    private static let situationKeys = JSONKeySet(IfThenPlan.Situation.kindWords)
    private static let responseKeys = JSONKeySet(IfThenPlan.Response.kindWords)

    /// `ifThenPlans`: every plan read and checked, in order.
    mutating func ifThenPlans() throws(ReadFailure) -> [IfThenPlan] {
        guard scanner.beginList() else { throw invalid(.list, try scanner.readValue()) }
        var plans: [IfThenPlan] = []
        var ids = Set<String>()
        var first = true
        while try scanner.nextElement(isFirst: &first) {
            let index = plans.count
            guard index < Limits.ifThenPlans else { throw .value([.index(index)], .tooMany(.ifThenPlans)) }
            let plan: IfThenPlan
            do { plan = try ifThenPlan() } catch { throw error.inside(.index(index)) }
            guard ids.insert(plan.id).inserted else {
                throw .value([.index(index), .key("id")], .duplicateIfThenPlan(plan.id))
            }
            plans.append(plan)
        }
        return plans
    }

    /// One plan: `id`, `if` and `then` required, `retired` false when absent.
    private mutating func ifThenPlan() throws(ReadFailure) -> IfThenPlan {
        var id: String?
        var situation: IfThenPlan.Situation?
        var response: IfThenPlan.Response?
        var retired = false
        try members(of: Self.ifThenPlanKeys) { decoder, index throws(ReadFailure) in
            switch IfThenPlanKey(index: index) {
            case .id?:
                let value = try decoder.scanner.readValue()
                guard case .string(let text) = value, Limits.ifThenText.contains(text.count) else {
                    throw decoder.invalid(.ifThenPlanID, value)
                }
                id = text
            case .if?:
                situation = try decoder.oneKeyObject(Self.situationKeys, expected: .ifThenSituation) {
                    kind, value, decoder throws(ReadFailure) in
                    try decoder.situation(kind: kind, value: value)
                }
            case .retired?:
                let value = try decoder.scanner.readValue()
                guard case .bool(let b) = value else { throw decoder.invalid(.retired, value) }
                retired = b
            case .then?, nil:
                response = try decoder.oneKeyObject(Self.responseKeys, expected: .ifThenResponse) {
                    kind, value, decoder throws(ReadFailure) in
                    try decoder.response(kind: kind, value: value)
                }
            }
        }
        guard let id else { throw .value([], .missingKey(IfThenPlanKey.id.rawValue)) }
        guard let situation else { throw .value([], .missingKey(IfThenPlanKey.if.rawValue)) }
        guard let response else { throw .value([], .missingKey(IfThenPlanKey.then.rawValue)) }
        return IfThenPlan(id: id, situation: situation, response: response, retired: retired)
    }

    /// An object of exactly one key of `keys`, whose string value `make` turns into the value (its failure placed under
    /// the key); anything else is refused as `expected`.
    private mutating func oneKeyObject<Value>(
        _ keys: JSONKeySet, expected: JournalExpectation,
        _ make: (String, String, inout JournalDecoder) throws(ReadFailure) -> Value
    ) throws(ReadFailure) -> Value {
        let start = scanner.offset
        var made: Value?
        var count = 0
        try members(of: keys) { decoder, index throws(ReadFailure) in
            count += 1
            let value = try decoder.scanner.readValue()
            guard case .string(let text) = value else { throw decoder.invalid(.ifThenText, value) }
            made = try make(keys.names[index], text, &decoder)
        }
        guard count == 1, let made else {
            scanner.offset = start
            throw invalid(expected, try scanner.readValue())
        }
        return made
    }

    /// The IF of a kind and a string, as DanshuCore takes it.
    private mutating func situation(kind: String, value: String) throws(ReadFailure) -> IfThenPlan.Situation {
        let expected: JournalExpectation
        switch kind {
        case "trigger": expected = .oneOf(UrgeTrigger.allCases.map(\.rawValue))
        case "place": expected = .oneOf(DayContext.Place.allCases.map(\.rawValue))
        case "company": expected = .oneOf(DayContext.Company.allCases.map(\.rawValue))
        case "hours": expected = .planHours
        default: expected = .ifThenText
        }
        guard let situation = IfThenPlan.Situation(kind: kind, value: value), situation.problem == nil else {
            throw .value([], .invalidValue(expected: expected, found: .string(value)))
        }
        return situation
    }

    /// The THEN of a kind and a string, as DanshuCore takes it.
    private mutating func response(kind: String, value: String) throws(ReadFailure) -> IfThenPlan.Response {
        guard let response = IfThenPlan.Response(kind: kind, value: value), response.problem == nil else {
            let expected: JournalExpectation =
                kind == "response" ? .oneOf(CopingResponse.allCases.map(\.rawValue)) : .ifThenText
            throw .value([], .invalidValue(expected: expected, found: .string(value)))
        }
        return response
    }
}
