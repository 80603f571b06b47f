/// An option of the command line: `--name`, `--name VALUE` or `--name=VALUE`, maybe with a short form.
public struct OptionSpec: Equatable, Sendable {
    /// The long name without the dashes: `file`.
    public let name: String
    /// The one-letter form without the dash: `h` for `-h`.
    public let short: Character?
    /// Whether the option takes a value.
    public let takesValue: Bool
    /// Whether every occurrence counts (`--drink` twice is two drinks); otherwise the last one wins.
    public let repeatable: Bool

    /// An option named `--name`, maybe with `-short`.
    public init(_ name: String, short: Character? = nil, takesValue: Bool = false, repeatable: Bool = false) {
        self.name = name
        self.short = short
        self.takesValue = takesValue
        self.repeatable = repeatable
    }

    /// `--name`, as users type it.
    public var spelling: String { "--" + name }
}

/// The words of a command line, sorted: the command, its other words, and the options with their values.
public struct ParsedArguments: Equatable, Sendable {
    /// The first word that is not an option: the subcommand, nil for bare `danshu`.
    public var command: String?
    /// The other words that are not options, in order (a `-3` day counts as a word).
    public var positionals: [String] = []
    /// Values by option name, in order; a flag has one empty value per occurrence.
    public var options: [String: [String]] = [:]
    /// The first thing wrong with the line, if any. Parsing goes on past it so `--help` is still found.
    public var problem: ArgumentProblem?

    /// Nothing parsed yet.
    public init() {}

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool { options[name] != nil }
    /// The value of an option; the last one when it was given more than once.
    public func value(_ name: String) -> String? { options[name]?.last }
    /// Every value of a repeatable option.
    public func values(_ name: String) -> [String] { options[name] ?? [] }
}

/// What is wrong with the words of a command line.
public enum ArgumentProblem: Error, Equatable, Sendable {
    /// An option neither global nor the command's; `command` is nil before the command word.
    case unknownOption(String, command: String?)
    /// An option that takes a value came last.
    case missingValue(option: String)
    /// `--flag=value` for an option that takes none.
    case unexpectedValue(option: String)
    /// The first word is not a command.
    case unknownCommand(String)
}

/// Sorts command-line words into a command, its words and options. Global options may stand anywhere;
/// a command's own options come after the command word. `--` ends the options; a hyphen followed only
/// by digits (`-3`, a day) is a word, not an option.
public enum ArgumentParser {
    /// Parses `arguments` (without the program name). `commandOptions` gives a command's own options,
    /// nil for a word that is no command.
    public static func parse(
        _ arguments: [String], global: [OptionSpec],
        commandOptions: (String) -> [OptionSpec]?
    ) -> ParsedArguments {
        var result = ParsedArguments()
        var known = global
        var optionsEnded = false
        var i = 0
        func fail(_ problem: ArgumentProblem) {
            if result.problem == nil { result.problem = problem }
        }
        func record(_ spec: OptionSpec, _ value: String) {
            if spec.repeatable {
                result.options[spec.name, default: []].append(value)
            } else {
                result.options[spec.name] = [value]
            }
        }
        func word(_ text: String) {
            guard result.command == nil else {
                result.positionals.append(text)
                return
            }
            result.command = text
            if let own = commandOptions(text) {
                known = global + own
            } else {
                fail(.unknownCommand(text))
            }
        }

        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !isOption(argument) {
                word(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let name: String
            let inlineValue: String?
            var spec: OptionSpec?
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let eq = body.firstIndex(of: "=") {
                    name = String(body[..<eq])
                    inlineValue = String(body[body.index(after: eq)...])
                } else {
                    name = String(body)
                    inlineValue = nil
                }
                spec = known.first { $0.name == name }
            } else {
                // A short option: exactly one letter after the dash.
                name = String(argument.dropFirst())
                inlineValue = nil
                if name.count == 1, let letter = name.first { spec = known.first { $0.short == letter } }
            }
            guard let spec else {
                let spelling = inlineValue == nil ? argument : String(argument.prefix { $0 != "=" })
                fail(.unknownOption(spelling, command: result.command))
                continue
            }
            if spec.takesValue {
                if let inlineValue {
                    record(spec, inlineValue)
                } else if i < arguments.count {
                    record(spec, arguments[i])
                    i += 1
                } else {
                    fail(.missingValue(option: spec.spelling))
                }
            } else if inlineValue != nil {
                fail(.unexpectedValue(option: spec.spelling))
            } else {
                record(spec, "")
            }
        }
        return result
    }

    /// Whether a word is an option: it starts with a dash and is neither `-` alone nor `-N` (digits).
    public static func isOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        let rest = word.utf8.dropFirst()
        return !rest.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
