import DanshuCore
import DanshuText
import DanshuUI

/// `danshu plans [list|add|edit|retire|move]` (design.md §9): the if-then plans as the plans pane lists them (those in
/// use in order, then the retired ones, marked), changed by the edits the pane's keys make (`.addIfThenPlan`,
/// `.editIfThenPlan`, `.retireIfThenPlan`, `.moveIfThenPlan`), each checked by the journal's rules. N is the number
/// `plans list` gives. Before any plan, the list offers the starter examples; `add --starter N` adds one, and nothing
/// is ever added without being asked.
enum PlansCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        let words = context.arguments.positionals
        var catalog: Catalog { context.catalog } // asked late: it may read the journal for its language
        let action = words.first ?? "list"
        try refuseOptions(notFor: action, context)
        switch action {
        case "list":
            try context.expectAtMost(1)
            printList(try context.read(), context)
        case "add":
            try context.expectAtMost(1)
            let starter = try context.arguments.value("starter").map { text throws(CommandFailure) in
                try starterRule(text, context)
            }
            let situation = try context.arguments.value("if").map { text throws(CommandFailure) in
                try readSituation(text, context)
            }
            let response = try context.arguments.value("then").map { text throws(CommandFailure) in
                try readResponse(text, context)
            }
            if starter != nil && (situation != nil || response != nil) {
                throw context.usageError(catalog.planStarterWithIfThen)
            }
            guard let rule = starter ?? situation.flatMap({ s in response.map { IfThenPlan.Rule(s, $0) } }) else {
                throw context.usageError(catalog.planAddNeedsIfAndThen, showUsage: true)
            }
            var added = rule
            let editor = try context.change { editor throws(CommandFailure) in
                let now = context.host.now(dayStartsAtHour: editor.journal.settings.dayStartsAtHour)
                let id = IfThenPlan.newID(
                    localDate: now.localDate(dayStartsAtHour: editor.journal.settings.dayStartsAtHour), time: now.time,
                    existing: editor.journal.ifThenPlans)
                try editor.apply(.addIfThenPlan(IfThenPlan(id: id, rule: rule)))
                added = editor.journal.ifThenPlan(id: id)?.rule ?? rule
            }
            context.say(catalog.planAdded(inert(added, context)))
            printList(editor.journal, context)
        case "edit":
            guard words.count >= 2 else { throw context.usageError(catalog.missingArgument("N"), showUsage: true) }
            try context.expectAtMost(2)
            let situation = try context.arguments.value("if").map { text throws(CommandFailure) in
                try readSituation(text, context)
            }
            let response = try context.arguments.value("then").map { text throws(CommandFailure) in
                try readResponse(text, context)
            }
            guard situation != nil || response != nil else {
                throw context.usageError(catalog.planEditNeedsIfOrThen, showUsage: true)
            }
            var edited: IfThenPlan.Rule?
            let editor = try context.change { editor throws(CommandFailure) in
                let plan = try numbered(words[1], editor.journal, context).plan
                try editor.apply(
                    .editIfThenPlan(plan.id, IfThenPlan.Rule(situation ?? plan.situation, response ?? plan.response)))
                edited = editor.journal.ifThenPlan(id: plan.id)?.rule
            }
            if let edited { context.say(catalog.planEdited(inert(edited, context))) }
            printList(editor.journal, context)
        case "retire":
            guard words.count >= 2 else { throw context.usageError(catalog.missingArgument("N"), showUsage: true) }
            try context.expectAtMost(2)
            let back = context.arguments.flag("undo")
            var rule: IfThenPlan.Rule?
            let editor = try context.change { editor throws(CommandFailure) in
                let plan = try numbered(words[1], editor.journal, context).plan
                try editor.apply(.retireIfThenPlan(plan.id, retired: !back))
                rule = plan.rule
            }
            if let rule {
                context.say(
                    back ? catalog.planRestored(inert(rule, context)) : catalog.planRetired(inert(rule, context)))
            }
            printList(editor.journal, context)
        case "move":
            guard words.count >= 3 else {
                throw context.usageError(catalog.missingArgument(words.count == 1 ? "N" : "POSITION"), showUsage: true)
            }
            try context.expectAtMost(3)
            var moved: (rule: IfThenPlan.Rule, position: Int)?
            let editor = try context.change { editor throws(CommandFailure) in
                let listed = editor.journal.listedIfThenPlans
                let plan = try numbered(words[1], editor.journal, context).plan
                guard case .success(let position) = NumberInput.whole(words[2], range: 1...max(1, listed.count)) else {
                    throw context.usageError(catalog.badPosition(words[2], count: listed.count))
                }
                try editor.apply(.moveIfThenPlan(plan.id, to: position - 1))
                moved = (plan.rule, editor.journal.listNumber(ofIfThenPlan: plan.id) ?? position)
            }
            if let moved { context.say(catalog.planMoved(inert(moved.rule, context), position: moved.position)) }
            printList(editor.journal, context)
        default:
            throw context.usageError(catalog.unknownPlansAction(action), showUsage: true)
        }
    }

    /// Options that belong to another action end the command: `--starter` and `--if`/`--then` to add and edit,
    /// `--undo` to retire.
    private static func refuseOptions(notFor action: String, _ context: CommandContext) throws(CommandFailure) {
        let allowed: [String: Set<String>] = [
            "add": ["starter", "if", "then"], "edit": ["if", "then"], "retire": ["undo"],
        ]
        // An unknown action says so first.
        guard let here = allowed[action] ?? (["list", "move"].contains(action) ? [] : nil) else { return }
        for option in ["starter", "if", "then", "undo"] where context.arguments.flag(option) && !here.contains(option) {
            throw context.usageError(context.catalog.planOptionNotFor("--" + option, action: action), showUsage: true)
        }
    }

    /// The plan `plans list` numbers `text`, retired or not (exit 2 for a number that does not exist).
    static func numbered(_ text: String, _ journal: Journal, _ context: CommandContext) throws(CommandFailure) -> (
        number: Int, plan: IfThenPlan
    ) {
        let listed = journal.listedIfThenPlans
        guard !listed.isEmpty, case .success(let number) = NumberInput.whole(text, range: 1...listed.count) else {
            throw context.usageError(context.catalog.noSuchPlanNumber(text, count: listed.count))
        }
        return (number, listed[number - 1])
    }

    /// The plan in use `plans list` numbers `text`, for an urge's `--plan` (exit 2 for a retired one: it is not offered).
    static func activePlan(_ text: String, _ journal: Journal, _ context: CommandContext) throws(CommandFailure)
        -> IfThenPlan
    {
        let (number, plan) = try numbered(text, journal, context)
        guard plan.isActive else { throw context.usageError(context.catalog.planIsRetired(number)) }
        return plan
    }

    /// `--starter N`: the example of that number in the list of examples.
    private static func starterRule(_ text: String, _ context: CommandContext) throws(CommandFailure) -> IfThenPlan.Rule
    {
        let starters = IfThenPlan.starters
        guard case .success(let number) = NumberInput.whole(text, range: 1...starters.count) else {
            throw context.usageError(context.catalog.badStarterNumber(text, count: starters.count))
        }
        return starters[number - 1]
    }

    /// `--if`: the IF it names (exit 2 for none). A text is taken as one line.
    private static func readSituation(_ text: String, _ context: CommandContext) throws(CommandFailure)
        -> IfThenPlan.Situation
    {
        guard let situation = IfThenPlanArguments.situation(try context.oneLine(text, what: "--if")) else {
            throw context.usageError(context.catalog.badPlanSituation(text))
        }
        return situation
    }

    /// `--then`: the THEN it names (exit 2 for none). A text is taken as one line.
    private static func readResponse(_ text: String, _ context: CommandContext) throws(CommandFailure)
        -> IfThenPlan.Response
    {
        guard let response = IfThenPlanArguments.response(try context.oneLine(text, what: "--then")) else {
            throw context.usageError(context.catalog.badPlanResponse(text))
        }
        return response
    }

    /// The plans numbered as the pane numbers them, each with its IF, THEN and how it has done (the person's whole
    /// record), the retired ones marked; before any plan in use, the starter examples and how to add one.
    static func printList(_ journal: Journal, _ context: CommandContext) {
        let catalog = context.catalog
        let listed = journal.listedIfThenPlans
        var lines: [String] = []
        if listed.isEmpty {
            lines.append(catalog.noIfThenPlans)
        } else {
            let outcomes = UrgePlanRanking.outcomes(of: journal.allLoggedUrges(today: context.today(journal.settings)))
            let rows = listed.enumerated().map { index, plan in
                [
                    String(index + 1), context.inert(catalog.planIf(plan.situation)),
                    context.inert(catalog.planResponse(plan.response)),
                    ([plan.retired ? catalog.planRetiredMark : nil] + [outcomes[plan.id].map(catalog.planRecord)])
                        .compactMap { $0 }
                        .joined(separator: " "),
                ]
            }
            lines += TextTable.lines([catalog.plansListHeader] + rows, rightAligned: [0])
        }
        if journal.activeIfThenPlans.isEmpty {
            lines.append(catalog.plansStartersTitle)
            lines += TextTable.lines(
                IfThenPlan.starters.enumerated().map {
                    [catalog.starterNumber($0.offset + 1), catalog.planRule($0.element)]
                },
                indent: 2)
        }
        context.print(lines.joined(separator: "\n"))
    }

    /// A rule with its typed words as standard error may show them.
    private static func inert(_ rule: IfThenPlan.Rule, _ context: CommandContext) -> IfThenPlan.Rule {
        var rule = rule
        if case .text(let text) = rule.situation { rule.situation = .text(SafeText.sanitize(text)) }
        if case .text(let text) = rule.response { rule.response = .text(SafeText.sanitize(text)) }
        return rule
    }
}
