import DanshuCore
import DanshuTestSupport
import DanshuText
import Foundation
import Testing

/// What the help, the refusals and the README say about the command line is what it does (issue 26, item 10).
@Suite("Help and README agree with the command line")
struct HelpAgreesTests {
    @Test(
        "every DATE form --help names is taken, and --help and a refused DATE name the same forms",
        arguments: [Language.ja, .en])
    func dateForms(language: Language) {
        let cli = CLI()
        let help = cli.run("--lang", language.rawValue, "--help").stdout
        let refused = cli.run("--lang", language.rawValue, "log", "11/20", "1")
        #expect(refused.status == 2)
        let forms = Catalog(language).dateForms
        #expect(help.contains(forms), "\(help)")
        #expect(refused.stderr.contains(forms), "\(refused.stderr)")
        #expect(
            !refused.stderr.contains("プリセット") && !refused.stderr.contains("preset"),
            "a date, not a preset: \(refused.stderr)")
        for form in [
            "2026-11-20", "2026-11-2", "2026/11/20", "today", "今日", "yesterday", "昨日", "-3", "２０２６－１１－２０", "－３",
        ] {
            let logged = cli.run("log", form, "--sober")
            #expect(logged.status == 0, "\(form): \(logged.stderr)")
        }
    }

    @Test("--help says what NO_COLOR does; log --help names every count mark the parser takes")
    func colorAndCounts() {
        let cli = CLI()
        #expect(cli.run("--help").stdout.contains("NO_COLOR"))
        #expect(cli.run("--lang", "en", "--help").stdout.contains("NO_COLOR"))
        for language in ["ja", "en"] {
            let help = cli.run("--lang", language, "log", "--help").stdout
            for mark in ["xN", "XN", "×N", "*N"] where language == "en" || mark != "XN" {
                #expect(help.contains(mark) || help.contains(mark.dropLast() + "、"), "\(language) \(mark): \(help)")
            }
        }
    }

    @Test("the README's first command-line example records in a journal started in either language")
    func readmeFirstExample() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"),
            encoding: .utf8)
        let block = try #require(
            readme.components(separatedBy: "```sh\n").dropFirst().first { $0.hasPrefix("danshu log") })
        let line = try #require(block.split(separator: "\n").first)
        let words = line.prefix { $0 != "#" }.split(separator: " ").map(String.init)
        #expect(words.first == "danshu")
        for language in ["ja", "en"] {
            let cli = CLI()
            #expect(cli.run("--lang", language, "config", "language", language).status == 0)
            let result = cli.run(Array(words.dropFirst()))
            #expect(result.status == 0, "\(language): \(line): \(result.stderr)")
        }
    }
}
