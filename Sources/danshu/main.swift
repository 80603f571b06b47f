import DanshuCore
import DanshuUI
import Glibc

// Entry point: global options, then the full-screen app. (Subcommands come with the command line.)
var options = GlobalOptions()
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--file": options.file = arguments.isEmpty ? nil : arguments.removeFirst()
    case "--lang": options.language = arguments.isEmpty ? nil : Language(rawValue: arguments.removeFirst())
    case "--color": options.colorMode = arguments.isEmpty ? .auto : ColorMode(rawValue: arguments.removeFirst()) ?? .auto
    case "--mouse": options.mouse = true
    default: break
    }
}
exit(InteractiveApp.run(options: options, host: .live))
