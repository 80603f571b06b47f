/// The subcommands of `danshu` (design.md §4), with the options each accepts and its usage lines.
public enum Command: String, CaseIterable, Sendable {
    case log, urge, ask, show, plan, plans, stats, report, status, remind, merge, export, `import`, presets, config,
        check, help

    /// Options every command (and bare `danshu`) accepts, anywhere on the line.
    public static let globalOptions: [OptionSpec] = [
        OptionSpec("file", takesValue: true),
        OptionSpec("lang", takesValue: true),
        OptionSpec("color", takesValue: true),
        OptionSpec("mouse"),
        OptionSpec("no-motion"),
        OptionSpec("help", short: "h"),
        OptionSpec("version", short: "V"),
    ]

    /// The command's own options, after the command word.
    public var options: [OptionSpec] {
        switch self {
        case .log:
            return [
                OptionSpec("sober"), OptionSpec("drink", takesValue: true, repeatable: true),
                OptionSpec("note", takesValue: true),
                OptionSpec("mood", takesValue: true), OptionSpec("craving", takesValue: true),
                OptionSpec("medicine"), OptionSpec("no-medicine"), OptionSpec("where", takesValue: true),
                OptionSpec("with", takesValue: true), OptionSpec("why", takesValue: true),
                OptionSpec("after", takesValue: true),
                OptionSpec("force"),
            ]
        case .urge:
            return [
                OptionSpec("at", takesValue: true), OptionSpec("trigger", takesValue: true, repeatable: true),
                OptionSpec("trigger-text", takesValue: true), OptionSpec("place", takesValue: true),
                OptionSpec("company", takesValue: true),
                OptionSpec("note", takesValue: true), OptionSpec("plan", takesValue: true),
                OptionSpec("done", takesValue: true),
                OptionSpec("after", takesValue: true), OptionSpec("after-minutes", takesValue: true),
                OptionSpec("wait", takesValue: true),
            ]
        case .plans:
            return [
                OptionSpec("if", takesValue: true), OptionSpec("then", takesValue: true),
                OptionSpec("starter", takesValue: true),
                OptionSpec("undo"),
            ]
        case .plan:
            return [
                OptionSpec("days", takesValue: true), OptionSpec("max", takesValue: true), OptionSpec("sober"),
                OptionSpec("none"),
                OptionSpec("show"),
            ]
        case .stats:
            return [OptionSpec("month", takesValue: true), OptionSpec("weeks", takesValue: true), OptionSpec("json")]
        case .export:
            return [
                OptionSpec("format", takesValue: true), OptionSpec("table", takesValue: true),
                OptionSpec("from", takesValue: true),
                OptionSpec("to", takesValue: true),
            ]
        case .import:
            return [OptionSpec("dry-run"), OptionSpec("theirs")]
        case .presets:
            return [OptionSpec("names")]
        case .status:
            return [OptionSpec("format", takesValue: true), OptionSpec("json"), OptionSpec("urge-risk")]
        case .report:
            return [
                OptionSpec("weeks", takesValue: true), OptionSpec("to", takesValue: true),
                OptionSpec("format", takesValue: true),
                OptionSpec("output", takesValue: true), OptionSpec("no-notes"),
            ]
        case .remind:
            return [OptionSpec("medicine")]
        case .ask, .show, .merge, .config, .check, .help:
            return []
        }
    }

    /// How to type the command, one form a line; the words in capitals are placeholders.
    public var usage: [String] {
        switch self {
        case .log:
            return [
                "danshu log [DATE] ITEM... [--drink NAME:ABV:ML[:YEN]]... [--force] [--note TEXT] [--mood N] [--craving N]",
                "danshu log [DATE] --sober [--note TEXT] [--mood N] [--craving N]",
                "danshu log [DATE] [--mood N] [--craving N] [--note TEXT]",
                "danshu log [DATE] [--medicine | --no-medicine]",
                "danshu log [DATE] [ITEM...] [--where PLACE] [--with WHO] [--why REASON,...] [--after WHAT]",
            ]
        case .urge:
            return [
                "danshu urge STRENGTH [DATE] [--at HH:MM] [--trigger WORDS] [--trigger-text TEXT] [--note TEXT]",
                "danshu urge STRENGTH [--place PLACE] [--company WHO] [--plan N] [--done TEXT] [--after N [--after-minutes M] | --wait MIN]",
                "danshu urge --after N [--after-minutes M] [--plan N] [--done TEXT] [--at HH:MM [DATE]]",
            ]
        case .plans:
            return [
                "danshu plans [list]", "danshu plans add --if KIND:VALUE --then KIND:VALUE",
                "danshu plans add --starter N",
                "danshu plans edit N [--if KIND:VALUE] [--then KIND:VALUE]", "danshu plans retire N [--undo]",
                "danshu plans move N POSITION",
            ]
        case .ask: return ["danshu ask [DATE]"]
        case .show: return ["danshu show [DATE]"]
        case .plan:
            return [
                "danshu plan [WEEK] --days DAYS [--max AMOUNT]", "danshu plan [WEEK] --max AMOUNT",
                "danshu plan [WEEK] --sober | --none", "danshu plan [WEEK] [--show]",
            ]
        case .stats: return ["danshu stats [--month YYYY-MM] [--json]", "danshu stats --weeks N [--json]"]
        case .report:
            return ["danshu report [--weeks N] [--to DATE] [--format text|html|json] [--output FILE] [--no-notes]"]
        case .status: return ["danshu status [--format TEMPLATE | --json] [--urge-risk]"]
        case .remind: return ["danshu remind", "danshu remind --medicine"]
        case .merge: return ["danshu merge COPY", "danshu merge BASE OURS THEIRS"]
        case .export:
            return ["danshu export [--format csv|json] [--table days|urges|if-then-plans] [--from DATE] [--to DATE]"]
        case .import: return ["danshu import FILE [--dry-run] [--theirs]"]
        case .presets:
            return [
                "danshu presets [list] [--names]", "danshu presets add NAME ABV ML [YEN]",
                "danshu presets rm NAME|NUMBER", "danshu presets mv NAME|NUMBER POSITION",
            ]
        case .config: return ["danshu config [KEY [VALUE]]"]
        case .check: return ["danshu check"]
        case .help: return ["danshu help [COMMAND]"]
        }
    }

    /// Parses a command line with the global options and the options of the command it names.
    public static func parse(_ arguments: [String]) -> ParsedArguments {
        ArgumentParser.parse(arguments, global: globalOptions) { Command(rawValue: $0)?.options }
    }
}
