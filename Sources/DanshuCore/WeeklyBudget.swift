/// The weekly budget of pure alcohol (design.md §6, `weeklyLimitGrams`): the line of the trends pane.
extension Settings {
    /// The weekly budget in tenths of a gram, the unit every total is kept in; 0 when it is off.
    public var weeklyLimitTenths: Int { weeklyLimitGrams * 10 }

    /// Whether a week's total is over the weekly budget: strictly more than it, never while it is off (0).
    public func isOverWeeklyLimit(gramsTenths: Int) -> Bool { weeklyLimitGrams > 0 && gramsTenths > weeklyLimitTenths }
}
