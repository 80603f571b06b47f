import DanshuCore

/// What `danshu import` does with a whole file, decided before anything changes: its days (`ImportPlan`), its weeks'
/// plans (`PlanImport`), its urges (`UrgeImport`) and its if-then plans (`IfThenPlanImport`), made into one edit
/// (`JournalEdit.importFile`) so that the import is one change and undo takes it back whole.
public struct FileImport: Equatable, Sendable {
    /// The days: added, the same, or conflicts (the urges apart, which `urges` decides).
    public var days: ImportPlan
    /// The weeks' plans of a JSON export.
    public var plans: PlanImport
    /// The urges, one by one: those the journal lacks join their days, on days it has too.
    public var urges: UrgeImport
    /// The if-then plans, by identity.
    public var ifThenPlans: IfThenPlanImport

    /// Compares the file with the journal.
    public init(journal: Journal, incoming: ImportedDays) {
        days = ImportPlan(journal: journal, incoming: incoming)
        plans = PlanImport(journal: journal, incoming: incoming.plans)
        urges = UrgeImport(journal: journal, incoming: incoming.urges)
        ifThenPlans = IfThenPlanImport(journal: journal, incoming: incoming.ifThenPlans)
    }

    /// The one edit the import makes: the added days, weeks, urges and if-then plans, and the conflicting ones too when
    /// taking theirs; the days' other parts are never replaced by an urge's coming.
    public func changes(takingTheirs: Bool, journal: Journal) -> JournalImport {
        JournalImport(
            days: urges.changes(
                takingTheirs: takingTheirs, into: days.changes(takingTheirs: takingTheirs), journal: journal),
            plans: plans.changes(takingTheirs: takingTheirs),
            ifThenPlans: ifThenPlans.changes(takingTheirs: takingTheirs))
    }

    /// The first urge the import would write (in date order, each day's in the file's order) whose plan neither the
    /// journal nor the file has; nil when every urge's plan will be there.
    public func urgeNamingUnknownPlan(journal: Journal, takingTheirs: Bool) -> (date: LocalDate, urge: Urge)? {
        var known = Set(journal.ifThenPlans.map(\.id))
        known.formUnion(ifThenPlans.added.map(\.id))
        let taken = takingTheirs ? urges.conflicts : []
        for date in Set(urges.added.keys).union(taken.map(\.date)).sorted() {
            let written = (urges.added[date] ?? []) + taken.filter { $0.date == date }.map(\.theirs)
            if let urge = written.first(where: { $0.plan.map { !known.contains($0) } ?? false }) { return (date, urge) }
        }
        return nil
    }
}

extension ImportFile {
    /// The refusal of an urge on `date` whose plan neither the journal nor the file has, where the file holds it: a JSON
    /// export's path to the urge's `plan`, an urges table's line and its `plan` column.
    public static func unknownPlan(_ bytes: [UInt8], file: String, incoming: ImportedDays, date: LocalDate, urge: Urge)
        -> ImportFileError
    {
        let id = urge.plan ?? ""
        switch format(of: bytes) {
        case .json:
            let index = incoming.urges[date]?.firstIndex { $0.identity == urge.identity } ?? 0
            return .json(
                JournalError(
                    file: file, place: .value("days.\(date.iso).urges[\(index)].plan"),
                    problem: .invalidValue(expected: .knownIfThenPlan, found: .string(id))))
        case .csv:
            let line = JournalCSV.lineOfUrge(bytes, date: date, identity: urge.identity) ?? 1
            return .csv(
                file: file,
                CSVImportError(line: line, problem: .invalid(column: "plan", expected: .knownIfThenPlan, found: id)))
        }
    }
}
