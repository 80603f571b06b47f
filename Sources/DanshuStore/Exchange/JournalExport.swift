import DanshuCore

/// `danshu export`: the journal's days in a date range, as CSV or as a journal document.
public enum JournalExport {
    /// The days from `from` to `to`, both included; nil bounds are open.
    public static func days(of journal: Journal, from: LocalDate?, to: LocalDate?) -> [LocalDate: DayRecord] {
        guard from != nil || to != nil else { return journal.days }
        return journal.days.filter { date, _ in
            (from.map { date >= $0 } ?? true) && (to.map { date <= $0 } ?? true)
        }
    }

    /// The CSV export (see `JournalCSV`).
    public static func csv(_ journal: Journal, from: LocalDate? = nil, to: LocalDate? = nil) -> [UInt8] {
        JournalCSV.encode(days(of: journal, from: from, to: to))
    }

    /// The CSV export of the urges of the days in the range, a table of their own (`JournalCSV+Urges.swift`).
    public static func urgesCSV(_ journal: Journal, from: LocalDate? = nil, to: LocalDate? = nil) -> [UInt8] {
        JournalCSV.encodeUrges(days(of: journal, from: from, to: to))
    }

    /// The CSV export of every if-then plan, retired ones too, in the list's order (`JournalCSV+IfThenPlans.swift`); a
    /// range of days leaves the plans whole, since urges of any day may name any of them.
    public static func ifThenPlansCSV(_ journal: Journal) -> [UInt8] {
        JournalCSV.encodeIfThenPlans(journal.ifThenPlans)
    }

    /// A journal document in the journal's own format, with the journal's settings, presets and if-then plans (all of
    /// them: urges of any day may name any plan), only the days in the range, and the plans of the weeks that share a day
    /// with it: the bytes the journal file itself would have.
    public static func json(_ journal: Journal, from: LocalDate? = nil, to: LocalDate? = nil) -> [UInt8] {
        var part = journal
        part.days = days(of: journal, from: from, to: to)
        part.plans = journal.plans.filter { start, _ in
            (from.map { start.adding(days: 6) >= $0 } ?? true) && (to.map { start <= $0 } ?? true)
        }
        return JournalWriter.bytes(of: part)
    }
}
