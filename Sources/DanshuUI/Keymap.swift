import DanshuApp
import DanshuCore
import DanshuText

/// One line of the keymap: the keys, what they do, and the words for the help pane and the key line.
public struct Binding: Sendable {
    public let keys: [Key]
    public let action: Action
    public let help: @Sendable (Catalog) -> String
    /// The key line's words for the first key, when it is on the key line at the bottom.
    public private(set) var hint: KeyHint?
    /// How much the key line wants it: when the line is too narrow, the lowest ranks go first.
    public private(set) var hintRank = 0
    /// Whether it takes turns with the other less used keys for the key line's free places (`KeyLine.rotated`).
    public private(set) var hintRotates = false

    public init(_ keys: [Key], _ action: Action, help: @escaping @Sendable (Catalog) -> String) {
        self.keys = keys
        self.action = action
        self.help = help
    }

    /// The keys as the help pane shows them: `← h`.
    public var keyLabel: String { keys.map(\.label).joined(separator: " ") }

    /// The same binding shown on the key line with `hint`, ranked `rank` (10 stays longest).
    func onKeyLine(_ hint: KeyHint, rank: Int) -> Binding {
        var binding = self
        binding.hint = hint
        binding.hintRank = rank
        return binding
    }

    /// The same binding on the key line taking turns with the other less used keys (`KeyLine.rotated`).
    func onKeyLineInTurn(_ hint: KeyHint) -> Binding {
        var binding = onKeyLine(hint, rank: KeyLine.rotationRanks.lowerBound)
        binding.hintRotates = true
        return binding
    }
}

/// Key → Action, by what is on the screen. The help pane is generated from these tables.
public enum Keymap {
    /// The main screen. Key-line ranks: answering and adding first, then another drink and undo (a new user looks for
    /// both, issue 26), then the statistics and, while a medicine is set, `p` (a daily key for those who take one, issue
    /// 24); the less used keys (the presets, the note, the feelings, the context, the trends and the report) take turns
    /// for the places left, a different one first on each day selected
    /// (issue 35), so each is seen at 80 columns within a few days; then `-`, Ctrl-R (each message teaches it) and the
    /// moves. `?` lists every key.
    public static let main: [Binding] = {
        var list: [Binding] = [
            Binding([.left, .character("h")], .main(.dayMoved(by: -1))) { $0.keyHelp(.previousDay) }.onKeyLine(
                .day, rank: 1),
            Binding([.right, .character("l")], .main(.dayMoved(by: 1))) { $0.keyHelp(.nextDay) }.onKeyLine(
                .day, rank: 1),
            Binding([.up, .character("k")], .main(.dayMoved(by: -7))) { $0.keyHelp(.previousWeek) }.onKeyLine(
                .week, rank: 1),
            Binding([.down, .character("j")], .main(.dayMoved(by: 7))) { $0.keyHelp(.nextWeek) }.onKeyLine(
                .week, rank: 1),
            Binding([.pageUp, .character("<")], .main(.monthMoved(by: -1))) { $0.keyHelp(.previousMonth) }.onKeyLine(
                .month, rank: 1),
            Binding([.pageDown, .character(">")], .main(.monthMoved(by: 1))) { $0.keyHelp(.nextMonth) }.onKeyLine(
                .month, rank: 1),
            Binding([.character("t")], .main(.todayPressed)) { $0.keyHelp(.today) }.onKeyLine(.today, rank: 2),
            Binding([.character("y")], .main(.answered(.yes))) { $0.keyHelp(.answerYes) }.onKeyLine(.answer, rank: 9),
            Binding([.character("n")], .main(.answered(.no))) { $0.keyHelp(.answerNo) }.onKeyLine(.answer, rank: 9),
        ]
        for position in 0..<AppState.chipsPerPage {
            let digit = Character(String((position + 1) % 10))
            list.append(
                Binding([.character(digit)], .main(.chipTapped(position))) { $0.keyHelp(.chip) }.onKeyLine(
                    .addDrink, rank: 9))
        }
        list += [
            Binding([.tab], .main(.chipPageTurned(by: 1))) { $0.keyHelp(.nextChipPage) }.onKeyLine(
                .morePresets, rank: 8),
            Binding([.backTab], .main(.chipPageTurned(by: -1))) { $0.keyHelp(.previousChipPage) },
            Binding([.character("-")], .main(.removeLastDrinkPressed)) { $0.keyHelp(.removeDrink) }.onKeyLine(
                .lessDrink, rank: 3),
            Binding([.character("o")], .main(.oneOffPressed)) { $0.keyHelp(.oneOff) }.onKeyLine(.otherDrink, rank: 8),
            // The key for the hardest moment keeps its place on the line (design.md §9).
            Binding([.character("i")], .main(.urgePressed)) { $0.keyHelp(.urge) }.onKeyLine(.urge, rank: 8),
            // Not on the key line: the drink list's last row names it whenever the list is cut.
            Binding([.character("v")], .main(.drinkListPaged)) { $0.keyHelp(.moreDrinks) },
            // On the key line only where the screen is too short for the calendar and the day together (`MainLayout`).
            Binding([.character("g")], .main(.monthViewToggled)) { $0.keyHelp(.monthView) },
            Binding([.character("m")], .main(.notePressed)) { $0.keyHelp(.note) }.onKeyLineInTurn(.note),
            Binding([.character("f")], .main(.feelingsPressed)) { $0.keyHelp(.feelings) }.onKeyLineInTurn(.feelings),
            // On the key line only while a medicine is set, and `c` only on a drinking day (`CommandAvailability`).
            Binding([.character("p")], .main(.medicinePressed)) { $0.keyHelp(.medicine) }.onKeyLine(.medicine, rank: 7),
            Binding([.character("c")], .main(.contextPressed)) { $0.keyHelp(.context) }.onKeyLineInTurn(.context),
            Binding([.enter], .main(.unlockPressed)) { $0.keyHelp(.unlock) }.onKeyLine(.unlock, rank: 9),
            Binding([.character("u")], .app(.undoPressed)) { $0.keyHelp(.undo) }.onKeyLine(.undo, rank: 8),
            Binding([.control("r")], .app(.redoPressed)) { $0.keyHelp(.redo) }.onKeyLine(.redo, rank: 2),
            Binding([.character("W")], .app(.writeBackPressed)) { $0.keyHelp(.writeBack) },
            Binding([.character("e")], .app(.presetPanePressed)) { $0.keyHelp(.presets) }.onKeyLineInTurn(.presets),
            Binding([.character("s")], .app(.statisticsPressed)) { $0.keyHelp(.statistics) }.onKeyLine(
                .statistics, rank: 7),
            Binding([.character("w")], .app(.trendsPressed)) { $0.keyHelp(.trends) }.onKeyLineInTurn(.trends),
            Binding([.character("r")], .app(.reportPressed)) { $0.keyHelp(.report) }.onKeyLineInTurn(.report),
            Binding([.character("I")], .app(.ifThenPlansPressed)) { $0.keyHelp(.ifThenPlans) }.onKeyLineInTurn(
                .ifThenPlans),
            Binding([.character("?")], .app(.helpPressed)) { $0.keyHelp(.help) }.onKeyLine(.help, rank: 10),
            Binding([.character("q")], .app(.quitPressed)) { $0.keyHelp(.quit) }.onKeyLine(.quit, rank: 10),
        ]
        return list
    }()

    /// The preset edit pane.
    public static let presets: [Binding] = [
        Binding([.up, .character("k")], .presets(.selectionMoved(by: -1))) { $0.keyHelp(.selectUp) }.onKeyLine(
            .select, rank: 3),
        Binding([.down, .character("j")], .presets(.selectionMoved(by: 1))) { $0.keyHelp(.selectDown) }.onKeyLine(
            .select, rank: 3),
        Binding([.character("a")], .presets(.addPressed)) { $0.keyHelp(.addPreset) }.onKeyLine(.addPreset, rank: 9),
        Binding([.enter], .presets(.editPressed)) { $0.keyHelp(.editPreset) }.onKeyLine(.edit, rank: 9),
        Binding([.character("d")], .presets(.deletePressed)) { $0.keyHelp(.deletePreset) }.onKeyLine(.delete, rank: 8),
        Binding([.character("m")], .presets(.reorderToggled)) { $0.keyHelp(.reorder) }.onKeyLine(.reorder, rank: 7),
        Binding([.character("J")], .presets(.moved(by: 1))) { $0.keyHelp(.moveDown) }.onKeyLine(.move, rank: 6),
        Binding([.character("K")], .presets(.moved(by: -1))) { $0.keyHelp(.moveUp) }.onKeyLine(.move, rank: 6),
        Binding([.character("u")], .app(.undoPressed)) { $0.keyHelp(.undo) }.onKeyLine(.undo, rank: 5),
        Binding([.control("r")], .app(.redoPressed)) { $0.keyHelp(.redo) }.onKeyLine(.redo, rank: 2),
        Binding([.escape, .character("q")], .app(.closePressed)) { $0.keyHelp(.back) }.onKeyLine(.back, rank: 10),
    ]

    /// The preset pane in 並べ替え mode: ↑↓ move the preset itself.
    public static let reordering: [Binding] = [
        Binding([.up, .character("k"), .character("K")], .presets(.moved(by: -1))) { $0.keyHelp(.moveUp) }.onKeyLine(
            .move, rank: 9),
        Binding([.down, .character("j"), .character("J")], .presets(.moved(by: 1))) { $0.keyHelp(.moveDown) }.onKeyLine(
            .move, rank: 9),
        Binding([.character("m"), .enter], .presets(.reorderToggled)) { $0.keyHelp(.reorderDone) }.onKeyLine(
            .reorderDone, rank: 9),
        Binding([.character("u")], .app(.undoPressed)) { $0.keyHelp(.undo) }.onKeyLine(.undo, rank: 5),
        Binding([.control("r")], .app(.redoPressed)) { $0.keyHelp(.redo) }.onKeyLine(.redo, rank: 2),
        Binding([.escape, .character("q")], .app(.closePressed)) { $0.keyHelp(.back) }.onKeyLine(.back, rank: 10),
    ]

    /// The statistics pane: months move like the calendar's.
    public static let statistics: [Binding] = [
        Binding([.left, .character("h"), .pageUp, .character("<")], .main(.monthMoved(by: -1))) {
            $0.keyHelp(.previousMonth)
        }
        .onKeyLine(.month, rank: 9),
        Binding([.right, .character("l"), .pageDown, .character(">")], .main(.monthMoved(by: 1))) {
            $0.keyHelp(.nextMonth)
        }
        .onKeyLine(.month, rank: 9),
        Binding([.character("t")], .main(.todayPressed)) { $0.keyHelp(.today) }.onKeyLine(.today, rank: 5),
        Binding([.character("i")], .app(.statisticsUrgesToggled)) { $0.keyHelp(.statisticsUrges) }.onKeyLine(
            .statisticsUrges, rank: 8),
        // On the key line only where the pane is longer than the screen (`StatisticsView`).
        Binding([.up, .character("k")], .app(.statisticsScrolled(by: -1))) { $0.keyHelp(.scrollUp) },
        Binding([.down, .character("j")], .app(.statisticsScrolled(by: 1))) { $0.keyHelp(.scrollDown) },
        Binding([.escape, .character("q"), .character("s")], .app(.closePressed)) { $0.keyHelp(.back) }.onKeyLine(
            .back, rank: 10),
    ]

    /// The trends pane: weeks move, ending with the selected day's week; `p` plans the selected week.
    public static let trends: [Binding] = [
        Binding([.left, .character("h")], .trends(.weekMoved(by: -1))) { $0.keyHelp(.previousWeek) }.onKeyLine(
            .week, rank: 9),
        Binding([.right, .character("l")], .trends(.weekMoved(by: 1))) { $0.keyHelp(.nextWeek) }.onKeyLine(
            .week, rank: 9),
        Binding([.pageUp, .character("<")], .trends(.weekMoved(by: -4))) { $0.keyHelp(.fourWeeksBack) },
        Binding([.pageDown, .character(">")], .trends(.weekMoved(by: 4))) { $0.keyHelp(.fourWeeksOn) },
        Binding([.character("p")], .trends(.planPressed)) { $0.keyHelp(.plan) }.onKeyLine(.plan, rank: 8),
        // A plan saved here says `u` takes it back: undo and redo work here as on the main screen.
        Binding([.character("u")], .app(.undoPressed)) { $0.keyHelp(.undo) },
        Binding([.control("r")], .app(.redoPressed)) { $0.keyHelp(.redo) },
        Binding([.character("t")], .main(.todayPressed)) { $0.keyHelp(.today) }.onKeyLine(.today, rank: 5),
        Binding([.escape, .character("q"), .character("w")], .app(.closePressed)) { $0.keyHelp(.back) }.onKeyLine(
            .back, rank: 10),
    ]

    /// The help pane: PgUp PgDn and Space turn a whole page of whatever height it has.
    public static let help: [Binding] = [
        Binding([.up, .character("k")], .app(.helpScrolled(by: -1))) { $0.keyHelp(.scrollUp) }.onKeyLine(
            .scroll, rank: 8),
        Binding([.down, .character("j")], .app(.helpScrolled(by: 1))) { $0.keyHelp(.scrollDown) }.onKeyLine(
            .scroll, rank: 8),
        Binding([.pageUp], .app(.helpPaged(by: -1))) { $0.keyHelp(.pageUp) }.onKeyLine(.page, rank: 7),
        Binding([.pageDown, .character(" ")], .app(.helpPaged(by: 1))) { $0.keyHelp(.pageDown) }.onKeyLine(
            .page, rank: 7),
        Binding([.escape, .character("q"), .character("?")], .app(.closePressed)) { $0.keyHelp(.back) }.onKeyLine(
            .back, rank: 10),
    ]

    /// The report pane: scrolled like help; `h` writes the HTML file.
    public static let report: [Binding] = [
        Binding([.up, .character("k")], .report(.scrolled(by: -1))) { $0.keyHelp(.scrollUp) }.onKeyLine(
            .scroll, rank: 8),
        Binding([.down, .character("j")], .report(.scrolled(by: 1))) { $0.keyHelp(.scrollDown) }.onKeyLine(
            .scroll, rank: 8),
        Binding([.pageUp], .report(.paged(by: -1))) { $0.keyHelp(.pageUp) }.onKeyLine(.page, rank: 7),
        Binding([.pageDown, .character(" ")], .report(.paged(by: 1))) { $0.keyHelp(.pageDown) }.onKeyLine(
            .page, rank: 7),
        Binding([.character("h")], .report(.writeHTMLPressed)) { $0.keyHelp(.writeReportHTML) }.onKeyLine(
            .writeHTML, rank: 9),
        Binding([.escape, .character("q"), .character("r")], .app(.closePressed)) { $0.keyHelp(.back) }.onKeyLine(
            .back, rank: 10),
    ]

    /// The drink and preset forms; every other key edits the focused field (`textEdit`).
    public static let form: [Binding] = [
        Binding([.enter], .modal(.drinkForm(.submitPressed))) { $0.keyHelp(.save) }.onKeyLine(.save, rank: 10),
        Binding([.escape], .modal(.drinkForm(.cancelPressed))) { $0.keyHelp(.cancel) }.onKeyLine(.cancel, rank: 10),
        Binding([.tab, .down], .modal(.drinkForm(.fieldMoved(by: 1)))) { $0.keyHelp(.nextField) }.onKeyLine(
            .nextField, rank: 9),
        Binding([.backTab, .up], .modal(.drinkForm(.fieldMoved(by: -1)))) { $0.keyHelp(.previousField) },
    ]

    /// The note: one field, so only Enter and Esc mean more than editing.
    public static let note: [Binding] = [
        Binding([.enter], .modal(.note(.submitPressed))) { $0.keyHelp(.saveNote) }.onKeyLine(.saveNote, rank: 10),
        Binding([.escape], .modal(.note(.cancelPressed))) { $0.keyHelp(.cancel) }.onKeyLine(.cancel, rank: 10),
    ]

    /// The feelings form: values are chosen with ← → or a digit.
    public static let feelings: [Binding] =
        [
            Binding([.left, .character("h")], .modal(.feelings(.valueStepped(by: -1)))) { $0.keyHelp(.valueDown) }
                .onKeyLine(.choose, rank: 9),
            Binding([.right, .character("l")], .modal(.feelings(.valueStepped(by: 1)))) { $0.keyHelp(.valueUp) }
                .onKeyLine(.choose, rank: 9),
            Binding([.tab, .down, .character("j")], .modal(.feelings(.fieldMoved(by: 1)))) { $0.keyHelp(.nextField) }
                .onKeyLine(.nextField, rank: 8),
            Binding([.backTab, .up, .character("k")], .modal(.feelings(.fieldMoved(by: -1)))) {
                $0.keyHelp(.previousField)
            },
            Binding([.delete, .backspace], .modal(.feelings(.valueCleared))) { $0.keyHelp(.clearValue) }.onKeyLine(
                .clear, rank: 7),
        ]
        + (0...9).map { digit in
            Binding([.character(Character(String(digit)))], .modal(.feelings(.digitTyped(digit)))) {
                $0.keyHelp(.typeValue)
            }
        } + [
            Binding([.enter], .modal(.feelings(.submitPressed))) { $0.keyHelp(.save) }.onKeyLine(.save, rank: 10),
            Binding([.escape], .modal(.feelings(.cancelPressed))) { $0.keyHelp(.cancel) }.onKeyLine(.cancel, rank: 10),
        ]

    /// The plan form: ← → act on the row in focus, Space marks a drinking day, `s` takes the suggestion.
    public static let plan: [Binding] = [
        Binding([.left, .character("h")], .modal(.plan(.stepped(by: -1)))) { $0.keyHelp(.planStepDown) }.onKeyLine(
            .choose, rank: 9),
        Binding([.right, .character("l")], .modal(.plan(.stepped(by: 1)))) { $0.keyHelp(.planStepUp) }.onKeyLine(
            .choose, rank: 9),
        Binding([.character(" ")], .modal(.plan(.dayToggled))) { $0.keyHelp(.planToggleDay) }.onKeyLine(
            .drinkingDay, rank: 9),
        Binding([.tab, .down, .character("j")], .modal(.plan(.fieldMoved(by: 1)))) { $0.keyHelp(.nextField) }.onKeyLine(
            .nextField, rank: 7),
        Binding([.backTab, .up, .character("k")], .modal(.plan(.fieldMoved(by: -1)))) { $0.keyHelp(.previousField) },
        Binding([.character("s")], .modal(.plan(.suggestionTaken))) { $0.keyHelp(.planTakeSuggestion) }.onKeyLine(
            .suggestion, rank: 8),
        Binding([.character("d")], .modal(.plan(.removePressed))) { $0.keyHelp(.planRemove) }.onKeyLine(
            .noPlan, rank: 6),
        Binding([.enter], .modal(.plan(.submitPressed))) { $0.keyHelp(.save) }.onKeyLine(.save, rank: 10),
        Binding([.escape], .modal(.plan(.cancelPressed))) { $0.keyHelp(.cancel) }.onKeyLine(.cancel, rank: 10),
    ]

    /// The context form: values are chosen with ← →, a digit or Space.
    public static let context: [Binding] =
        [
            Binding([.left, .character("h")], .modal(.context(.valueStepped(by: -1)))) { $0.keyHelp(.choiceBack) }
                .onKeyLine(.choose, rank: 9),
            Binding([.right, .character("l")], .modal(.context(.valueStepped(by: 1)))) { $0.keyHelp(.choiceOn) }
                .onKeyLine(.choose, rank: 9),
            Binding([.tab, .down, .character("j")], .modal(.context(.fieldMoved(by: 1)))) { $0.keyHelp(.nextField) }
                .onKeyLine(.nextField, rank: 8),
            Binding([.backTab, .up, .character("k")], .modal(.context(.fieldMoved(by: -1)))) {
                $0.keyHelp(.previousField)
            },
            Binding([.character(" ")], .modal(.context(.reasonToggled))) { $0.keyHelp(.toggleReason) }.onKeyLine(
                .toggleReason, rank: 7),
            Binding([.delete, .backspace], .modal(.context(.valueCleared))) { $0.keyHelp(.clearChoice) }.onKeyLine(
                .clear, rank: 7),
        ]
        + (0...9).map { digit in
            Binding([.character(Character(String(digit)))], .modal(.context(.numberTyped(digit)))) {
                $0.keyHelp(.typeChoice)
            }
        } + [
            Binding([.enter], .modal(.context(.submitPressed))) { $0.keyHelp(.save) }.onKeyLine(.save, rank: 10),
            Binding([.escape], .modal(.context(.cancelPressed))) { $0.keyHelp(.cancel) }.onKeyLine(.cancel, rank: 10),
        ]

    /// 「削除しますか？」: y deletes, n or Esc keeps the preset.
    public static let question: [Binding] = [
        Binding([.character("y"), .character("Y")], .modal(.confirmDelete(.answered(true)))) {
            $0.keyHelp(.confirmDelete)
        }
        .onKeyLine(.deleteConfirmed, rank: 10),
        Binding([.character("n"), .character("N")], .modal(.confirmDelete(.answered(false)))) {
            $0.keyHelp(.keepPreset)
        }
        .onKeyLine(.keep, rank: 10),
        Binding([.escape], .modal(.confirmDelete(.cancelPressed))) { $0.keyHelp(.cancel) }.onKeyLine(.keep, rank: 10),
    ]

    /// 「記録しますか？」 before a drink beyond what a person can drink: y records it, n or Esc does not.
    public static let amountQuestion: [Binding] = [
        Binding([.character("y"), .character("Y")], .modal(.amountQuestion(.answered(true)))) {
            $0.keyHelp(.recordAmount)
        }
        .onKeyLine(.record, rank: 10),
        Binding([.character("n"), .character("N")], .modal(.amountQuestion(.answered(false)))) {
            $0.keyHelp(.dontRecordAmount)
        }
        .onKeyLine(.dontRecord, rank: 10),
        Binding([.escape], .modal(.amountQuestion(.cancelPressed))) { $0.keyHelp(.dontRecordAmount) }.onKeyLine(
            .dontRecord, rank: 10),
    ]

    /// The bindings in force for what is on the screen: the open form's or question's, else the pane's.
    public static func bindings(for state: AppState) -> [Binding] {
        switch state.modal {
        case .note?: return note
        case .drinkForm?: return form
        case .confirmDelete?: return question
        case .feelings?: return feelings
        case .plan?: return plan
        case .context?: return context
        case .amountQuestion?: return amountQuestion
        case .urge(let form)?: return form.isTyping ? urgeText : urge
        case .urgePlans?: return urgePlans
        case .urgeFollowUp?: return urgeFollowUp
        case .ifThenPlan(let form)?: return form.isTyping ? ifThenPlanText : ifThenPlan
        case .confirmRetire?: return retireQuestion
        case nil: break
        }
        switch state.pane {
        case .main: return main
        case .presets: return state.presetPane.reordering ? reordering : presets
        case .ifThenPlans: return ifThenPlanPane
        case .statistics: return statistics
        case .trends: return trends
        case .help: return help
        case .report: return report
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
        if let binding = bindings(for: state).first(where: { $0.keys.contains(key) }) { return binding.action }
        switch state.modal {
        case .note?: return textEdit(for: key).map { .modal(.note(.textEdited($0))) }
        case .drinkForm?: return textEdit(for: key).map { .modal(.drinkForm(.textEdited($0))) }
        case .urge(let form)?: return form.isTyping ? textEdit(for: key).map { .modal(.urge(.textEdited($0))) } : nil
        case .ifThenPlan(let form)?:
            return form.isTyping ? textEdit(for: key).map { .modal(.ifThenPlan(.textEdited($0))) } : nil
        case .confirmDelete?, .feelings?, .plan?, .context?, .amountQuestion?, .urgePlans?, .urgeFollowUp?,
            .confirmRetire?:
            return nil
        case nil: break
        }
        // Named as help names keys: Shift+Space sends a space, which would be an invisible name.
        if case .character = key, state.pane == .main { return .app(.unknownKeyPressed(key.label)) }
        return nil
    }

    /// Keys in a form or the note besides the form's own (`form`, `note`): how they edit the text.
    static func textEdit(for key: Key) -> TextField.Edit? {
        switch key {
        case .character(let c): return .insert(String(c))
        case .backspace: return .backspace
        case .delete: return .deleteForward
        case .left: return .left
        case .right: return .right
        case .home, .control("a"): return .home
        case .end, .control("e"): return .end
        case .control("u"): return .clear
        case .paste(let text): return .insert(text)
        default: return nil
        }
    }

    static func wheelAction(_ n: Int, in state: AppState) -> Action? {
        guard state.modal == nil else { return nil }
        switch state.pane {
        case .main: return .main(.dayMoved(by: 7 * n))
        case .presets: return .presets(.selectionMoved(by: n))
        case .ifThenPlans: return .ifThenPlans(.selectionMoved(by: n))
        case .help: return .app(.helpScrolled(by: 3 * n))
        case .report: return .report(.scrolled(by: 3 * n))
        case .statistics: return .main(.monthMoved(by: n))
        case .trends: return .trends(.weekMoved(by: n))
        }
    }
}
