import DanshuCore
import DanshuText

/// `danshu log [DATE] ITEM... [--drink NAME:ABV:ML[:YEN]]... [--force] [--note TEXT] [--mood N] [--craving N]` and
/// `danshu log [DATE] --sober`: records a day with the edits the app's keys make (drinks, いいえ, the note,
/// the feelings, the medicine, the context of drinking), each checked by the journal's rules, then prints the day as
/// `show` does. A drink beyond what a person can drink (`BeyondDrinkable`) is refused without `--force` (exit 2), as
/// the app asks about it once.
enum LogCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        let arguments = context.arguments
        var catalog: Catalog { context.catalog } // asked late: it may read the journal for its language
        let sober = arguments.flag("sober")
        let force = arguments.flag("force")
        var note: String?
        if let text = arguments.value("note") { note = try context.oneLine(text, what: "--note") }
        var oneOffs: [(text: String, parts: OneOffArgument)] = []
        for text in arguments.values("drink") {
            switch OneOffArgument.parse(text) {
            case .success(let parts):
                _ = try context.oneLine(parts.name, what: "--drink")
                oneOffs.append((text, parts))
            case .failure(let problem): throw context.usageError(catalog.message(for: problem, text: text))
            }
        }
        if let note, note.count > Limits.noteLength.upperBound { throw context.usageError(catalog.noteTooLong) }
        let mood = try feeling("mood", Limits.mood, context)
        let craving = try feeling("craving", Limits.craving, context)
        let extras: DayContextArguments
        switch DayContextArguments.parse(arguments) {
        case .success(let parsed): extras = parsed
        case .failure(.medicineBothWays): throw context.usageError(catalog.medicineBothWays)
        case .failure(.unknownWord(let option, let value, let allowed)):
            throw context.usageError(catalog.unknownContextWord(option: option, value: value, allowed: allowed))
        }
        var words = arguments.positionals
        let dateWord = words.first.flatMap { DateArgument.looksLikeDate($0) ? $0 : nil }
        if dateWord != nil { words.removeFirst() }
        guard
            !words.isEmpty || !oneOffs.isEmpty || sober || note != nil || mood != nil || craving != nil
                || extras.medicineTaken != nil || extras.givesContext
        else {
            throw context.usageError(catalog.nothingToLog, showUsage: true)
        }
        if sober && (!words.isEmpty || !oneOffs.isEmpty) {
            throw context.usageError(catalog.soberWithDrinks, showUsage: true)
        }
        if sober && extras.givesContext { throw context.usageError(catalog.soberWithContext, showUsage: true) }

        var cleared = 0
        var date = LocalDate(dayNumber: 0)
        let editor = try context.change { editor throws(CommandFailure) in
            date =
                try dateWord.map { text throws(CommandFailure) in try context.date(text, today: editor.today) }
                ?? editor.today
            for word in words {
                switch DrinkItem.parse(word, presets: editor.journal.presets) {
                case .success(let item):
                    var entry = editor.journal.presets[item.presetIndex].entry
                    entry.count = item.count
                    try addDrink(entry, on: date, to: &editor, force: force, context)
                case .failure(let problem):
                    throw context.usageError(catalog.message(for: problem))
                }
            }
            for oneOff in oneOffs {
                let typed = oneOff.parts.typed
                switch typed.read() {
                case .success(let entry): try addDrink(entry, on: date, to: &editor, force: force, context)
                case .failure(let problems):
                    throw context.usageError(
                        catalog.badOneOffFields(oneOff.text, problems: catalog.fieldProblems(problems, of: typed)))
                }
            }
            if sober {
                let record = editor.journal.days[date]
                cleared = record?.drank == true ? record?.drinkCount ?? 0 : 0
                try editor.apply(.answer(date, .no))
            }
            if let note { try editor.apply(.setNote(date, note)) }
            if mood != nil || craving != nil {
                let record = editor.journal.days[date]
                try editor.apply(.setFeelings(date, mood: mood ?? record?.mood, craving: craving ?? record?.craving))
            }
            try apply(extras, on: date, to: &editor, context)
        }
        if cleared > 0 { context.say(context.catalog.clearedDrinks(cleared)) }
        ShowCommand.printDay(date, of: editor.journal, context)
    }

    /// One drink recorded; one beyond what a person can drink ends the command (exit 2) unless `force`.
    private static func addDrink(
        _ entry: DrinkEntry, on date: LocalDate, to editor: inout JournalEditor, force: Bool,
        _ context: CommandContext
    ) throws(CommandFailure) {
        if !force, let beyond = editor.journal.beyondDrinkable(adding: entry, on: date) {
            throw context.usageError(
                context.catalog.beyondDrinkableRefused(beyond, name: entry.name, count: entry.count))
        }
        try editor.apply(.addDrink(date, entry))
    }

    /// `--medicine` (under the name the setting gives) or `--no-medicine`, then the parts of the context given, kept with
    /// the others the day has; a context on a day that is not a drinking day ends the command (exit 2).
    private static func apply(
        _ extras: DayContextArguments, on date: LocalDate, to editor: inout JournalEditor,
        _ context: CommandContext
    ) throws(CommandFailure) {
        switch extras.medicineTaken {
        case true?:
            guard let name = editor.journal.settings.medicineName else {
                throw context.usageError(context.catalog.medicineNotSetForCommand)
            }
            try editor.apply(.setMedicine(date, name))
        case false?: try editor.apply(.setMedicine(date, nil))
        case nil: break
        }
        guard extras.givesContext else { return }
        let record = editor.journal.days[date]
        let changed = extras.applied(to: record?.context)
        if !changed.isEmpty && record?.drank != true {
            throw context.usageError(context.catalog.contextNeedsDrinkingDay)
        }
        try editor.apply(.setContext(date, changed))
    }

    /// `--mood N` or `--craving N`: nil when not given, `.some(nil)` for an empty value (which clears it), else a
    /// whole number in `range`; anything else ends the command with the range (exit 2).
    private static func feeling(_ option: String, _ range: ClosedRange<Int>, _ context: CommandContext)
        throws(CommandFailure) -> Int??
    {
        guard let text = context.arguments.value(option) else { return nil }
        if text.trimmingSpaces.isEmpty { return .some(nil) }
        guard case .success(let value) = NumberInput.whole(text, range: range) else {
            throw context.usageError(context.catalog.badFeeling(option: "--" + option, value: text, range: range))
        }
        return value
    }
}
