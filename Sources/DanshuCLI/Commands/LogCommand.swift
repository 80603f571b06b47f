import DanshuCore
import DanshuApp
import DanshuText

/// `danshu log [DATE] ITEM... [--drink NAME:ABV:ML]... [--note TEXT]` and `danshu log [DATE] --sober`:
/// records a day by sending the keys' actions to the reducer (select the day, tap chips, fill the
/// one-off form, answer いいえ, write the note), then prints the day as `show` does.
enum LogCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        let arguments = context.arguments
        var catalog: Catalog { context.catalog }  // asked late: it may read the journal for its language
        let sober = arguments.flag("sober")
        let note = arguments.value("note")
        var oneOffs: [(text: String, parts: OneOffArgument)] = []
        for text in arguments.values("drink") {
            switch OneOffArgument.parse(text) {
            case .success(let parts): oneOffs.append((text, parts))
            case .failure(let problem): throw context.usageError(catalog.message(for: problem, text: text))
            }
        }
        if let note, note.count > Limits.noteLength.upperBound { throw context.usageError(catalog.noteTooLong) }
        var words = arguments.positionals
        let dateWord = words.first.flatMap { DateArgument.looksLikeDate($0) ? $0 : nil }
        if dateWord != nil { words.removeFirst() }
        guard !words.isEmpty || !oneOffs.isEmpty || sober || note != nil else {
            throw context.usageError(catalog.nothingToLog, showUsage: true)
        }
        if sober && (!words.isEmpty || !oneOffs.isEmpty) { throw context.usageError(catalog.soberWithDrinks, showUsage: true) }

        var cleared = 0
        let state = try context.change { state throws(CommandFailure) in
            let date = try dateWord.map { text throws(CommandFailure) in try context.date(text, today: state.today) } ?? state.today
            var items: [DrinkItem] = []
            for word in words {
                switch DrinkItem.parse(word, presets: state.journal.presets) {
                case .success(let item): items.append(item)
                case .failure(let problem): throw context.usageError(catalog.message(for: problem))
                }
            }
            try context.send(.dayClicked(date), to: &state)
            for item in items { try tap(item, &state, context) }
            for oneOff in oneOffs { try addOneOff(oneOff.parts, text: oneOff.text, &state, context) }
            if sober {
                let drinks = state.selectedRecord?.drank == true ? state.selectedRecord?.drinkCount ?? 0 : 0
                try context.send(.answered(.no), to: &state)
                cleared = drinks
            }
            if let note {
                try context.send(.notePressed, to: &state)
                try context.send(.textEdited(.clear), to: &state)
                try context.send(.textEdited(.insert(note)), to: &state)
                try context.send(.submitPressed, to: &state)
            }
        }
        if cleared > 0 { context.say(context.catalog.clearedDrinks(cleared)) }
        ShowCommand.printDay(state.selected, of: state.journal, context)
    }

    /// Adds `count` of the preset at once, as that many taps of its chip would.
    private static func tap(_ item: DrinkItem, _ state: inout AppState, _ context: CommandContext) throws(CommandFailure) {
        try context.send(.presetLogged(index: item.presetIndex, count: item.count), to: &state)
    }

    /// Fills and saves the one-off drink form; its problems, field by field, stop the command.
    private static func addOneOff(_ parts: OneOffArgument, text: String, _ state: inout AppState,
                                  _ context: CommandContext) throws(CommandFailure) {
        try context.send(.oneOffPressed, to: &state)
        if let problems = try DrinkFormInput.submit([parts.name, parts.values.abv, parts.values.ml], &state, context) {
            throw context.usageError(context.catalog.badOneOffFields(text, problems: problems))
        }
    }
}
