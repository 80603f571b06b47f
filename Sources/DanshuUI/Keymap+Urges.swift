import DanshuApp
import DanshuCore
import DanshuText

/// The keys of urges and if-then plans (design.md §9): the urge form, the plans shown for an urge, 「今の強さは？」, the
/// plans pane, the plan form and the retire question. A form's typed row takes every key but moving, saving and Esc.
extension Keymap {
    /// A digit's binding on each of 1–9 and 0, in the key line's order.
    private static func digits(_ action: @escaping @Sendable (Int) -> Action, help: KeyHelp) -> [Binding] {
        (0...9).map { digit in Binding([.character(Character(String(digit)))], action(digit)) { $0.keyHelp(help) } }
    }

    /// The urge form (`i`) on a row of choices: as the context form's.
    public static let urge: [Binding] =
        [
            Binding([.left, .character("h")], .modal(.urge(.valueStepped(by: -1)))) { $0.keyHelp(.urgeStepBack) }
                .onKeyLine(.choose, rank: 9),
            Binding([.right, .character("l")], .modal(.urge(.valueStepped(by: 1)))) { $0.keyHelp(.urgeStepOn) }
                .onKeyLine(.choose, rank: 9),
            Binding([.tab, .down, .character("j")], .modal(.urge(.fieldMoved(by: 1)))) { $0.keyHelp(.nextField) }
                .onKeyLine(.nextField, rank: 8),
            Binding([.backTab, .up, .character("k")], .modal(.urge(.fieldMoved(by: -1)))) {
                $0.keyHelp(.previousField)
            },
            Binding([.character(" ")], .modal(.urge(.triggerToggled))) { $0.keyHelp(.toggleTrigger) }.onKeyLine(
                .toggleTrigger, rank: 7),
            Binding([.delete, .backspace], .modal(.urge(.valueCleared))) { $0.keyHelp(.clearChoice) }.onKeyLine(
                .clear, rank: 6),
        ] + digits({ .modal(.urge(.numberTyped($0))) }, help: .urgeTypeNumber) + [
            Binding([.enter], .modal(.urge(.submitPressed))) { $0.keyHelp(.save) }.onKeyLine(.save, rank: 10),
            Binding([.escape], .modal(.urge(.cancelPressed))) { $0.keyHelp(.cancel) }.onKeyLine(.cancel, rank: 10),
        ]

    /// The urge form on its typed row: the other keys edit the text.
    public static let urgeText: [Binding] = [
        Binding([.enter], .modal(.urge(.submitPressed))) { $0.keyHelp(.save) }.onKeyLine(.save, rank: 10),
        Binding([.escape], .modal(.urge(.cancelPressed))) { $0.keyHelp(.cancel) }.onKeyLine(.cancel, rank: 10),
        Binding([.tab, .down], .modal(.urge(.fieldMoved(by: 1)))) { $0.keyHelp(.nextField) }.onKeyLine(
            .nextField, rank: 9),
        Binding([.backTab, .up], .modal(.urge(.fieldMoved(by: -1)))) { $0.keyHelp(.previousField) },
    ]

    /// The plans shown for the urge just logged: a digit makes an example one's own, `I` opens the plans.
    public static let urgePlans: [Binding] =
        (1...UrgePlansShown.examplesShown).map { number in
            Binding([.character(Character(String(number)))], .modal(.urgePlans(.exampleAdded(number)))) {
                $0.keyHelp(.addExample)
            }
            .onKeyLine(.addExample, rank: 8)
        } + [
            Binding([.character("I")], .modal(.urgePlans(.plansPanePressed))) { $0.keyHelp(.openIfThenPlans) }
                .onKeyLine(.ifThenPlans, rank: 9),
            Binding([.enter, .escape, .character("q")], .modal(.urgePlans(.closePressed))) { $0.keyHelp(.closePlans) }
                .onKeyLine(.close, rank: 10),
        ]

    /// 「今の強さは？」: the strength and the plan used chosen as in the feelings form; Esc skips the question.
    public static let urgeFollowUp: [Binding] =
        [
            Binding([.left, .character("h")], .modal(.urgeFollowUp(.valueStepped(by: -1)))) {
                $0.keyHelp(.followUpStepBack)
            }
            .onKeyLine(.choose, rank: 9),
            Binding([.right, .character("l")], .modal(.urgeFollowUp(.valueStepped(by: 1)))) {
                $0.keyHelp(.followUpStepOn)
            }
            .onKeyLine(.choose, rank: 9),
            Binding([.tab, .down, .character("j")], .modal(.urgeFollowUp(.fieldMoved(by: 1)))) {
                $0.keyHelp(.nextField)
            }
            .onKeyLine(.nextField, rank: 8),
            Binding([.backTab, .up, .character("k")], .modal(.urgeFollowUp(.fieldMoved(by: -1)))) {
                $0.keyHelp(.previousField)
            },
            Binding([.delete, .backspace], .modal(.urgeFollowUp(.valueCleared))) { $0.keyHelp(.clearValue) }.onKeyLine(
                .clear, rank: 6),
        ] + digits({ .modal(.urgeFollowUp(.numberTyped($0))) }, help: .followUpTypeNumber) + [
            Binding([.enter], .modal(.urgeFollowUp(.submitPressed))) { $0.keyHelp(.save) }.onKeyLine(.save, rank: 10),
            Binding([.escape], .modal(.urgeFollowUp(.skipPressed))) { $0.keyHelp(.skipFollowUp) }.onKeyLine(
                .skip, rank: 10),
        ]

    /// The if-then plans pane (`I`): edited as presets are, retiring instead of deleting.
    public static let ifThenPlanPane: [Binding] = [
        Binding([.up, .character("k")], .ifThenPlans(.selectionMoved(by: -1))) { $0.keyHelp(.selectUp) }.onKeyLine(
            .select, rank: 3),
        Binding([.down, .character("j")], .ifThenPlans(.selectionMoved(by: 1))) { $0.keyHelp(.selectDown) }.onKeyLine(
            .select, rank: 3),
        Binding([.character("a")], .ifThenPlans(.addPressed)) { $0.keyHelp(.addIfThenPlan) }.onKeyLine(
            .addPreset, rank: 9),
        Binding([.enter], .ifThenPlans(.enterPressed)) { $0.keyHelp(.editIfThenPlan) }.onKeyLine(.edit, rank: 9),
        Binding([.character("d")], .ifThenPlans(.retirePressed)) { $0.keyHelp(.retireIfThenPlan) }.onKeyLine(
            .retire, rank: 8),
        Binding([.character("J")], .ifThenPlans(.moved(by: 1))) { $0.keyHelp(.moveDown) }.onKeyLine(.move, rank: 6),
        Binding([.character("K")], .ifThenPlans(.moved(by: -1))) { $0.keyHelp(.moveUp) }.onKeyLine(.move, rank: 6),
        Binding([.character("u")], .app(.undoPressed)) { $0.keyHelp(.undo) }.onKeyLine(.undo, rank: 5),
        Binding([.control("r")], .app(.redoPressed)) { $0.keyHelp(.redo) }.onKeyLine(.redo, rank: 2),
        Binding([.escape, .character("q"), .character("I")], .app(.closePressed)) { $0.keyHelp(.back) }.onKeyLine(
            .back, rank: 10),
    ]

    /// The if-then plan form on a row of choices or hours.
    public static let ifThenPlan: [Binding] =
        [
            Binding([.left, .character("h")], .modal(.ifThenPlan(.valueStepped(by: -1)))) {
                $0.keyHelp(.planChoiceBack)
            }
            .onKeyLine(.choose, rank: 9),
            Binding([.right, .character("l")], .modal(.ifThenPlan(.valueStepped(by: 1)))) { $0.keyHelp(.planChoiceOn) }
                .onKeyLine(.choose, rank: 9),
            Binding([.tab, .down, .character("j")], .modal(.ifThenPlan(.fieldMoved(by: 1)))) { $0.keyHelp(.nextField) }
                .onKeyLine(.nextField, rank: 8),
            Binding([.backTab, .up, .character("k")], .modal(.ifThenPlan(.fieldMoved(by: -1)))) {
                $0.keyHelp(.previousField)
            },
            Binding([.delete, .backspace], .modal(.ifThenPlan(.valueCleared))) { $0.keyHelp(.clearChoice) }.onKeyLine(
                .clear, rank: 6),
        ] + digits({ .modal(.ifThenPlan(.numberTyped($0))) }, help: .planTypeChoice) + [
            Binding([.enter], .modal(.ifThenPlan(.submitPressed))) { $0.keyHelp(.save) }.onKeyLine(.save, rank: 10),
            Binding([.escape], .modal(.ifThenPlan(.cancelPressed))) { $0.keyHelp(.cancel) }.onKeyLine(
                .cancel, rank: 10),
        ]

    /// The if-then plan form on a typed row: the other keys edit the text.
    public static let ifThenPlanText: [Binding] = [
        Binding([.enter], .modal(.ifThenPlan(.submitPressed))) { $0.keyHelp(.save) }.onKeyLine(.save, rank: 10),
        Binding([.escape], .modal(.ifThenPlan(.cancelPressed))) { $0.keyHelp(.cancel) }.onKeyLine(.cancel, rank: 10),
        Binding([.tab, .down], .modal(.ifThenPlan(.fieldMoved(by: 1)))) { $0.keyHelp(.nextField) }.onKeyLine(
            .nextField, rank: 9),
        Binding([.backTab, .up], .modal(.ifThenPlan(.fieldMoved(by: -1)))) { $0.keyHelp(.previousField) },
    ]

    /// 「使わないことにしますか？」: y retires, n or Esc keeps the plan in use.
    public static let retireQuestion: [Binding] = [
        Binding([.character("y"), .character("Y")], .modal(.confirmRetire(.answered(true)))) {
            $0.keyHelp(.confirmRetire)
        }
        .onKeyLine(.retire, rank: 10),
        Binding([.character("n"), .character("N")], .modal(.confirmRetire(.answered(false)))) {
            $0.keyHelp(.keepIfThenPlan)
        }
        .onKeyLine(.keep, rank: 10),
        Binding([.escape], .modal(.confirmRetire(.cancelPressed))) { $0.keyHelp(.cancel) }.onKeyLine(.keep, rank: 10),
    ]
}
