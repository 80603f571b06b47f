import DanshuTestSupport
import Testing

/// A journal danshu cannot read is never written over: every command that reads it exits 3 with the file
/// and the place, and nothing is made beside it.
@Suite("danshu with an unreadable journal")
struct UnreadableJournalTests {
    /// Every command line that reads the journal (IMPORT is a good import file).
    static let readers: [[String]] = [
        ["show"], ["status"], ["stats"], ["stats", "--json"], ["export"], ["export", "--format", "json"], ["check"],
        ["presets"], ["config"], ["config", "language"],
        ["log", "1"], ["log", "--sober"], ["presets", "add", "x", "5", "500"], ["presets", "rm", "1"],
        ["presets", "mv", "1", "2"], ["config", "language", "en"], ["import", "IMPORT"],
        ["import", "IMPORT", "--dry-run"],
    ]

    @Test(
        "a journal that is not JSON: every reader exits 3 naming the line, and the file stays as it was",
        arguments: readers)
    func aCorruptJournalExits3AndStaysAsItWas(_ arguments: [String]) {
        let cli = CLI()
        cli.writeJournal(Fixture.corrupt)
        let file = cli.file("import.csv")
        cli.write("date,drank,name,ml,abv,grams,count,note\n2026-11-04,false,,,,,,\n", to: file)
        let result = cli.run(["--lang", "en"] + arguments.map { $0 == "IMPORT" ? file : $0 })
        #expect(result.status == 3, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("danshu: \(cli.journal): line 4, column "), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(cli.journalBytes == Array(Fixture.corrupt.utf8))
        #expect(cli.bytes(of: cli.journal + ".bak") == nil)
    }

    @Test(
        "a journal beyond a limit is refused by every command, with the place; no command writes over it",
        arguments: [
            (LimitsJournal.journal(presets: 1001), "presets[1000]: プリセットは 1000 個までのはずですが"),
            (
                LimitsJournal.journal(presets: 3, days: [LimitsJournal.day("2026-11-28", entries: 101)]),
                "days.2026-11-28.drinks[100]: 1日の記録は 100 件まで"
            ),
            (
                LimitsJournal.journal(
                    presets: 3, days: [LimitsJournal.day("2026-11-28", entries: 1, firstCount: 1000)]),
                "days.2026-11-28.drinks[0].count"
            ),
        ])
    func journalBeyondTheLimits(_ text: String, _ place: String) {
        let cli = CLI()
        cli.writeJournal(text)
        let before = cli.journalBytes
        for arguments in [["check"], ["show"], ["log", "1"], ["presets", "add", "x", "5", "350"]] {
            let result = cli.run(arguments)
            #expect(result.status == 3, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(place), "\(arguments): \(result.stderr)")
        }
        #expect(cli.journalBytes == before)
    }
}
