import DanshuCore
import DanshuText
import DanshuUI

/// The command line of design.md §4: sorts the words, answers `--help` and `--version`, and runs a
/// subcommand, or the full-screen app when there is none. Returns the exit status.
public enum CommandLineApp {
    /// `undecodableArgument`: the position of the first argument that is not UTF-8 (`firstUndecodableArgument`),
    /// which ends the command before anything runs: its text would only be a guess.
    public static func run(_ arguments: [String], host: Host, undecodableArgument: Int? = nil) -> Int32 {
        let parsed = Command.parse(arguments)
        var options = GlobalOptions()
        options.file = parsed.value("file")
        options.language = parsed.value("lang").flatMap(Language.init(rawValue:))
        options.colorMode = parsed.value("color").flatMap(ColorMode.init(rawValue:)) ?? .auto
        options.mouse = parsed.flag("mouse")
        options.noMotion = parsed.flag("no-motion")
        let command = parsed.command.flatMap(Command.init(rawValue:))
        let context = CommandContext(host: host, options: options, arguments: parsed, command: command)
        do throws(CommandFailure) {
            if let undecodableArgument {
                throw context.usageError(context.catalog.undecodableArgument(undecodableArgument))
            }
            if let status = try answerEarly(context, parsed) { return status }
            guard let command else { return InteractiveApp.run(options: options, host: host) }
            return try run(command, context)
        } catch {
            context.say("danshu: " + error.message)
            return error.status
        }
    }

    /// `--help`, `--version` and mistakes in the words themselves, before any command runs.
    private static func answerEarly(_ context: CommandContext, _ parsed: ParsedArguments) throws(CommandFailure)
        -> Int32?
    {
        // The catalog is asked for only when needed: finding the language may read the journal.
        var catalog: Catalog { context.catalog }
        if parsed.flag("help") && (parsed.command == nil || context.command != nil) {
            if context.command == .help, let topic = parsed.positionals.first, let command = Command(rawValue: topic) {
                context.print(catalog.help(for: command))
            } else if let command = context.command {
                context.print(catalog.help(for: command))
            } else {
                context.print(catalog.generalHelp)
            }
            return ExitCode.success
        }
        if parsed.flag("version") && parsed.problem == nil {
            context.print(Version.line)
            return ExitCode.success
        }
        if let problem = parsed.problem {
            throw context.usageError(catalog.message(for: problem), showUsage: context.command != nil)
        }
        let choices: [(option: String, allowed: [String])] = [
            ("lang", Language.allCases.map(\.rawValue)),
            ("color", ["auto", "always", "never"]),
        ]
        for choice in choices {
            if let value = parsed.value(choice.option), !choice.allowed.contains(value) {
                throw context.usageError(
                    catalog.badChoice(
                        option: "--" + choice.option, value: value,
                        allowed: choice.allowed.joined(separator: "|")))
            }
        }
        // A mistyped pin must not quietly fall back to the real date.
        if let pinned = context.host.environment["DANSHU_TODAY"], !pinned.isEmpty, Today.pinned(pinned) == nil {
            throw context.usageError(catalog.badPinnedToday(pinned))
        }
        if let pinned = context.host.environment["DANSHU_NOW"], !pinned.isEmpty, Today.pinnedClock(pinned) == nil {
            throw context.usageError(catalog.badPinnedNow(pinned))
        }
        if let width = context.host.environment["DANSHU_AMBIGUOUS_WIDTH"], !width.isEmpty,
            AmbiguousWidth(rawValue: width) == nil
        {
            throw context.usageError(catalog.badAmbiguousWidth(width))
        }
        return nil
    }

    /// Runs a subcommand; `merge` and `remind` tell git and timers something with their status.
    private static func run(_ command: Command, _ context: CommandContext) throws(CommandFailure) -> Int32 {
        switch command {
        case .merge: return try MergeCommand.run(context)
        case .remind: return try RemindCommand.run(context)
        case .ask: return try AskCommand.run(context)
        case .urge: return try UrgeCommand.run(context)
        case .log: try LogCommand.run(context)
        case .show: try ShowCommand.run(context)
        case .plan: try PlanCommand.run(context)
        case .plans: try PlansCommand.run(context)
        case .stats: try StatsCommand.run(context)
        case .report: try ReportCommand.run(context)
        case .status: try StatusCommand.run(context)
        case .export: try ExportCommand.run(context)
        case .import: try ImportCommand.run(context)
        case .presets: try PresetsCommand.run(context)
        case .config: try ConfigCommand.run(context)
        case .check: try CheckCommand.run(context)
        case .help: try HelpCommand.run(context)
        }
        return ExitCode.success
    }

    /// The position (1 for the first after the program's name) of the first of the process's arguments whose bytes
    /// are not UTF-8; nil when all are. (`CommandLine.arguments` would have put U+FFFD in their place.)
    public static func firstUndecodableArgument() -> Int? {
        (1..<Int(CommandLine.argc)).first { index in
            CommandLine.unsafeArgv[index].map { String(validatingCString: $0) == nil } ?? false
        }
    }
}
