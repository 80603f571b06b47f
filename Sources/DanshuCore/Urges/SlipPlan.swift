/// After a slip, a plan (design.md §9): saving a drinking day's context on a heavy day, or on a day against the week's
/// plan, offers 「次にこの状況になったら？」 — a new if-then plan whose IF the day's context fills and whose THEN the
/// person picks. These are the two rules the offer asks; the app only words and shows it.
extension Journal {
    /// Whether `date` was a slip: a drinking day (§1: drinks under 1 % are not alcohol) that was heavy by the thresholds of
    /// the person's sex (§8, `ClinicalThresholds`), or that did not keep to the week's plan covering it (`DayPlan.kept`).
    public func isSlip(on date: LocalDate) -> Bool {
        guard let record = days[date], record.isDrinkingDay == true else { return false }
        if ClinicalThresholds(sex: settings.sex).isHeavy(gramsTenths: record.totalTenths) { return true }
        return dayPlan(on: date)?.kept(state(of: date)) == false
    }
}

extension IfThenPlan.Situation {
    /// The IF a slip's context suggests: the first of its reasons that names a trigger (`UrgeTrigger(reason)`: what set
    /// the drinking off says most of the moment), else its place, else its company; nil when it gives none of them.
    public init?(afterSlip context: DayContext) {
        if let trigger = context.reasons.list.lazy.compactMap(UrgeTrigger.init).first {
            self = .trigger(trigger)
        } else if let place = context.place {
            self = .place(place)
        } else if let company = context.company {
            self = .company(company)
        } else {
            return nil
        }
    }
}
