import DanshuCore
import DanshuStore
import DanshuText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `danshu import FILE [--dry-run] [--theirs]`: merges a CSV or JSON export. New days are added, identical days
/// skipped, differing days listed as conflicts and kept unless `--theirs`; weeks' plans, if-then plans (by identity)
/// and urges (one by one, on days the journal has too) likewise. The whole import is one edit and one save; a bad
/// file changes nothing.
enum ImportCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        var catalog: Catalog { context.catalog } // asked late: it may read the journal for its language
        guard let file = context.arguments.positionals.first else {
            throw context.usageError(catalog.missingArgument("FILE"), showUsage: true)
        }
        try context.expectAtMost(1)
        let bytes: [UInt8]
        switch context.host.readFile(file) {
        case .success(let read): bytes = read
        case .failure(let error):
            throw context.usageError(catalog.message(for: ImportFileError.unreadable(file: file, errno: error.code)))
        }
        let incoming: ImportedDays
        do {
            incoming = try ImportFile.read(bytes, file: file)
        } catch {
            throw context.usageError(catalog.message(for: error))
        }
        let theirs = context.arguments.flag("theirs")
        let dryRun = context.arguments.flag("dry-run")

        let decided: FileImport
        let journal: Journal
        if dryRun {
            journal = try context.read()
            try refuseFutureDays(
                incoming, journal: journal, file: file, today: context.today(journal.settings), context)
            decided = try decide(bytes, file: file, incoming: incoming, journal: journal, theirs: theirs, context)
        } else {
            var made: FileImport?
            let editor = try context.change { editor throws(CommandFailure) in
                try refuseFutureDays(incoming, journal: editor.journal, file: file, today: editor.today, context)
                let decision = try decide(
                    bytes, file: file, incoming: incoming, journal: editor.journal, theirs: theirs, context)
                made = decision
                // One edit for the whole file: undo in the app takes it back whole.
                try editor.apply(.importFile(decision.changes(takingTheirs: theirs, journal: editor.journal)))
            }
            journal = editor.journal
            decided = made ?? FileImport(journal: journal, incoming: ImportedDays(days: [:], carried: .all))
        }
        let table = ImportFile.format(of: bytes) == .csv ? ImportFile.csvTable(of: bytes) : nil
        // A table of urges or if-then plans holds no days, so it says nothing of them.
        if table == nil || table == .days { report(decided.days, theirs: theirs, settings: journal.settings, context) }
        if !decided.plans.isEmpty {
            reportPlans(decided.plans, theirs: theirs, unit: journal.settings.secondUnit, context)
        }
        if table == .ifThenPlans || (table == nil && !incoming.ifThenPlans.isEmpty) {
            let plans = decided.ifThenPlans
            context.print(
                catalog.ifThenPlanImportSummary(
                    added: plans.added.count, same: plans.same.count,
                    conflicts: plans.conflicts.count, replaced: theirs))
        }
        if table == .urges || (table == nil && !incoming.urges.isEmpty) {
            let urges = decided.urges
            context.print(
                catalog.urgeImportSummary(
                    added: urges.addedCount, same: urges.same, conflicts: urges.conflicts.count,
                    replaced: theirs))
        }
        if dryRun { context.print(catalog.importDryRun) }
        if !decided.days.conflicts.isEmpty && !theirs { context.say(catalog.conflictsKept) }
        // The file `danshu merge` wrote for this purpose in the temporary folder has served it.
        if theirs && !dryRun && MergeCommand.isTheirsFile(file) {
            if unlink(file) == 0 { context.say(catalog.theirsFileRemoved(file)) }
        }
    }

    /// What the import does, or its refusal when an urge it would write names an if-then plan neither the journal nor
    /// the file has (the file's line and column, or its place).
    private static func decide(
        _ bytes: [UInt8], file: String, incoming: ImportedDays, journal: Journal, theirs: Bool,
        _ context: CommandContext
    ) throws(CommandFailure) -> FileImport {
        let decided = FileImport(journal: journal, incoming: incoming)
        if let found = decided.urgeNamingUnknownPlan(journal: journal, takingTheirs: theirs) {
            let error = ImportFile.unknownPlan(
                bytes, file: file, incoming: incoming, date: found.date, urge: found.urge)
            throw context.usageError(context.catalog.message(for: error))
        }
        return decided
    }

    /// Days after today cannot be recorded, so a file that would record one is refused as a whole; one the journal
    /// already holds the same (folded in from another machine whose clock is ahead, `danshu merge COPY`) is no change,
    /// and so are urges the journal's day already holds. An urge of today at a time still to come is refused the same
    /// way, as `danshu urge --at` refuses it, unless the day holds that urge already (its follow-up may differ).
    private static func refuseFutureDays(
        _ incoming: ImportedDays, journal: Journal, file: String, today: LocalDate,
        _ context: CommandContext
    ) throws(CommandFailure) {
        let days = incoming.days.filter { $0.key > today && journal.days[$0.key] != $0.value }.keys
        let urges = incoming.urges.filter { date, urges in
            date > today && !urges.allSatisfy { urge in journal.days[date]?.urges.contains(urge) ?? false }
        }.keys
        if let future = (Array(days) + Array(urges)).min() {
            throw context.usageError(context.catalog.importFutureDay(file: file, date: future, today: today))
        }
        let start = journal.settings.dayStartsAtHour
        let now = context.host.now(dayStartsAtHour: start)
        guard now.day == today else { return }
        // An urge the day holds already (the same time, strength and triggers) was checked when it was logged.
        let logged = Set((journal.days[today]?.urges ?? []).map(\.identity))
        let later = (incoming.urges[today] ?? []).filter { urge in
            urge.at.minutesSinceDayStart(dayStartsAtHour: start) > now.time.minutesSinceDayStart(dayStartsAtHour: start)
                && !logged.contains(urge.identity)
        }
        if let first = later.min(by: { $0.comesBefore($1, dayStartsAtHour: start) }) {
            throw context.usageError(
                context.catalog.importFutureUrge(file: file, date: today, at: first.at, now: now.time))
        }
    }

    /// The weeks planned differently, both ways, then the plans' summary line.
    private static func reportPlans(_ plans: PlanImport, theirs: Bool, unit: SecondUnit, _ context: CommandContext) {
        let catalog = context.catalog
        var lines = plans.conflicts.map { conflict in
            catalog.planConflict(
                conflict.weekStart, ours: catalog.planSummary(conflict.ours, weekStart: conflict.weekStart, unit),
                theirs: catalog.planSummary(conflict.theirs, weekStart: conflict.weekStart, unit))
        }
        lines.append(
            catalog.planImportSummary(
                added: plans.added.count, same: plans.same.count, conflicts: plans.conflicts.count,
                replaced: theirs))
        context.print(lines.joined(separator: "\n"))
    }

    /// The conflicts, both ways, then the days' summary line.
    private static func report(_ plan: ImportPlan, theirs: Bool, settings: Settings, _ context: CommandContext) {
        let catalog = context.catalog
        var lines: [String] = []
        for conflict in plan.conflicts {
            let day = { (record: DayRecord) in
                DayText.lines(conflict.date, record, settings: settings, catalog: catalog, inert: context.inert)
                    .dropFirst().map { "    " + $0 }
            }
            lines.append(catalog.conflictTitle(conflict.date))
            lines.append("  " + catalog.conflictOurs)
            lines += day(conflict.ours)
            lines.append("  " + catalog.conflictTheirs)
            lines += day(conflict.theirs)
        }
        lines.append(
            catalog.importSummary(
                added: plan.added.count, same: plan.same.count, conflicts: plan.conflicts.count,
                replaced: theirs ? plan.conflicts.count : 0))
        context.print(lines.joined(separator: "\n"))
    }
}
