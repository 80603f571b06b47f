import DanshuCore

/// One line of the keymap: the keys, what they do, and the words for the help pane.
public struct Binding: Sendable {
    public let keys: [Key]
    public let action: Action
    public let help: @Sendable (Catalog) -> String

    public init(_ keys: [Key], _ action: Action, help: @escaping @Sendable (Catalog) -> String) {
        self.keys = keys
        self.action = action
        self.help = help
    }

    /// The keys as the help pane shows them: `← h`.
    public var keyLabel: String { keys.map(\.label).joined(separator: " ") }
}

/// Key → Action, by what is on the screen. The help pane is generated from these tables.
public enum Keymap {
    /// The main screen.
    public static let main: [Binding] = {
        var list: [Binding] = [
            Binding([.left, .character("h")], .dayMoved(by: -1)) { $0.keyHelp(.previousDay) },
            Binding([.right, .character("l")], .dayMoved(by: 1)) { $0.keyHelp(.nextDay) },
            Binding([.up, .character("k")], .dayMoved(by: -7)) { $0.keyHelp(.previousWeek) },
            Binding([.down, .character("j")], .dayMoved(by: 7)) { $0.keyHelp(.nextWeek) },
            Binding([.pageUp, .character("<")], .monthMoved(by: -1)) { $0.keyHelp(.previousMonth) },
            Binding([.pageDown, .character(">")], .monthMoved(by: 1)) { $0.keyHelp(.nextMonth) },
            Binding([.character("t")], .todayPressed) { $0.keyHelp(.today) },
            Binding([.character("y")], .answered(.yes)) { $0.keyHelp(.answerYes) },
            Binding([.character("n")], .answered(.no)) { $0.keyHelp(.answerNo) },
        ]
        for position in 0..<AppState.chipsPerPage {
            let digit = Character(String((position + 1) % 10))
            list.append(Binding([.character(digit)], .chipTapped(position)) { $0.keyHelp(.chip) })
        }
        list += [
            Binding([.tab], .chipPageTurned(by: 1)) { $0.keyHelp(.nextChipPage) },
            Binding([.backTab], .chipPageTurned(by: -1)) { $0.keyHelp(.previousChipPage) },
            Binding([.character("-")], .removeLastDrinkPressed) { $0.keyHelp(.removeDrink) },
            Binding([.character("o")], .oneOffPressed) { $0.keyHelp(.oneOff) },
            Binding([.character("m")], .notePressed) { $0.keyHelp(.note) },
            Binding([.character("u")], .undoPressed) { $0.keyHelp(.undo) },
            Binding([.control("r")], .redoPressed) { $0.keyHelp(.redo) },
            Binding([.character("e")], .presetPanePressed) { $0.keyHelp(.presets) },
            Binding([.character("s")], .statisticsPressed) { $0.keyHelp(.statistics) },
            Binding([.character("?")], .helpPressed) { $0.keyHelp(.help) },
            Binding([.character("q")], .quitPressed) { $0.keyHelp(.quit) },
        ]
        return list
    }()

    /// The preset edit pane.
    public static let presets: [Binding] = [
        Binding([.up, .character("k")], .presetSelectionMoved(by: -1)) { $0.keyHelp(.selectUp) },
        Binding([.down, .character("j")], .presetSelectionMoved(by: 1)) { $0.keyHelp(.selectDown) },
        Binding([.character("a")], .addPresetPressed) { $0.keyHelp(.addPreset) },
        Binding([.enter], .editPresetPressed) { $0.keyHelp(.editPreset) },
        Binding([.character("d")], .deletePresetPressed) { $0.keyHelp(.deletePreset) },
        Binding([.character("m")], .reorderToggled) { $0.keyHelp(.reorder) },
        Binding([.character("K")], .presetMoved(by: -1)) { $0.keyHelp(.moveUp) },
        Binding([.character("J")], .presetMoved(by: 1)) { $0.keyHelp(.moveDown) },
        Binding([.character("u")], .undoPressed) { $0.keyHelp(.undo) },
        Binding([.control("r")], .redoPressed) { $0.keyHelp(.redo) },
        Binding([.escape, .character("q")], .closePressed) { $0.keyHelp(.back) },
    ]

    /// The preset pane in 並べ替え mode: ↑↓ move the preset itself.
    public static let reordering: [Binding] = [
        Binding([.up, .character("k"), .character("K")], .presetMoved(by: -1)) { $0.keyHelp(.moveUp) },
        Binding([.down, .character("j"), .character("J")], .presetMoved(by: 1)) { $0.keyHelp(.moveDown) },
        Binding([.character("m"), .enter], .reorderToggled) { $0.keyHelp(.reorderDone) },
        Binding([.character("u")], .undoPressed) { $0.keyHelp(.undo) },
        Binding([.control("r")], .redoPressed) { $0.keyHelp(.redo) },
        Binding([.escape, .character("q")], .closePressed) { $0.keyHelp(.back) },
    ]

    /// The statistics pane: months move like the calendar's.
    public static let statistics: [Binding] = [
        Binding([.pageUp, .character("<"), .left, .character("h")], .monthMoved(by: -1)) { $0.keyHelp(.previousMonth) },
        Binding([.pageDown, .character(">"), .right, .character("l")], .monthMoved(by: 1)) { $0.keyHelp(.nextMonth) },
        Binding([.character("t")], .todayPressed) { $0.keyHelp(.today) },
        Binding([.escape, .character("q"), .character("s")], .closePressed) { $0.keyHelp(.back) },
    ]

    /// The help pane.
    public static let help: [Binding] = [
        Binding([.up, .character("k")], .helpScrolled(by: -1)) { $0.keyHelp(.scrollUp) },
        Binding([.down, .character("j")], .helpScrolled(by: 1)) { $0.keyHelp(.scrollDown) },
        Binding([.pageUp], .helpScrolled(by: -10)) { $0.keyHelp(.scrollUp) },
        Binding([.pageDown, .character(" ")], .helpScrolled(by: 10)) { $0.keyHelp(.scrollDown) },
        Binding([.escape, .character("q"), .character("?")], .closePressed) { $0.keyHelp(.back) },
    ]

    /// The bindings in force for what is on the screen (without a form or question open).
    public static func bindings(for state: AppState) -> [Binding] {
        switch state.pane {
        case .main: return main
        case .presets: return state.presetPane.reordering ? reordering : presets
        case .statistics: return statistics
        case .help: return help
        }
    }

    /// The action for a key in the current state; nil when the key means nothing (including clicks,
    /// which the frame's hit regions resolve, and resizes, which only redraw).
    public static func action(for key: Key, in state: AppState) -> Action? {
        switch key {
        case .resize, .click: return nil
        case .wheel(let n): return wheelAction(n, in: state)
        default: break
        }
        switch state.modal {
        case .note?, .drinkForm?: return textInputAction(for: key)
        case .confirmDelete?:
            switch key {
            case .character("y"), .character("Y"): return .confirmAnswered(true)
            case .character("n"), .character("N"): return .confirmAnswered(false)
            case .escape: return .cancelPressed
            default: return nil
            }
        case nil:
            break
        }
        if let binding = bindings(for: state).first(where: { $0.keys.contains(key) }) { return binding.action }
        if case .character(let c) = key, state.pane == .main { return .unknownKeyPressed(String(c)) }
        return nil
    }

    /// Keys in a form or the note: text editing, with Tab/↑↓ between fields, Enter and Esc.
    static func textInputAction(for key: Key) -> Action? {
        switch key {
        case .character(let c): return .textEdited(.insert(String(c)))
        case .backspace: return .textEdited(.backspace)
        case .delete: return .textEdited(.deleteForward)
        case .left: return .textEdited(.left)
        case .right: return .textEdited(.right)
        case .home, .control("a"): return .textEdited(.home)
        case .end, .control("e"): return .textEdited(.end)
        case .control("u"): return .textEdited(.clear)
        case .paste(let text): return .textEdited(.insert(text))
        case .tab, .down: return .fieldMoved(by: 1)
        case .backTab, .up: return .fieldMoved(by: -1)
        case .enter: return .submitPressed
        case .escape: return .cancelPressed
        default: return nil
        }
    }

    static func wheelAction(_ n: Int, in state: AppState) -> Action? {
        guard state.modal == nil else { return nil }
        switch state.pane {
        case .main: return .dayMoved(by: 7 * n)
        case .presets: return .presetSelectionMoved(by: n)
        case .help: return .helpScrolled(by: 3 * n)
        case .statistics: return .monthMoved(by: n)
        }
    }
}
