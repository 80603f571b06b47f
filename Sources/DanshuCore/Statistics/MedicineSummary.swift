/// The medicine over a span of days (design.md §8), for the report: the days it was taken, and the drinking days with and
/// without it, with their pure alcohol, so a doctor sees whether drinking differs on the days it was taken. Days after
/// today count for nothing; a day with only the medicine is counted as taken, never as recorded.
public struct MedicineSummary: Equatable, Sendable {
    /// The days taken under one name.
    public struct NamedDays: Equatable, Sendable {
        public let name: String
        public internal(set) var days: Int
    }

    /// The days taken under `name` in the span.
    public func days(takenUnder name: String) -> Int { daysByName.first { $0.name == name }?.days ?? 0 }

    /// Days the medicine was taken, answered or not.
    public let daysTaken: Int
    /// Those days by the name each was taken under (a day keeps its name when the setting is renamed), in the order
    /// each name was first taken.
    public let daysByName: [NamedDays]
    /// Days answered はい with the medicine taken, and without it.
    public let drinkingDaysWith: Int
    public let drinkingDaysWithout: Int
    /// Pure alcohol per drinking day with and without the medicine, in tenths of a gram rounded half up; nil without
    /// such a day.
    public let tenthsPerDrinkingDayWith: Int?
    public let tenthsPerDrinkingDayWithout: Int?

    /// The medicine over `from...to` as of `today`.
    public init(journal: Journal, from: LocalDate, to: LocalDate, today: LocalDate) {
        var taken = 0
        var with = 0
        var without = 0
        var tenthsWith = 0
        var tenthsWithout = 0
        var byName: [NamedDays] = []
        var date = from
        while date <= min(to, today) {
            if let record = journal.days[date] {
                if let name = record.medicine {
                    taken += 1
                    if let index = byName.firstIndex(where: { $0.name == name }) {
                        byName[index].days += 1
                    } else {
                        byName.append(NamedDays(name: name, days: 1))
                    }
                }
                if record.isDrinkingDay == true {
                    if record.tookMedicine {
                        with += 1
                        tenthsWith += record.totalTenths
                    } else {
                        without += 1
                        tenthsWithout += record.totalTenths
                    }
                }
            }
            date = date.adding(days: 1)
        }
        daysTaken = taken
        daysByName = byName
        drinkingDaysWith = with
        drinkingDaysWithout = without
        tenthsPerDrinkingDayWith = with == 0 ? nil : dividedRoundingHalfUp(tenthsWith, by: with)
        tenthsPerDrinkingDayWithout = without == 0 ? nil : dividedRoundingHalfUp(tenthsWithout, by: without)
    }
}
