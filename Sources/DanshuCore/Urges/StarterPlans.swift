/// The starter examples of if-then plans (design.md §9): offered before the person has a plan of their own, never
/// added without a key. Each is an IF from the trigger list (or a time of day) and a THEN from the responses, so the
/// catalog words them in both languages with the words it has for triggers, hours and responses; nothing here is text.
/// Chosen as the volitional help sheet pairs them: each common situation linked to a response that fits it.
extension IfThenPlan {
    /// The starter examples, the most common situations first.
    public static let starters: [Rule] = [
        Rule(.trigger(.stress), .coping(.walk)),
        Rule(.trigger(.tired), .coping(.rest)),
        Rule(.trigger(.offered), .coping(.nonAlcoholic)),
        Rule(.trigger(.habit), .coping(.sparklingWater)),
        Rule(.hours(from: 18, to: 22), .coping(.bath)),
        Rule(.trigger(.lonely), .coping(.contact)),
        Rule(.trigger(.lowMood), .coping(.contact)),
        Rule(.trigger(.hungry), .coping(.eat)),
        Rule(.trigger(.bored), .coping(.walk)),
        Rule(.trigger(.angry), .coping(.leave)),
        Rule(.trigger(.celebration), .coping(.nonAlcoholic)),
        Rule(.trigger(.noReason), .coping(.delay)),
    ]

    /// The starter examples for an urge: those whose IF matches it first, then the others, each group in the list's
    /// order.
    public static func starters(for urge: Urge) -> [Rule] {
        starters.filter { $0.situation.matches(urge) } + starters.filter { !$0.situation.matches(urge) }
    }
}
