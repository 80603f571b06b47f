import DanshuCore

/// `log`'s options for the medicine and the day's context (design.md §8): `--medicine` / `--no-medicine`, and
/// `--where`, `--with`, `--why`, `--after`, each of which changes only its own part of the day's context (an empty
/// value clears that part), as `--mood` leaves the craving alone.
struct DayContextArguments: Equatable {
    /// What `--medicine` or `--no-medicine` asks: the medicine taken (true) or not (false); nil when neither is given.
    var medicineTaken: Bool?
    /// Each part as given: nil when not given, `.some(nil)` when given empty (clear it).
    var place: DayContext.Place??
    var company: DayContext.Company??
    var reasons: DayContext.Reasons?
    var aftermath: DayContext.Aftermath??

    /// What is wrong with one of the options.
    enum Problem: Error, Equatable {
        /// `--medicine` together with `--no-medicine`.
        case medicineBothWays
        /// A value that is none of the option's words: the option and the value.
        case unknownWord(option: String, value: String, allowed: [String])
    }

    /// Whether any of the context options is given.
    var givesContext: Bool { place != nil || company != nil || reasons != nil || aftermath != nil }

    /// The options of a parsed command line.
    static func parse(_ arguments: ParsedArguments) -> Result<DayContextArguments, Problem> {
        var parsed = DayContextArguments()
        switch (arguments.flag("medicine"), arguments.flag("no-medicine")) {
        case (true, true): return .failure(.medicineBothWays)
        case (true, false): parsed.medicineTaken = true
        case (false, true): parsed.medicineTaken = false
        case (false, false): break
        }
        do throws(Problem) {
            parsed.place = try word("where", arguments)
            parsed.company = try word("with", arguments)
            parsed.aftermath = try word("after", arguments)
            if let text = arguments.value("why") {
                guard let reasons = DayContext.reasons(from: text) else {
                    throw .unknownWord(
                        option: "--why", value: text, allowed: DayContext.Reason.allCases.map(\.rawValue))
                }
                parsed.reasons = reasons
            }
        } catch {
            return .failure(error)
        }
        return .success(parsed)
    }

    /// `--option WORD`: nil when not given, `.some(nil)` for an empty value, else the case the word names.
    private static func word<Value: RawRepresentable & CaseIterable>(_ option: String, _ arguments: ParsedArguments)
        throws(Problem) -> Value?? where Value.RawValue == String
    {
        guard let text = arguments.value(option) else { return nil }
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty { return .some(nil) }
        guard let value = Value(rawValue: trimmed) else {
            throw .unknownWord(option: "--" + option, value: text, allowed: Value.allCases.map(\.rawValue))
        }
        return value
    }

    /// `context` with the parts these options give changed and the others kept.
    func applied(to context: DayContext?) -> DayContext {
        var result = context ?? DayContext()
        if let place { result.place = place }
        if let company { result.company = company }
        if let reasons { result.reasons = reasons }
        if let aftermath { result.aftermath = aftermath }
        return result
    }
}
