import DanshuCore
import DanshuText
import DanshuUI

/// `danshu presets [list|add|rm|mv]`: the presets as the edit pane shows them, changed by the JournalEdits the pane's
/// keys make (`.addPreset`, `.deletePreset`, `.movePreset`); a new preset is read by `TypedDrink` and checked by
/// `Preset.checked`, as the pane's form reads and checks it.
enum PresetsCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        let words = context.arguments.positionals
        var catalog: Catalog { context.catalog } // asked late: it may read the journal for its language
        let action = words.first ?? "list"
        if context.arguments.flag("names") && ["add", "rm", "mv"].contains(action) {
            throw context.usageError(catalog.namesOnlyWithList, showUsage: true)
        }
        switch action {
        case "list":
            try context.expectAtMost(1)
            let journal = try context.read()
            if context.arguments.flag("names") {
                printNames(journal, context)
            } else {
                printList(journal, context)
            }
        case "add":
            guard words.count >= 4 else {
                throw context.usageError(
                    catalog.missingArgument(["NAME", "ABV", "ML"][words.count - 1]), showUsage: true)
            }
            try context.expectAtMost(5)
            let values: ABVAndVolume
            switch ABVAndVolume.read(words[2], words[3]) {
            case .success(let read): values = read
            case .failure(let problem): throw context.usageError(catalog.presetValuesProblem(problem, name: words[1]))
            }
            let name = try context.oneLine(words[1], what: catalog.theName)
            var added = ""
            let editor = try context.change { editor throws(CommandFailure) in
                var texts: [DrinkField: String] = [.name: name, .abv: values.abv, .ml: values.ml]
                if words.count > 4 { texts[.price] = words[4] }
                let typed = TypedDrink(.preset, texts)
                switch typed.read(existingNames: editor.journal.presets.map(\.name)) {
                case .success(let entry):
                    added = entry.name
                    try editor.apply(.addPreset(Preset(entry)))
                case .failure(let problems):
                    throw context.usageError(catalog.fieldProblems(problems, of: typed))
                }
            }
            context.say(catalog.presetAdded(added))
            printList(editor.journal, context)
        case "rm":
            guard words.count >= 2 else {
                throw context.usageError(catalog.missingArgument("NAME|NUMBER"), showUsage: true)
            }
            try context.expectAtMost(2)
            var name = ""
            let editor = try context.change { editor throws(CommandFailure) in
                let index = try resolve(words[1], editor.journal.presets, context)
                name = editor.journal.presets[index].name
                try editor.apply(.deletePreset(at: index))
            }
            context.say(catalog.presetRemoved(name))
            printList(editor.journal, context)
        case "mv":
            guard words.count >= 3 else {
                throw context.usageError(
                    catalog.missingArgument(words.count == 1 ? "NAME|NUMBER" : "POSITION"), showUsage: true)
            }
            try context.expectAtMost(3)
            var name = ""
            var position = 0
            let editor = try context.change { editor throws(CommandFailure) in
                let presets = editor.journal.presets
                let index = try resolve(words[1], presets, context)
                guard
                    case .success(let target)? = presets.isEmpty
                        ? nil : NumberInput.whole(words[2], range: 1...presets.count)
                else {
                    throw context.usageError(catalog.badPosition(words[2], count: presets.count))
                }
                name = presets[index].name
                position = target
                try editor.apply(.movePreset(from: index, to: target - 1))
            }
            context.say(catalog.presetMovedTo(name, position: position))
            printList(editor.journal, context)
        default:
            throw context.usageError(catalog.unknownPresetsAction(words[0]), showUsage: true)
        }
    }

    /// A preset by exact name, else by number.
    private static func resolve(_ text: String, _ presets: [Preset], _ context: CommandContext) throws(CommandFailure)
        -> Int
    {
        switch DrinkItem.resolve(text, presets: presets) {
        case .success(let index): return index
        case .failure(.unknownPreset(let name)):
            // The presets, not how to record a one-off drink: a preset is what this command changes.
            throw context.usageError(context.catalog.noPresetCalled(name, presets: presets.map(\.name)))
        case .failure(let problem): throw context.usageError(context.catalog.message(for: problem))
        }
    }

    /// `list --names`: each name on a line of its own, for shell completion and scripts. A name holding a
    /// line break (only a hand edit makes one) is left out, since it cannot be one line.
    static func printNames(_ journal: Journal, _ context: CommandContext) {
        let names = journal.presets.map(\.name).filter { !$0.contains(where: \.isNewline) }
        if !names.isEmpty { context.print(names.joined(separator: "\n")) }
    }

    /// Number, name, ABV, volume and pure alcohol, aligned by display width; the price and the other calories
    /// too once a preset has them (design.md §6).
    static func printList(_ journal: Journal, _ context: CommandContext) {
        let catalog = context.catalog
        guard !journal.presets.isEmpty else {
            context.print(catalog.noPresets)
            return
        }
        let priced = journal.presets.contains { $0.priceYen != nil }
        let caloried = journal.presets.contains { $0.extraKcal != nil }
        let header =
            [
                catalog.presetNumberHeader, catalog.presetNameHeader, catalog.presetABVHeader,
                catalog.presetVolumeHeader, catalog.presetGramsHeader,
            ]
            + (priced ? [catalog.presetPriceHeader] : []) + (caloried ? [catalog.presetKcalHeader] : [])
        let rows = journal.presets.enumerated().map { i, preset in
            [
                String(i + 1), context.inert(preset.name), formatABV(preset.abvTenths),
                formatMillilitres(preset.ml), formatGrams(preset.gramsTenths),
            ]
                + (priced ? [preset.priceYen.map(catalog.yen) ?? ""] : [])
                + (caloried ? [preset.extraKcal.map(catalog.kcal) ?? ""] : [])
        }
        context.print(TextTable.lines([header] + rows, rightAligned: [0, 2, 3, 4, 5, 6]).joined(separator: "\n"))
    }
}
