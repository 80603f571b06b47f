/// This person's risky hours (design.md §9), for `danshu status`: the hours of the clock when their urges come most,
/// judged from the urges of the last 90 days once there are at least 10, with the plan they used most at those hours.
///
/// An hour is risky when it holds at least twice its share of the urges (a 12th of them: twice the mean of the 24
/// hours) and at least two: urges spread over the whole day make no hour risky, and urges gathered in the evening make
/// each evening hour risky, however many hours they span (docs/decisions.md, "Risky hours").
public struct UrgeRiskHours: Equatable, Sendable {
    /// The urges needed before any hour is called risky.
    public static let neededUrges = 10
    /// The days looked back over, today included.
    public static let days = 90
    /// The fewest urges an hour needs to be risky: one urge is no pattern.
    public static let fewestInAnHour = 2

    /// The urges of the span.
    public let urgeCount: Int
    /// The risky hours of the clock, bit `h` for the hour h:00–h:59.
    public let hourBits: UInt32
    /// The plan in use that the urges at the risky hours used most (ties: the list's order); nil when none used one.
    public let planID: IfThenPlan.ID?

    /// The risky hours of `journal` as of `today`; nil while the last 90 days hold fewer than 10 urges.
    public init?(journal: Journal, today: LocalDate) {
        self.init(days: journal.days, plans: journal.activeIfThenPlans, today: today)
    }

    /// The risky hours of these days (the journal's, or the last days a quick reader read) as of `today`, with the
    /// plans in use; nil while the last 90 days hold fewer than 10 urges.
    public init?(days: [LocalDate: DayRecord], plans: [IfThenPlan], today: LocalDate) {
        var counts = [Int](repeating: 0, count: 24)
        var urges: [Urge] = []
        for back in 0..<Self.days {
            guard let record = days[today.adding(days: -back)] else { continue }
            for urge in record.urges {
                counts[urge.at.hour] += 1
                urges.append(urge)
            }
        }
        guard urges.count >= Self.neededUrges else { return nil }
        urgeCount = urges.count
        var bits: UInt32 = 0
        for hour in 0..<24 where counts[hour] >= Self.fewestInAnHour && counts[hour] * 12 >= urges.count {
            bits |= 1 << UInt32(hour)
        }
        hourBits = bits
        var uses: [IfThenPlan.ID: Int] = [:]
        for urge in urges where bits & (1 << UInt32(urge.at.hour)) != 0 {
            if let id = urge.plan { uses[id, default: 0] += 1 }
        }
        var best: (id: IfThenPlan.ID, uses: Int)?
        for plan in plans where (uses[plan.id] ?? 0) > (best?.uses ?? 0) { best = (plan.id, uses[plan.id] ?? 0) }
        planID = best?.id
    }

    /// The risky hours, 0–23, in order.
    public var hours: [Int] { (0..<24).filter { hourBits & (1 << UInt32($0)) != 0 } }

    /// Whether `time` falls in a risky hour.
    public func holds(_ time: ClockTime) -> Bool { hourBits & (1 << UInt32(time.hour)) != 0 }
}
