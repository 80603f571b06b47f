import DanshuCore

/// What `danshu import` does with each day of a file, decided before anything changes:
/// a day the journal lacks is added, a day recorded identically is left alone, and a day recorded
/// differently is a conflict that keeps the journal's version unless the import takes theirs. Urges are apart
/// (`UrgeImport`): a day holding only urges, on either side, is no conflict.
/// A field the file does not carry (a CSV without its column) is unknown there, so the journal's value
/// stands in for it: it neither makes a conflict nor is replaced.
public struct ImportPlan: Equatable, Sendable {
    /// A day both have, recorded differently.
    public struct Conflict: Equatable, Sendable {
        /// The day both have.
        public var date: LocalDate
        /// The journal's record.
        public var ours: DayRecord
        /// The file's record, with the journal's values for the fields the file does not carry.
        public var theirs: DayRecord
    }

    /// Days only the file has, in date order.
    public var added: [LocalDate]
    /// Days both have, recorded the same.
    public var same: [LocalDate]
    /// Days both have, recorded differently, in date order.
    public var conflicts: [Conflict]
    /// The file's days; an added day the journal held with only urges holds the journal's urges too.
    public let incoming: [LocalDate: DayRecord]

    /// Compares the file's days with the journal's; `carried` says which later fields the file has.
    public init(journal: Journal, incoming: [LocalDate: DayRecord], carried: CarriedFields = .all) {
        self.init(journal: journal, incoming: incoming, carried: carried, parts: DayPart.table)
    }

    /// Compares the days of a file whose parts are as `parts` says (a test's table with a part of its own).
    init(journal: Journal, incoming: [LocalDate: DayRecord], carried: CarriedFields, parts: DayPartTable) {
        var days = incoming
        added = []
        same = []
        conflicts = []
        for date in incoming.keys.sorted() {
            guard let record = incoming[date] else { continue }
            if let ours = journal.days[date] {
                let theirs = Self.completed(record, from: ours, carried: carried, parts: parts)
                if ours == theirs || Self.holdsOnlyItems(record, parts: parts) {
                    // A file's day of only urges says nothing of the rest of ours: its urges come one by one.
                    same.append(date)
                } else if Self.holdsOnlyItems(ours, parts: parts) {
                    // A day that holds only urges (logged before the day was answered) is not recorded yet: the file's
                    // record of it is added, around the urges.
                    days[date] = theirs
                    added.append(date)
                } else {
                    conflicts.append(Conflict(date: date, ours: ours, theirs: theirs))
                }
            } else {
                added.append(date)
            }
        }
        self.incoming = days
    }

    /// Whether the day holds nothing but parts merged item by item (its urges).
    static func holdsOnlyItems(_ day: DayRecord, parts: DayPartTable) -> Bool {
        var items = DayRecord(drank: nil)
        for part in parts.parts where part.merge.rule == .byItems { part.copy(day, &items) }
        return items == day
    }

    /// Compares the days of an import file with the journal's.
    public init(journal: Journal, incoming: ImportedDays) {
        self.init(journal: journal, incoming: incoming.days, carried: incoming.carried)
    }

    /// `theirs` with `ours`' values where the file carries nothing: a part merged item by item (the urges, which
    /// `UrgeImport` brings in) and each column of a day's part the file lacks keeps ours' share of the part (`DayPartColumn.keep`: the feelings, the medicine, the parts of a context, these only on a day
    /// both answer はい), and the price or calories of each drink that is one of ours but for them (ours at the same place
    /// first, else the first not yet used).
    static func completed(_ theirs: DayRecord, from ours: DayRecord, carried: CarriedFields, parts: DayPartTable)
        -> DayRecord
    {
        var day = theirs
        // A part merged item by item (the urges) is imported item by item too (`UrgeImport`): the day keeps ours.
        for part in parts.parts where part.merge.rule == .byItems { part.copy(ours, &day) }
        for part in parts.parts where !CSVLayout.isInEveryExport(part) {
            for column in part.columns where !carried.contains(column.name) { column.keep(ours, &day) }
        }
        guard !carried.contains("price") || !carried.contains("kcal") else { return day }
        var unused = Set(ours.drinks.indices)
        for index in day.drinks.indices {
            let withOurs = { (candidate: DrinkEntry) in
                var drink = day.drinks[index]
                if !carried.contains("price") { drink.priceYen = candidate.priceYen }
                if !carried.contains("kcal") { drink.extraKcal = candidate.extraKcal }
                return drink
            }
            let matches = { (candidate: Int) in
                unused.contains(candidate) && withOurs(ours.drinks[candidate]) == ours.drinks[candidate]
            }
            guard let match = matches(index) ? index : ours.drinks.indices.first(where: matches) else { continue }
            unused.remove(match)
            day.drinks[index] = ours.drinks[match]
        }
        return day
    }

    /// The days the import writes: the added ones, and the conflicting ones too when taking theirs.
    public func changes(takingTheirs: Bool) -> [LocalDate: DayRecord] {
        var days: [LocalDate: DayRecord] = [:]
        for date in added { days[date] = incoming[date] }
        if takingTheirs {
            for conflict in conflicts { days[conflict.date] = conflict.theirs }
        }
        return days
    }
}
