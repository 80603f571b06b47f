import DanshuCore
import DanshuText

/// How the command line names an if-then plan's IF and THEN (design.md §9), and the words of an urge's options:
/// `KIND:VALUE` as the journal and CSV spell them (`trigger:stress`, `hours:18-22`, `place:out`, `company:alone`,
/// `text:…`, `response:walk`), the value also in the catalog's words in either language (`trigger:ストレス`,
/// `response:散歩する`), and a bare value where it can only mean one thing (`stress`, `18-22`, `walk`). Whether the
/// journal may hold what they name (an empty text, hours out of range) is the journal's rule (`IfThenPlan.problem`).
enum IfThenPlanArguments {
    /// The IF `text` names, or nil when it names none.
    static func situation(_ text: String) -> IfThenPlan.Situation? {
        let typed = text.trimmingSpaces
        if let colon = typed.firstIndex(of: ":"), IfThenPlan.Situation.kindWords.contains(String(typed[..<colon])) {
            let kind = String(typed[..<colon])
            let value = String(typed[typed.index(after: colon)...])
            switch kind {
            case "trigger": return Catalog.urgeTrigger(named: value).map(IfThenPlan.Situation.trigger)
            case "place": return place(value).map(IfThenPlan.Situation.place)
            case "company": return company(value).map(IfThenPlan.Situation.company)
            case "hours": return IfThenPlan.Situation(kind: kind, value: NumberInput.normalize(value).trimmingSpaces)
            default: return IfThenPlan.Situation(kind: kind, value: value)
            }
        }
        if let trigger = Catalog.urgeTrigger(named: typed) { return .trigger(trigger) }
        if let hours = IfThenPlan.Situation(kind: "hours", value: NumberInput.normalize(typed)) { return hours }
        // `other` is a place and a company: only `place:other` or `company:other` says which.
        if typed != "other", let place = place(typed) { return .place(place) }
        if typed != "other", let company = company(typed) { return .company(company) }
        return nil
    }

    /// The THEN `text` names, or nil when it names none.
    static func response(_ text: String) -> IfThenPlan.Response? {
        let typed = text.trimmingSpaces
        if let colon = typed.firstIndex(of: ":"), IfThenPlan.Response.kindWords.contains(String(typed[..<colon])) {
            let kind = String(typed[..<colon])
            let value = String(typed[typed.index(after: colon)...])
            return kind == "response" ? coping(value).map(IfThenPlan.Response.coping) : .text(value)
        }
        return coping(typed).map(IfThenPlan.Response.coping)
    }

    /// A response by its word or its words in either language (`walk`, `散歩する`, `go for a walk`).
    static func coping(_ word: String) -> CopingResponse? {
        let word = word.trimmingSpaces
        return CopingResponse(rawValue: word)
            ?? CopingResponse.allCases.first { response in
                Catalog(.ja).copingResponse(response) == word
                    || Catalog(.en).copingResponse(response).lowercased() == word.lowercased()
            }
    }

    /// A place by its word or its words in either language (`out`, `店`).
    static func place(_ word: String) -> DayContext.Place? {
        let word = word.trimmingSpaces
        return DayContext.Place(rawValue: word)
            ?? DayContext.Place.allCases.first { place in
                Catalog(.ja).place(place) == word || Catalog(.en).place(place).lowercased() == word.lowercased()
            }
    }

    /// Company by its word or its words in either language (`alone`, `ひとり`).
    static func company(_ word: String) -> DayContext.Company? {
        let word = word.trimmingSpaces
        return DayContext.Company(rawValue: word)
            ?? DayContext.Company.allCases.first { company in
                Catalog(.ja).company(company) == word || Catalog(.en).company(company).lowercased() == word.lowercased()
            }
    }
}
