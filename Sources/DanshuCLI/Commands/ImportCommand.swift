#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DanshuCore
import DanshuStore
import DanshuText

/// `danshu import FILE [--dry-run] [--theirs]`: merges the days of a CSV or JSON export. New days are
/// added, identical days skipped, differing days listed as conflicts and kept unless `--theirs`.
/// The whole import is one change and one save; a bad file changes nothing.
enum ImportCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        var catalog: Catalog { context.catalog }  // asked late: it may read the journal for its language
        guard let file = context.arguments.positionals.first else {
            throw context.usageError(catalog.missingArgument("FILE"), showUsage: true)
        }
        try context.expectAtMost(1)
        let bytes: [UInt8]
        switch context.host.readFile(file) {
        case .success(let read): bytes = read
        case .failure(let error): throw context.usageError(catalog.message(for: ImportFileError.unreadable(file: file, errno: error.code)))
        }
        let incoming: ImportedDays
        do {
            incoming = try ImportFile.read(bytes, file: file)
        } catch {
            throw context.usageError(catalog.message(for: error))
        }
        let theirs = context.arguments.flag("theirs")

        let plan: ImportPlan, plans: PlanImport
        let journal: Journal
        if context.arguments.flag("dry-run") {
            journal = try context.read()
            try refuseFutureDays(incoming.days, journal: journal, file: file, today: context.today(journal.settings), context)
            plan = ImportPlan(journal: journal, incoming: incoming)
            plans = PlanImport(journal: journal, incoming: incoming.plans)
        } else {
            var made: (ImportPlan, PlanImport)?
            let editor = try context.change { editor throws(CommandFailure) in
                try refuseFutureDays(incoming.days, journal: editor.journal, file: file, today: editor.today, context)
                let plan = ImportPlan(journal: editor.journal, incoming: incoming)
                let plans = PlanImport(journal: editor.journal, incoming: incoming.plans)
                made = (plan, plans)
                try editor.apply(.importDays(plan.changes(takingTheirs: theirs)))
                try editor.apply(.importPlans(plans.changes(takingTheirs: theirs)))
            }
            journal = editor.journal
            (plan, plans) = made ?? (ImportPlan(journal: journal, incoming: [:], carried: .all), PlanImport(journal: journal, incoming: [:]))
        }
        report(plan, theirs: theirs, dryRun: context.arguments.flag("dry-run"), settings: journal.settings, context)
        if !plans.isEmpty { reportPlans(plans, theirs: theirs, unit: journal.settings.secondUnit, context) }
        // The file `danshu merge` wrote for this purpose in the temporary folder has served it.
        if theirs && !context.arguments.flag("dry-run") && MergeCommand.isTheirsFile(file) {
            if unlink(file) == 0 { context.say(catalog.theirsFileRemoved(file)) }
        }
    }

    /// Days after today cannot be recorded, so a file that would record one is refused as a whole; one the journal
    /// already holds the same (folded in from another machine whose clock is ahead, `danshu merge COPY`) is no change.
    private static func refuseFutureDays(_ days: [LocalDate: DayRecord], journal: Journal, file: String, today: LocalDate,
                                         _ context: CommandContext) throws(CommandFailure) {
        if let future = days.filter({ $0.key > today && journal.days[$0.key] != $0.value }).keys.min() {
            throw context.usageError(context.catalog.importFutureDay(file: file, date: future, today: today))
        }
    }

    /// The weeks planned differently, both ways, then the plans' summary line.
    private static func reportPlans(_ plans: PlanImport, theirs: Bool, unit: SecondUnit, _ context: CommandContext) {
        let catalog = context.catalog
        var lines = plans.conflicts.map { conflict in
            catalog.planConflict(conflict.weekStart, ours: catalog.planSummary(conflict.ours, weekStart: conflict.weekStart, unit),
                                 theirs: catalog.planSummary(conflict.theirs, weekStart: conflict.weekStart, unit))
        }
        lines.append(catalog.planImportSummary(added: plans.added.count, same: plans.same.count, conflicts: plans.conflicts.count,
                                               replaced: theirs))
        context.print(lines.joined(separator: "\n"))
    }

    /// The conflicts, both ways, then the summary line.
    private static func report(_ plan: ImportPlan, theirs: Bool, dryRun: Bool, settings: Settings, _ context: CommandContext) {
        let catalog = context.catalog
        var lines: [String] = []
        for conflict in plan.conflicts {
            let day = { (record: DayRecord) in
                DayText.lines(conflict.date, record, settings: settings, catalog: catalog, inert: context.inert).dropFirst().map { "    " + $0 }
            }
            lines.append(catalog.conflictTitle(conflict.date))
            lines.append("  " + catalog.conflictOurs)
            lines += day(conflict.ours)
            lines.append("  " + catalog.conflictTheirs)
            lines += day(conflict.theirs)
        }
        lines.append(catalog.importSummary(added: plan.added.count, same: plan.same.count, conflicts: plan.conflicts.count,
                                           replaced: theirs ? plan.conflicts.count : 0))
        if dryRun { lines.append(catalog.importDryRun) }
        context.print(lines.joined(separator: "\n"))
        if !plan.conflicts.isEmpty && !theirs { context.say(catalog.conflictsKept) }
    }
}
