import DanshuCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A write past `ulimit -f` raises SIGXFSZ, which kills the process before it can say anything; ignored,
// the write fails with EFBIG and the save reports it like a full disk, leaving the journal as it was.
signal(SIGXFSZ, SIG_IGN)

// Entry point: the command line decides between a subcommand and the full-screen app.
exit(
    CommandLineApp.run(
        Array(CommandLine.arguments.dropFirst()), host: .live,
        undecodableArgument: CommandLineApp.firstUndecodableArgument()))
