import DanshuCore
import DanshuText
import DanshuUI

/// `danshu urge STRENGTH [DATE] [--at HH:MM] [--trigger WORDS] …` (design.md §9): records an urge with the edit the
/// app's form makes (`.addUrge`), then prints the plans for this moment best first (or the starter examples before
/// any plan) and how this person's urges pass. `--after N` gives the strength afterwards at once; `--wait MIN` sleeps,
/// then asks 「今の強さは？」 and which plan was used on standard input and records the follow-up
/// (`.setUrgeFollowUp`). Without a STRENGTH, `--after`, `--plan` and `--done` answer the urge still waiting for its
/// follow-up (`Journal.urgeAwaitingFollowUp`), or the one `--at` names. Nothing is written on a bad value (exit 2).
enum UrgeCommand {
    /// The minutes `--wait` takes: up to the two hours in which the app asks too.
    static let waitRange = 1...120

    /// What the options say of an urge, read before the journal is.
    struct Options {
        var at: ClockTime?
        var triggers: UrgeTriggers = []
        var triggerText: String?
        var place: DayContext.Place?
        var company: DayContext.Company?
        var note: String?
        var planWord: String?
        var doneText: String?
        var after: Int?
        var afterMinutes: Int?
        var wait: Int?

        /// Whether any option describes a new urge rather than what followed one.
        var describesAnUrge: Bool {
            !triggers.isEmpty || triggerText != nil || place != nil || company != nil || note != nil
        }
    }

    static func run(_ context: CommandContext) throws(CommandFailure) -> Int32 {
        var catalog: Catalog { context.catalog } // asked late: it may read the journal for its language
        var strengthWord: String?
        var dateWord: String?
        for word in context.arguments.positionals {
            if dateWord == nil && DateArgument.looksLikeDate(word) {
                dateWord = word
            } else if strengthWord == nil {
                strengthWord = word
            } else {
                throw context.usageError(catalog.unexpectedArgument(word), showUsage: true)
            }
        }
        let options = try readOptions(context)
        guard let strengthWord else {
            if options.wait != nil { throw context.usageError(catalog.urgeWaitNeedsStrength) }
            guard options.after != nil || options.planWord != nil || options.doneText != nil else {
                // `-1` reads as a day (one day ago), but with nothing else given it was meant as a strength.
                if let dateWord, NumberInput.normalize(dateWord).hasPrefix("-") {
                    throw context.usageError(catalog.badUrgeStrength(dateWord))
                }
                throw context.usageError(catalog.missingArgument("STRENGTH"), showUsage: true)
            }
            if options.describesAnUrge { throw context.usageError(catalog.urgeFollowUpTakesNoDetails) }
            try followUp(options, dateWord: dateWord, context)
            return ExitCode.success
        }
        guard case .success(let strength) = NumberInput.whole(strengthWord, range: Limits.urgeStrength) else {
            throw context.usageError(catalog.badUrgeStrength(strengthWord))
        }
        if options.wait != nil && options.after != nil { throw context.usageError(catalog.urgeWaitWithAfter) }

        var logged: (date: LocalDate, urge: Urge)?
        let editor = try context.change { editor throws(CommandFailure) in
            let now = context.host.now(dayStartsAtHour: editor.journal.settings.dayStartsAtHour)
            let date =
                try dateWord.map { text throws(CommandFailure) in try context.date(text, today: editor.today) }
                ?? editor.today
            if date != editor.today && options.at == nil { throw context.usageError(catalog.urgeDateNeedsTime) }
            let plan = try options.planWord.map { text throws(CommandFailure) in
                try PlansCommand.activePlan(text, editor.journal, context).id
            }
            var urge = Urge(
                at: options.at ?? now.time, strength: strength, triggers: options.triggers,
                triggerText: options.triggerText,
                place: options.place, company: options.company, note: options.note, plan: plan,
                doneText: options.doneText)
            if let after = options.after {
                urge.followUp = try followUp(
                    of: urge, on: date, after: after, options, plan: plan, journal: editor.journal, now: now, context)
            }
            try editor.apply(.addUrge(date, urge)) { refusal in
                refusal == .invalidUrge(.futureTime) && dateWord == nil ? catalog.urgeFutureTimeHint : nil
            }
            logged = (date, urge)
        }
        guard let (date, urge) = logged else { return ExitCode.success }
        let journal = editor.journal
        let offer = journal.planOffer(for: urge, today: editor.today)
        context.print(
            ([catalog.urgeLine(date, inert(urge, context))] + offerLines(offer, journal: journal, context)).joined(
                separator: "\n"))
        if let wait = options.wait {
            let plans = options.planWord == nil ? journal.activeIfThenPlans.count : 0
            return try askLater(urge, on: date, minutes: wait, plansToAskAbout: plans, context)
        }
        if options.after == nil { context.say(catalog.urgeFollowUpLater) }
        return ExitCode.success
    }

    /// The options, each checked as far as it can be without the journal.
    private static func readOptions(_ context: CommandContext) throws(CommandFailure) -> Options {
        let arguments = context.arguments
        var catalog: Catalog { context.catalog } // asked late: it may read the journal for its language
        var options = Options()
        if let text = arguments.value("at") {
            guard let time = ClockTime(text: text) else { throw context.usageError(catalog.badClockTime(text)) }
            options.at = time
        }
        for text in arguments.values("trigger") {
            switch UrgeTriggers.read(NumberInput.normalize(text), alsoNamed: Catalog.urgeTrigger(named:)) {
            case .success(let triggers): for trigger in triggers.list { options.triggers.insert(trigger) }
            case .failure(let unknown): throw context.usageError(catalog.unknownTriggerWord(unknown.word))
            }
        }
        options.triggerText = try text("trigger-text", limit: Limits.urgeText.upperBound, context)
        options.note = try text("note", limit: Limits.noteLength.upperBound, context)
        options.doneText = try text("done", limit: Limits.urgeText.upperBound, context)
        if let word = arguments.value("place") {
            guard let place = IfThenPlanArguments.place(word) else {
                throw context.usageError(catalog.unknownUrgePlace(word))
            }
            options.place = place
        }
        if let word = arguments.value("company") {
            guard let company = IfThenPlanArguments.company(word) else {
                throw context.usageError(catalog.unknownUrgeCompany(word))
            }
            options.company = company
        }
        options.planWord = arguments.value("plan")
        if let text = arguments.value("after") {
            guard case .success(let after) = NumberInput.whole(text, range: Limits.urgeStrength) else {
                throw context.usageError(catalog.badUrgeStrength(text, option: "--after"))
            }
            options.after = after
        }
        if let text = arguments.value("after-minutes") {
            guard case .success(let minutes) = NumberInput.whole(text, range: Limits.urgeFollowUpMinutes) else {
                throw context.usageError(catalog.badAfterMinutes(text))
            }
            guard options.after != nil else { throw context.usageError(catalog.afterMinutesNeedsAfter) }
            options.afterMinutes = minutes
        }
        if let text = arguments.value("wait") {
            guard case .success(let minutes) = NumberInput.whole(text, range: waitRange) else {
                throw context.usageError(catalog.badUrgeWait(text, range: waitRange))
            }
            options.wait = minutes
        }
        return options
    }

    /// A text option as one line, its spaces around trimmed; nil when not given or empty. Longer than `limit` ends the
    /// command with the limit.
    private static func text(_ option: String, limit: Int, _ context: CommandContext) throws(CommandFailure) -> String?
    {
        guard let given = context.arguments.value(option) else { return nil }
        let text = try context.oneLine(given, what: "--" + option).trimmingSpaces
        if text.count > limit {
            throw context.usageError("--" + option + ": " + context.catalog.urgeProblem(.textTooLong(limit: limit)))
        }
        return text.isEmpty ? nil : text
    }

    /// `--after`, `--plan` or `--done` without a STRENGTH: what followed the urge waiting for it, or the one `--at`
    /// names (on DATE, else today).
    private static func followUp(_ options: Options, dateWord: String?, _ context: CommandContext)
        throws(CommandFailure)
    {
        var catalog: Catalog { context.catalog } // asked late: it may read the journal for its language
        var answered: (date: LocalDate, urge: Urge)?
        let editor = try context.change { editor throws(CommandFailure) in
            let journal = editor.journal
            let now = context.host.now(dayStartsAtHour: journal.settings.dayStartsAtHour)
            let target: (day: LocalDate, urge: Urge)
            if let at = options.at {
                let date =
                    try dateWord.map { text throws(CommandFailure) in try context.date(text, today: editor.today) }
                    ?? editor.today
                guard let urge = journal.urge(on: date, at: at) else {
                    throw context.usageError(catalog.noUrgeAt(date, at))
                }
                target = (date, urge)
            } else {
                if dateWord != nil { throw context.usageError(catalog.urgeFollowUpDateNeedsTime) }
                guard let waiting = journal.urgeAwaitingFollowUp(now: now) else {
                    throw context.usageError(catalog.noUrgeAwaitingFollowUp)
                }
                target = waiting
            }
            let plan = try options.planWord.map { text throws(CommandFailure) in
                try PlansCommand.activePlan(text, journal, context).id
            }
            var followUp = target.urge.followUp
            if let after = options.after {
                followUp = try Self.followUp(
                    of: target.urge, on: target.day, after: after, options, plan: plan, journal: journal, now: now,
                    context)
            } else {
                followUp.plan = plan ?? followUp.plan
                followUp.doneText = options.doneText ?? followUp.doneText
            }
            try editor.apply(.setUrgeFollowUp(target.day, target.urge.identity, followUp))
            var urge = target.urge
            urge.followUp = followUp
            answered = (target.day, urge)
        }
        guard let (date, urge) = answered else { return }
        var lines = [catalog.urgeLine(date, inert(urge, context))]
        if let pass = UrgesPass(editor.journal.allLoggedUrges(today: editor.today).lazy.map(\.urge)) {
            lines.append(catalog.urgesPass(pass))
        }
        context.print(lines.joined(separator: "\n"))
    }

    /// `--after N` given now: the strength afterwards, `--after-minutes` after the urge, else as many minutes as have
    /// passed since it. An urge longer ago than a follow-up may be (a night logged the next day) needs `--after-minutes`:
    /// the minutes would only be a guess, and they tell how long urges take to pass.
    private static func followUp(
        of urge: Urge, on date: LocalDate, after: Int, _ options: Options, plan: IfThenPlan.ID?,
        journal: Journal, now: JournalMoment, _ context: CommandContext
    ) throws(CommandFailure) -> UrgeFollowUp {
        var followUp = journal.followUp(
            of: urge, on: date, after: after, plan: plan, doneText: options.doneText, now: now)
        if let minutes = options.afterMinutes {
            followUp.afterMinutes = minutes
        } else if now.minutes(
            since: JournalMoment(day: date, time: urge.at), dayStartsAtHour: journal.settings.dayStartsAtHour)
            > Limits.urgeFollowUpMinutes.upperBound
        {
            throw context.usageError(context.catalog.afterMinutesNeeded)
        }
        return followUp
    }

    /// `--wait`: sleeps the minutes (the journal unlocked), asks 「今の強さは？」 and, while there are plans in use (the
    /// first `active` of the list) and `--plan` did not say, which was used, then records the follow-up. The input ending first leaves the urge as it is and says how to answer
    /// later (exit 1, as `ask`).
    private static func askLater(
        _ urge: Urge, on date: LocalDate, minutes: Int, plansToAskAbout active: Int,
        _ context: CommandContext
    ) throws(CommandFailure) -> Int32 {
        var catalog: Catalog { context.catalog } // asked late: it may read the journal for its language
        context.say(catalog.urgeWaiting(minutes))
        context.host.sleep(minutes * 60)
        var after = 0
        var planNumber: Int?
        do {
            after = try AskCommand.ask(catalog.urgeAskNow, context) { line in
                guard case .success(let value) = NumberInput.whole(line, range: Limits.urgeStrength) else {
                    return .again(catalog.urgeAskNowAgain)
                }
                return .answer(value)
            }
            if active > 0 {
                planNumber = try AskCommand.ask(catalog.urgeAskPlan, context) { line in
                    if line.isEmpty { return .answer(nil) }
                    guard case .success(let number) = NumberInput.whole(line, range: 1...active) else {
                        return .again(catalog.urgeAskPlanAgain)
                    }
                    return .answer(number)
                }
            }
        } catch {
            context.say(catalog.urgeNoAnswer)
            return ExitCode.notAnswered
        }
        var recorded = urge
        let editor = try context.change { editor throws(CommandFailure) in
            let journal = editor.journal
            let now = context.host.now(dayStartsAtHour: journal.settings.dayStartsAtHour)
            let plan = planNumber.flatMap {
                journal.listedIfThenPlans.indices.contains($0 - 1) ? journal.listedIfThenPlans[$0 - 1].id : nil
            }
            let followUp = journal.followUp(of: urge, on: date, after: after, plan: plan, doneText: nil, now: now)
            try editor.apply(.setUrgeFollowUp(date, urge.identity, followUp))
            recorded.followUp = followUp
        }
        var lines = [catalog.urgeFollowUpRecorded(recorded)]
        if let pass = UrgesPass(editor.journal.allLoggedUrges(today: editor.today).lazy.map(\.urge)) {
            lines.append(catalog.urgesPass(pass))
        }
        context.print(lines.joined(separator: "\n"))
        return ExitCode.success
    }

    /// The plans for this moment as lines: those matching best first with their record, the typed ones, or a few
    /// starter examples (those matching first) before any plan; then how urges pass once there is enough to say it.
    static func offerLines(_ offer: UrgePlanOffer, journal: Journal, _ context: CommandContext) -> [String] {
        var catalog: Catalog { context.catalog } // asked late: it may read the journal for its language
        func row(_ plan: IfThenPlan, _ outcome: PlanOutcome?) -> [String] {
            [
                journal.listNumber(ofIfThenPlan: plan.id).map(String.init) ?? "",
                context.inert(catalog.planRule(plan.rule)),
                outcome.map(catalog.planRecord) ?? "",
            ]
        }
        var lines: [String] = []
        if !offer.matching.isEmpty {
            lines.append(catalog.urgePlansForNow)
            lines += TextTable.lines(offer.matching.map { row($0.plan, $0.outcome) }, rightAligned: [0], indent: 2)
        } else if !journal.activeIfThenPlans.isEmpty {
            lines.append(catalog.urgeNoMatchingPlan)
        }
        if !offer.others.isEmpty {
            lines.append(catalog.urgeOtherPlans)
            lines += TextTable.lines(offer.others.map { row($0, nil) }, rightAligned: [0], indent: 2)
        }
        if !offer.starters.isEmpty {
            lines.append(catalog.urgeStartersTitle)
            let shown = offer.starters.prefix(3).map { rule in
                [catalog.starterNumber((IfThenPlan.starters.firstIndex(of: rule) ?? 0) + 1), catalog.planRule(rule)]
            }
            lines += TextTable.lines(shown, indent: 2)
            lines.append(catalog.urgeMoreStarters)
        }
        if let pass = offer.urgesPass { lines.append(catalog.urgesPass(pass)) }
        return lines
    }

    /// The urge with its typed words as standard output may show them.
    private static func inert(_ urge: Urge, _ context: CommandContext) -> Urge {
        var urge = urge
        urge.triggerText = urge.triggerText.map(context.inert)
        return urge
    }
}
