import DanshuCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The backup the first save of each run keeps beside the journal (`journal.json.bak`, design.md §3), looked at when the
/// journal itself cannot be read (issue 40): when it was written, how many days it holds (read with the journal's own
/// reader, as `check` counts them), and a free name beside the journal to keep the unreadable file under while the
/// backup takes its place. Only a backup that reads as a journal is offered.
public struct JournalBackup: Equatable, Sendable {
    /// The journal's file as saves write it: through a symbolic link, its target (the backup lies beside that).
    public var journal: String
    /// The backup's path.
    public var path: String
    /// The local day and time the backup's contents were written.
    public var savedOn: LocalDate
    public var savedHour: Int
    public var savedMinute: Int
    /// How many days it records.
    public var days: Int
    /// A name beside the journal that no file has: `journal.broken-20261203-101010.json`.
    public var brokenName: String

    /// A backup as found: the journal, the backup, when its contents were written, its days and the free broken name.
    public init(
        journal: String, path: String, savedOn: LocalDate, savedHour: Int, savedMinute: Int, days: Int,
        brokenName: String
    ) {
        self.journal = journal
        self.path = path
        self.savedOn = savedOn
        self.savedHour = savedHour
        self.savedMinute = savedMinute
        self.days = days
        self.brokenName = brokenName
    }

    /// The backup beside `journal` when `problem` is one a backup can mend and the backup reads as a journal; nil otherwise.
    public static func beside(journal: String, problem: JournalProblem) -> JournalBackup? {
        guard problem.backupMayHelp else { return nil }
        let target = DurableFile.resolveSymlinks(journal)
        let backup = target + ".bak"
        guard let info = DurableFile.status(of: backup), info.st_mode & S_IFMT == S_IFREG,
            let bytes = try? DurableFile.readAll(backup), let counted = try? JournalReader.count(bytes, file: backup)
        else { return nil }
        var seconds = time_t(info.st_mtim.tv_sec)
        var parts = tm()
        localtime_r(&seconds, &parts)
        guard
            let day = LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else { return nil }
        return JournalBackup(
            journal: target, path: backup, savedOn: day, savedHour: Int(parts.tm_hour), savedMinute: Int(parts.tm_min),
            days: counted.days, brokenName: freeBrokenName(of: target))
    }

    /// `journal.broken-YYYYMMDD-HHMMSS.json` in local time now, with `-2`, `-3`… when that name is taken.
    static func freeBrokenName(of target: String) -> String {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let stamp =
            "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
        let base = DurableFile.name(of: target)
        let dot = base.lastIndex(of: ".").flatMap { $0 == base.startIndex ? nil : $0 }
        let stem = dot.map { String(base[..<$0]) } ?? base
        let suffix = dot.map { String(base[$0...]) } ?? ""
        let start = DurableFile.folder(of: target) + "/" + stem + ".broken-" + stamp
        var candidate = start + suffix
        var n = 2
        var info = stat()
        while lstat(candidate, &info) == 0 {
            candidate = start + "-\(n)" + suffix
            n += 1
        }
        return candidate
    }
}

extension JournalProblem {
    /// Whether the file's contents are damaged, so that its backup may be what the user wants back: not when it cannot be
    /// read at all (permission, not a file), is too large to be a journal, or comes from a newer danshu (updating mends it).
    public var backupMayHelp: Bool {
        switch self {
        case .emptyFile, .syntax, .invalidUTF8, .nestingTooDeep, .duplicateKey, .unknownKey, .missingKey, .invalidValue,
            .duplicatePresetName, .drinksOnDayNotDrank, .contextOnDayNotDrank, .tooMany, .duplicateIfThenPlan:
            return true
        case .newerVersion, .unreadable, .notRegularFile, .fileTooLarge:
            return false
        }
    }
}
