import DanshuCore
import DanshuStore
import DanshuText

/// `danshu merge BASE OURS THEIRS`: git's merge driver for the journal (`danshu merge %O %A %B`). Reads
/// the three versions, merges them by meaning (`JournalMerge`) and writes the result durably over OURS,
/// in the journal's own bytes. Conflicting days and weeks' plans keep ours; theirs go to a file `danshu import --theirs`
/// takes (and then removes), and a conflicting day makes the exit status 1, so that git marks the file. A file that
/// cannot be read writes nothing (exit 3).
///
/// `danshu merge COPY`: folds a sync tool's conflict copy into the journal by meaning, days, presets and settings
/// (`FoldCopy`), and removes the copy.
enum MergeCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) -> Int32 {
        let words = context.arguments.positionals
        if words.count == 1 { return try FoldCopy.run(copy: words[0], context) }
        guard words.count >= 3 else {
            throw context.usageError(
                context.catalog.missingArgument(["COPY", "THEIRS", "THEIRS"][words.count]), showUsage: true)
        }
        try context.expectAtMost(3)
        let ours = try read(words[1], context)
        context.speak(as: ours.settings)
        let base = try read(words[0], context, emptyIsNoAncestor: true)
        let theirs = try read(words[2], context)

        let merge = JournalMerge(base: base, ours: ours, theirs: theirs)
        do {
            try JournalFile.replace(words[1], with: merge.journal)
        } catch {
            throw CommandFailure(ExitCode.saveFailed, context.catalog.message(for: error))
        }
        report(merge, ours: ours, theirs: theirs, context)
        return merge.hasConflicts ? ExitCode.mergeConflict : ExitCode.success
    }

    /// One version as a journal; exit 3 naming the file when it is missing, unreadable or not a journal
    /// danshu reads. Git gives an empty BASE when the two sides have no common ancestor.
    static func read(_ path: String, _ context: CommandContext, emptyIsNoAncestor: Bool = false) throws(CommandFailure)
        -> Journal
    {
        let bytes: [UInt8]
        switch context.host.readFile(path) {
        case .success(let read): bytes = read
        case .failure(let error):
            let problem = JournalError(file: path, place: .file, problem: .unreadable(errno: error.code))
            throw CommandFailure(ExitCode.unreadable, context.catalog.message(for: problem))
        }
        if emptyIsNoAncestor && bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return Journal(days: [:])
        }
        do {
            return try JournalReader.read(bytes, file: path)
        } catch {
            throw CommandFailure(ExitCode.unreadable, context.catalog.message(for: error))
        }
    }

    /// What the user must know, on standard error (git shows it): the conflicting days both ways and how to take theirs
    /// (theirs of a week's plan too), and settings or presets where ours was kept over a different change of theirs.
    private static func report(_ merge: JournalMerge, ours: Journal, theirs: Journal, _ context: CommandContext) {
        let catalog = context.catalog
        var lines = keptOurs(merge, ours: ours, theirs: theirs, catalog: catalog)
        // Only the conflicting days and weeks' plans, so importing them with --theirs changes nothing else.
        if let aside = merge.keptAside(of: theirs) {
            do {
                let file = try JournalFile.createUnique(
                    in: temporaryFolder(context.host.environment),
                    prefix: theirsPrefix, journal: aside)
                lines.append(catalog.mergeTakeTheirs(file))
            } catch {
                lines.append(catalog.mergeTheirsNotSaved(catalog.message(for: error)))
            }
        }
        if !lines.isEmpty { context.say("danshu merge: " + lines.joined(separator: "\n")) }
    }

    /// What was kept of ours where both sides changed a setting, a preset, a plan or a day, as `danshu merge` lists it.
    static func keptOurs(_ merge: JournalMerge, ours: Journal, theirs: Journal, catalog: Catalog) -> [String] {
        var lines: [String] = []
        for key in merge.settingsKeptOurs {
            lines.append(
                catalog.mergeSettingKeptOurs(
                    key, ours: key.value(in: ours.settings), theirs: key.value(in: theirs.settings)))
        }
        lines += merge.presetsKeptOurs.map { catalog.mergePresetKeptOurs($0) }
        lines += merge.presetsLeftOut.map { catalog.mergePresetLeftOut($0) }
        lines += merge.plansKeptOurs.map { start in
            catalog.mergePlanKeptOurs(
                start, ours: ours.plans[start], theirs: theirs.plans[start], unit: ours.settings.secondUnit)
        }
        for id in merge.ifThenPlansKeptOurs {
            guard let o = ours.ifThenPlan(id: id), let t = theirs.ifThenPlan(id: id) else { continue }
            lines.append(catalog.mergeIfThenPlanKeptOurs(ours: o.rule, theirs: t.rule))
        }
        if merge.hasConflicts {
            lines.append(catalog.mergeConflicts(merge.conflicts.count))
            lines += merge.conflicts.map { catalog.mergeConflictLine($0.date, ours: $0.ours, theirs: $0.theirs) }
        }
        return lines
    }

    /// The name of the file `report` writes their conflicting days to.
    static let theirsPrefix = "danshu-theirs-"

    /// Whether `path` is such a file: `import --theirs` removes it once it is taken up, so none is left behind.
    static func isTheirsFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasPrefix(theirsPrefix) && name.hasSuffix(".json")
    }

    /// `$TMPDIR` when it is an absolute path, else /tmp.
    private static func temporaryFolder(_ environment: [String: String]) -> String {
        guard let folder = environment["TMPDIR"], folder.hasPrefix("/") else { return "/tmp" }
        return folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }
}
