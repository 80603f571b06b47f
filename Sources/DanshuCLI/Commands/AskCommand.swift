import DanshuCore
import DanshuText
import DanshuUI

/// `danshu ask [DATE]`: the day's question in plain lines on standard input and output, for a reminder, ssh from a
/// phone, a script or a screen reader: no cursor addressing, no color, no box drawing, every prompt a whole sentence.
/// A bad answer is asked again, never guessed; nothing is saved until every question is answered, and the end of the
/// input before that leaves the journal as it was (exit 1). What is saved is what the app's keys would save. While a
/// medicine is set, the last question is whether it was taken (y, n, or Enter to leave the day's mark as it is).
enum AskCommand {
    /// What one line of input gave: the answer, or the sentence that asks again.
    enum Reading<Value> {
        case answer(Value)
        case again(String)
    }

    /// The input ended before the answers did.
    struct Ended: Error {}

    static func run(_ context: CommandContext) throws(CommandFailure) -> Int32 {
        try context.expectAtMost(1)
        let journal = try context.read()
        let catalog = context.catalog
        let today = context.today(journal.settings)
        let date =
            try context.arguments.positionals.first.map { text throws(CommandFailure) in
                try context.date(text, today: today)
            } ?? today
        var drank = false
        var drinks: [DrinkEntry] = []
        var mood: Int?
        var craving: Int?
        var tookMedicine: Bool?
        let medicine = journal.settings.medicineName
        do {
            if let record = journal.days[date], record.drank != nil {
                // One thing a line, as `show` prints it, each line within the width of a terminal.
                context.print(catalog.askAlreadyRecorded)
                let day = DayText.lines(
                    date, record, settings: journal.settings, catalog: catalog, width: width - 2, inert: context.inert
                )
                .dropFirst()
                let answers = catalog.askRecordedDayAnswers(removable: Removal(record) != nil)
                for line in day.flatMap({ fitted("  " + $0) }) + answers.flatMap(fitted) { context.print(line) }
            }
            drank = try askDrank(date, record: journal.days[date], context)
            if drank {
                let presets = journal.presets
                context.print(catalog.askPresetsIntro)
                for (index, preset) in presets.enumerated() {
                    context.print(
                        "  \(index + 1) " + context.inert(preset.name) + " " + formatGrams(preset.gramsTenths))
                }
                drinks = try askDrinks(on: date, of: journal, context)
            }
            mood = try ask(catalog.askMood(isToday: date == today), context) { line in
                readFeeling(line, Limits.mood, catalog: catalog)
            }
            craving = try ask(catalog.askCraving, context) { line in readFeeling(line, Limits.craving, catalog: catalog)
            }
            if let medicine {
                tookMedicine = try ask(catalog.askMedicine(context.inert(medicine)), context) { line in
                    if line.isEmpty { return .answer(nil) }
                    return catalog.yesOrNo(line).map { .answer($0) } ?? .again(catalog.askYesNoOrSkip)
                }
            }
        } catch {
            context.say(catalog.askEnded)
            return ExitCode.notAnswered
        }
        let editor = try context.change { editor throws(CommandFailure) in
            try editor.apply(.answer(date, drank ? .yes : .no))
            for entry in drinks { try editor.apply(.addDrink(date, entry)) }
            if mood != nil || craving != nil {
                let record = editor.journal.days[date]
                try editor.apply(.setFeelings(date, mood: mood ?? record?.mood, craving: craving ?? record?.craving))
            }
            // As `p` or `log --medicine`: taken under the setting's name; n takes a mark back.
            if let tookMedicine { try editor.apply(.setMedicine(date, tookMedicine ? medicine : nil)) }
        }
        context.print(catalog.askSaved)
        if !drank, let removed = Removal(journal.days[date]) {
            context.print(catalog.askRemoved(drinks: removed.drinks, context: removed.context))
        }
        ShowCommand.printDay(date, of: editor.journal, context)
        return ExitCode.success
    }

    /// What answering いいえ would take off a day: its drinks and its context (the note, the feelings and the medicine
    /// stay, as with `n` in the app); nil when it would take nothing.
    struct Removal {
        let drinks: Int
        let context: Bool

        init?(_ record: DayRecord?) {
            guard let record, record.drank == true, record.drinkCount > 0 || record.context != nil else { return nil }
            drinks = record.drinkCount
            context = record.context != nil
        }
    }

    /// The day's question. A no that would remove what the day holds says what first and asks once more (y/N): only y
    /// takes it; anything else keeps the day and asks the question again, so piped answers that do not say y to the
    /// removal never remove anything.
    static func askDrank(_ date: LocalDate, record: DayRecord?, _ context: CommandContext) throws(Ended) -> Bool {
        let catalog = context.catalog
        while true {
            let drank = try ask(catalog.askDrank(date), context) { line in
                catalog.yesOrNo(line).map(Reading.answer) ?? .again(catalog.askYesOrNo)
            }
            guard !drank, let removal = Removal(record), let total = record?.totalTenths else { return drank }
            context.print(catalog.askConfirmRemoval(drinks: removal.drinks, tenths: total, context: removal.context))
            guard let line = context.host.readLine() else { throw Ended() }
            if catalog.yesOrNo(NumberInput.normalize(line).trimmingSpaces) == true { return false }
            context.print(catalog.askRemovalDeclined)
        }
    }

    /// Prints `question`, reads a line, and asks again until `read` takes the answer. Throws at the end of the input.
    static func ask<Value>(_ question: String, _ context: CommandContext, read: (String) -> Reading<Value>)
        throws(Ended) -> Value
    {
        while true {
            context.print(question)
            guard let line = context.host.readLine() else { throw Ended() }
            switch read(NumberInput.normalize(line).trimmingSpaces) {
            case .answer(let value): return value
            case .again(let sentence): context.print(sentence)
            }
        }
    }

    /// The line's width: a line of `ask` fits a terminal of 80 columns.
    static let width = 80

    /// `text` in lines of at most `width` columns, its leading spaces kept on each.
    static func fitted(_ text: String) -> [String] {
        let indent = String(text.prefix { $0 == " " })
        return TextWrap.words(String(text.dropFirst(indent.count)), width: width - indent.count).map { indent + $0 }
    }

    /// What was drunk; drinks beyond what a person can drink (`BeyondDrinkable`) are said and recorded only on a y, as
    /// the app asks once and `log` needs `--force`; any other answer asks for the drinks again.
    static func askDrinks(on date: LocalDate, of journal: Journal, _ context: CommandContext) throws(Ended)
        -> [DrinkEntry]
    {
        let catalog = context.catalog
        while true {
            let drinks = try ask(catalog.askWhichDrinks, context) { line in
                readDrinks(line, presets: journal.presets, catalog: catalog)
            }
            var day = journal
            var beyond: (BeyondDrinkable, DrinkEntry)?
            for entry in drinks where beyond == nil {
                beyond = day.beyondDrinkable(adding: entry, on: date).map { ($0, entry) }
                _ = try? day.apply(.addDrink(date, entry), today: date)
            }
            guard let (reason, entry) = beyond else { return drinks }
            for line in fitted(catalog.beyondDrinkable(reason, name: context.inert(entry.name), count: entry.count))
                + fitted(catalog.askBeyondDrinkable)
            {
                context.print(line)
            }
            guard let line = context.host.readLine() else { throw Ended() }
            if catalog.yesOrNo(NumberInput.normalize(line).trimmingSpaces) == true { return drinks }
        }
    }

    /// `1 3x2` (numbers or names, `xN` counts, spaces or commas between) and one-off drinks as `NAME:ABV:ML[:YEN]`: the
    /// drinks, or why not; empty is none.
    static func readDrinks(_ line: String, presets: [Preset], catalog: Catalog) -> Reading<[DrinkEntry]> {
        var entries: [DrinkEntry] = []
        for word in line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "、" }).map(String.init) {
            if word.contains(where: { $0 == ":" || $0 == "：" }) {
                switch OneOffArgument.parse(word) {
                case .success(let drink):
                    switch drink.typed.read() {
                    case .success(let entry): entries.append(entry)
                    case .failure(let problems):
                        return .again(
                            catalog.badOneOffFields(
                                word, problems: catalog.fieldProblems(problems, of: drink.typed), asOption: false)
                                + catalog.askSentenceEnd + catalog.askDrinksAgain)
                    }
                case .failure(let problem):
                    return .again(
                        catalog.message(for: problem, text: word, asOption: false) + catalog.askSentenceEnd
                            + catalog.askDrinksAgain)
                }
                continue
            }
            switch DrinkItem.parse(word, presets: presets) {
            case .success(let item):
                var entry = presets[item.presetIndex].entry
                entry.count = item.count
                entries.append(entry)
            case .failure(let problem):
                return .again(
                    catalog.message(for: problem, oneOff: catalog.askOneOffSpelling) + catalog.askSentenceEnd
                        + catalog.askDrinksAgain)
            }
        }
        return .answer(entries)
    }

    /// A whole number in `range`, or nothing for an empty line.
    static func readFeeling(_ line: String, _ range: ClosedRange<Int>, catalog: Catalog) -> Reading<Int?> {
        if line.isEmpty { return .answer(nil) }
        guard case .success(let value) = NumberInput.whole(line, range: range) else {
            return .again(catalog.askNumberAgain(range))
        }
        return .answer(value)
    }
}
