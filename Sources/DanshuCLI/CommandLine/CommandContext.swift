import DanshuCore
import DanshuStore
import DanshuText
import DanshuUI

/// What a subcommand works with: the host, the parsed line, the language, the journal on disk,
/// and the two output streams. Read-only commands load without the lock (saves replace the file
/// by rename, so a read sees a whole journal); changes go through `change`, under the lock.
final class CommandContext {
    let host: Host
    let options: GlobalOptions
    let arguments: ParsedArguments
    let command: Command?
    /// The settings of the journal once read, for the language of every later message.
    private var settings: Settings?
    private var peeked = false

    init(host: Host, options: GlobalOptions, arguments: ParsedArguments, command: Command?) {
        self.host = host
        self.options = options
        self.arguments = arguments
        self.command = command
    }

    // MARK: Language

    /// The catalog in the chosen language: `--lang`, `DANSHU_LANG`, the journal's setting, Japanese.
    var catalog: Catalog {
        if options.language == nil && Language(rawValue: host.environment["DANSHU_LANG"] ?? "") == nil {
            peekSettings()
        }
        return Catalog(options.language(environment: host.environment, settings: settings))
    }

    /// Speaks the language of settings read some other way (`status`'s quick read, `merge`'s OURS), so
    /// later messages need not read the journal for it.
    func speak(as settings: Settings) {
        self.settings = settings
        peeked = true
    }

    /// Reads the journal's settings for a message before the command read it; a journal that cannot
    /// be read leaves the default language.
    private func peekSettings() {
        guard settings == nil, !peeked else { return }
        peeked = true
        guard let path = try? JournalPath.resolve(explicit: options.file, environment: host.environment) else { return }
        settings = (try? JournalStore(path: path).load())?.settings
    }

    // MARK: Failures

    /// A usage or input error (exit 2); with `showUsage`, the command's usage lines follow.
    func usageError(_ message: String, showUsage: Bool = false) -> CommandFailure {
        let text = showUsage ? message + "\n" + catalog.usage(command) : message
        return CommandFailure(ExitCode.usage, text)
    }

    // MARK: The journal

    /// The journal's path (exit 2 when none can be found).
    func journalPath() throws(CommandFailure) -> String {
        do {
            return try JournalPath.resolve(explicit: options.file, environment: host.environment)
        } catch {
            throw CommandFailure(ExitCode.usage, catalog.message(for: error))
        }
    }

    /// Reads the journal without the lock, for commands that only read (exit 3 when unreadable).
    func read() throws(CommandFailure) -> Journal {
        let store = try JournalStore(path: journalPath())
        store.seedsWriter = false // never saves
        return try load(store)
    }

    /// Reads the journal keeping only the days in `range` (every day still checked), for a command that looks at a
    /// few weeks of it (exit 3 when unreadable).
    func read(keepingDaysIn range: ClosedRange<LocalDate>) throws(CommandFailure) -> Journal {
        let store = try JournalStore(path: journalPath())
        do {
            let journal = try store.load(keepingDaysIn: range) ?? .empty(in: newJournalLanguage(settings: Settings()))
            settings = journal.settings
            return journal
        } catch {
            throw unreadable(error)
        }
    }

    /// Reads the journal through `store` (exit 3 when unreadable); with no file yet, a new journal in the
    /// language of `--lang` or `DANSHU_LANG`.
    func load(_ store: JournalStore) throws(CommandFailure) -> Journal {
        do {
            let journal = try store.loadOrNew(in: newJournalLanguage(settings: Settings()))
            settings = journal.settings
            return journal
        } catch {
            throw unreadable(error)
        }
    }

    /// Exit 3 for the journal that cannot be read: where and why, and its backup's way back when there is one.
    func unreadable(_ error: JournalError) -> CommandFailure {
        CommandFailure(
            ExitCode.unreadable, ShellLine.unreadableJournal(error, catalog: catalog, environment: host.environment))
    }

    /// The language a journal with these settings is created in: `--lang`, `DANSHU_LANG`, its setting.
    private func newJournalLanguage(settings: Settings) -> Language {
        options.language(environment: host.environment, settings: settings)
    }

    /// The journal date of now for these settings (honours `DANSHU_TODAY`).
    func today(_ settings: Settings) -> LocalDate {
        host.today(dayStartsAtHour: settings.dayStartsAtHour)
    }

    /// Changes the journal by edits (`JournalEdit`, as the app's keys make them): takes the lock (waiting up
    /// to two seconds), reads the journal, lets `body` make its edits, and saves once if they changed it,
    /// encoding only the days they named. When `body` throws nothing is saved. Returns the editor, with the
    /// journal as saved. A journal this user may not change is refused with exit 1 and the reason before
    /// anything runs, and no lock file is made for it.
    @discardableResult
    func change(_ body: (inout JournalEditor) throws(CommandFailure) -> Void) throws(CommandFailure) -> JournalEditor {
        let path = try journalPath()
        if let readOnly = JournalAccess.readOnlyReason(journal: path) {
            _ = try read() // an unreadable journal says so first (exit 3), as everywhere
            throw CommandFailure(ExitCode.saveFailed, catalog.message(for: readOnly, journal: path))
        }
        let lock: JournalLock
        do {
            lock = try JournalLock.lock(journal: path, timeout: 2)
        } catch {
            let status = error.reason == .locked ? ExitCode.locked : ExitCode.saveFailed
            throw CommandFailure(status, catalog.message(for: error))
        }
        defer { lock.release() }
        let store = JournalStore(path: path)
        let journal = try load(store)
        var editor = JournalEditor(
            journal: journal, today: today(journal.settings),
            now: host.now(dayStartsAtHour: journal.settings.dayStartsAtHour).time, context: self)
        try body(&editor)
        if store.lastBytes == nil {
            editor.journal.nameDefaultPresets(
                in: newJournalLanguage(settings: editor.journal.settings),
                insteadOf: newJournalLanguage(settings: journal.settings))
        }
        if editor.journal != journal {
            do {
                try store.save(editor.journal, changed: editor.days)
            } catch {
                var text = catalog.message(for: error)
                // Another program's version the save kept aside: said here, so that it is not left unmerged unseen.
                if let copy = error.keptAside {
                    text +=
                        "\n"
                        + catalog.syncConflictCopy(
                            command: ShellLine.foldCopy(copy, journal: path, environment: host.environment),
                            others: 0)
                }
                throw CommandFailure(ExitCode.saveFailed, text)
            }
            settings = editor.journal.settings
        }
        return editor
    }

    // MARK: Arguments

    /// The day a DATE argument names; future days are refused unless `allowFuture`.
    func date(_ text: String, today: LocalDate, allowFuture: Bool = false) throws(CommandFailure) -> LocalDate {
        switch DateArgument.parse(text, today: today) {
        case .failure(let problem):
            throw usageError(catalog.message(for: problem))
        case .success(let date):
            if !allowFuture && date > today { throw usageError(catalog.futureDate(date, today: today)) }
            return date
        }
    }

    /// Refuses words beyond the `count` a command takes.
    func expectAtMost(_ count: Int) throws(CommandFailure) {
        if arguments.positionals.count > count {
            throw usageError(catalog.unexpectedArgument(arguments.positionals[count]), showUsage: true)
        }
    }

    // MARK: Output

    /// Whether standard output is a terminal: then text from the journal is made inert.
    var outputIsTerminal: Bool { host.isTerminal(1) }

    /// Text from the journal or a file (names, notes) as it may be shown on standard output.
    func inert(_ text: String) -> String { outputIsTerminal ? SafeText.sanitize(text) : text }

    /// Data on standard output, ending in a newline.
    func print(_ text: String) {
        host.writeOutput(outputIsTerminal ? Host.inertLines(text) + "\n" : text + "\n")
    }

    /// Bytes on standard output, exactly as given unless standard output is a terminal.
    func printBytes(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        host.writeOutput(outputIsTerminal ? Host.inertLines(text) : text)
    }

    /// A message on standard error, ending in a newline.
    func say(_ text: String) { host.say(text) }

    /// The text given as `what` (an option or a word) as one line (`OneLineText`): a control character ends the
    /// command (exit 2), a line break or tab becomes a space and a line on standard error says so.
    func oneLine(_ text: String, what: String) throws(CommandFailure) -> String {
        let reading = OneLineText.read(text)
        if let control = reading.controls.first { throw usageError(catalog.controlCharacter(in: what, control)) }
        if reading.joinedLines { say("danshu: " + catalog.lineBreaksJoined(in: what)) }
        return reading.text
    }
}
