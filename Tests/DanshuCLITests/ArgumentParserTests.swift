import DanshuTestSupport
import Testing

@testable import DanshuCLI
@testable import DanshuCore

@Suite("Argument parser")
struct ArgumentParserTests {
    @Test func globalOptionsStandAnywhere() {
        let parsed = Command.parse(["--lang", "en", "log", "1x2", "--file=/tmp/j.json", "--sober"])
        #expect(parsed.command == "log")
        #expect(parsed.positionals == ["1x2"])
        #expect(parsed.value("lang") == "en")
        #expect(parsed.value("file") == "/tmp/j.json")
        #expect(parsed.flag("sober"))
        #expect(parsed.problem == nil)
    }

    @Test func aHyphenAndDigitsIsADayNotAnOption() {
        let parsed = Command.parse(["log", "-3", "1"])
        #expect(parsed.positionals == ["-3", "1"])
        #expect(parsed.problem == nil)
        #expect(ArgumentParser.isOption("-3") == false)
        #expect(ArgumentParser.isOption("-") == false)
        #expect(ArgumentParser.isOption("-h"))
        #expect(ArgumentParser.isOption("--x"))
    }

    @Test func doubleDashEndsOptions() {
        let parsed = Command.parse(["log", "--", "--sober", "-h"])
        #expect(parsed.positionals == ["--sober", "-h"])
        #expect(!parsed.flag("sober"))
        #expect(!parsed.flag("help"))
    }

    @Test func repeatableOptionsKeepEveryValueOthersTheLast() {
        let parsed = Command.parse(["log", "--drink", "a:1:2", "--drink=b:3:4", "--note", "x", "--note", "y"])
        #expect(parsed.values("drink") == ["a:1:2", "b:3:4"])
        #expect(parsed.value("note") == "y")
    }

    @Test func anOptionValueMayStartWithAHyphen() {
        let parsed = Command.parse(["export", "--from", "-7", "--to=-1"])
        #expect(parsed.value("from") == "-7")
        #expect(parsed.value("to") == "-1")
    }

    @Test func shortHelpAndVersion() {
        #expect(Command.parse(["-h"]).flag("help"))
        #expect(Command.parse(["stats", "-V"]).flag("version"))
        #expect(Command.parse(["-x"]).problem == .unknownOption("-x", command: nil))
    }

    @Test func problemsNameTheOption() {
        #expect(Command.parse(["bogus"]).problem == .unknownCommand("bogus"))
        #expect(Command.parse(["show", "--json"]).problem == .unknownOption("--json", command: "show"))
        #expect(Command.parse(["--sober", "log"]).problem == .unknownOption("--sober", command: nil))
        #expect(Command.parse(["log", "--note"]).problem == .missingValue(option: "--note"))
        #expect(Command.parse(["stats", "--json=yes"]).problem == .unexpectedValue(option: "--json"))
        #expect(Command.parse(["show", "--nope=1"]).problem == .unknownOption("--nope", command: "show"))
    }

    @Test func helpIsFoundPastAProblem() {
        let parsed = Command.parse(["log", "--bogus", "--help"])
        #expect(parsed.problem != nil)
        #expect(parsed.flag("help"))
    }

    @Test func bareCommandLineHasNoCommand() {
        let parsed = Command.parse(["--mouse", "--color", "never"])
        #expect(parsed.command == nil)
        #expect(parsed.flag("mouse"))
        #expect(parsed.value("color") == "never")
    }
}
