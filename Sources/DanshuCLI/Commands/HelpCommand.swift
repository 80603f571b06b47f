import DanshuCore

/// `danshu help [COMMAND]`: the overview, or one command's help.
enum HelpCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) {
        try context.expectAtMost(1)
        guard let topic = context.arguments.positionals.first else {
            context.print(context.catalog.generalHelp)
            return
        }
        guard let command = Command(rawValue: topic) else {
            throw context.usageError(context.catalog.message(for: ArgumentProblem.unknownCommand(topic)))
        }
        context.print(context.catalog.help(for: command))
    }
}
