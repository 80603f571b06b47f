import DanshuCore

/// The weeks' plans (`plans`, version 3): `{"2026-11-29": {"days": ["fri", "sat"], "maxGrams": 40}, …}`, a week a member by
/// the day it starts, its drinking days by name and the most on each of them. A week planned without drinking has an
/// empty `days` and no `maxGrams`. Each plan is checked by DanshuCore's own rule (`WeekPlan.problem`).
extension JournalDecoder {
    private enum PlanKey: String, IndexedKey { case days, maxGrams }

    private static let planKeys = JSONKeySet(PlanKey.allCases.map(\.rawValue))

    /// `plans`: every week read and checked; a week met twice is refused.
    mutating func plans() throws(ReadFailure) -> [LocalDate: WeekPlan] {
        guard scanner.beginObject() else { throw invalid(.object, try scanner.readValue()) }
        var plans: [LocalDate: WeekPlan] = [:]
        var first = true
        while let key = try scanner.nextKey(isFirst: &first) {
            guard let start = LocalDate(iso: key), Limits.years.contains(start.year) else {
                throw .value([.key(key)], .invalidValue(expected: .date, found: .string(key)))
            }
            let plan: WeekPlan
            do { plan = try weekPlan() } catch { throw error.inside(.key(key)) }
            guard plans.updateValue(plan, forKey: start) == nil else { throw .value([.key(key)], .duplicateKey(key)) }
        }
        return plans
    }

    /// One week's plan: `days` is required, `maxGrams` too once a day is named.
    private mutating func weekPlan() throws(ReadFailure) -> WeekPlan {
        var days: Set<Weekday>?
        var maxTenths: Int?
        try members(of: Self.planKeys) { decoder, index throws(ReadFailure) in
            switch PlanKey(index: index) {
            case .days?: days = try decoder.weekdays()
            case .maxGrams?, nil:
                let start = decoder.scanner.offset
                maxTenths = try decoder.tenths(.planAmount, nullable: true)
                if let tenths = maxTenths, !Limits.planMaxTenths.contains(tenths) {
                    decoder.scanner.offset = start
                    throw decoder.invalid(.planAmount, try decoder.scanner.readValue())
                }
            }
        }
        guard let days else { throw .value([], .missingKey(PlanKey.days.rawValue)) }
        let plan = WeekPlan(drinkingDays: days, maxTenths: maxTenths)
        if plan.problem == .noAmount { throw .value([], .missingKey(PlanKey.maxGrams.rawValue)) }
        return plan
    }

    /// `days`: weekday names (`sun` … `sat`), each at most once.
    private mutating func weekdays() throws(ReadFailure) -> Set<Weekday> {
        guard scanner.beginList() else { throw invalid(.list, try scanner.readValue()) }
        var days = Set<Weekday>()
        var first = true
        var index = 0
        while try scanner.nextElement(isFirst: &first) {
            let value = try scanner.readValue()
            guard case .string(let name) = value, let day = Weekday(name: name), days.insert(day).inserted else {
                throw invalid(.weekday, value).inside(.index(index))
            }
            index += 1
        }
        return days
    }
}
