/// An urge as the statistics read it (design.md §9): with its day, and whether drinking followed that day, read from
/// the day's answer with the drinking-day rule (`DayRecord.isDrinkingDay`: a day of only drinks under 1 % is sober).
public struct LoggedUrge: Hashable, Sendable {
    /// The journal day whose line holds the urge.
    public let day: LocalDate
    /// The urge as the day holds it.
    public let urge: Urge
    /// Whether the day is a drinking day; nil while the day is not answered (then the urge is counted apart).
    public let drinking: Bool?

    /// The urge `urge` of `day`, whose record says whether drinking followed.
    public init(day: LocalDate, urge: Urge, drinking: Bool?) {
        self.day = day
        self.urge = urge
        self.drinking = drinking
    }

    /// When the urge came.
    public var moment: JournalMoment { JournalMoment(day: day, time: urge.at) }

    /// Whether the urge passed without drinking that day: its day answered and not a drinking day.
    public var passedWithoutDrinking: Bool { drinking == false }

    /// Whether the urge's day is answered, so whether drinking followed is known.
    public var dayIsRecorded: Bool { drinking != nil }
}

extension Journal {
    /// The urges of the days `from...to`, days after `today` left out, in order: by day, then the day's order.
    public func loggedUrges(from: LocalDate, to: LocalDate, today: LocalDate) -> [LoggedUrge] {
        var urges: [LoggedUrge] = []
        var date = from
        while date <= min(to, today) {
            if let record = days[date], !record.urges.isEmpty {
                urges += record.urges.map { LoggedUrge(day: date, urge: $0, drinking: record.isDrinkingDay) }
            }
            date = date.adding(days: 1)
        }
        return urges
    }

    /// Every urge of the journal up to `today`, in order: the person's whole record, which ranks the plans offered when
    /// an urge comes.
    public func allLoggedUrges(today: LocalDate) -> [LoggedUrge] {
        days.filter { $0.key <= today && !$0.value.urges.isEmpty }.sorted { $0.key < $1.key }.flatMap { day in
            day.value.urges.map { LoggedUrge(day: day.key, urge: $0, drinking: day.value.isDrinkingDay) }
        }
    }
}
