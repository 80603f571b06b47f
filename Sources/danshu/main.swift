import Glibc

// Entry point: the command line decides between a subcommand and the full-screen app.
exit(CommandLineApp.run(Array(CommandLine.arguments.dropFirst()), host: .live))
