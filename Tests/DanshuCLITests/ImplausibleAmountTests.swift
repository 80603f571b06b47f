import DanshuTestSupport
import Testing

/// A drink or a day beyond what a person can drink (issue 40: more than 500 g of pure alcohol, or stronger than any drink
/// sold): `log` refuses it without `--force` (exit 2, what and how), `ask` asks once, no refusal suggests such a value, and
/// the reader still takes whatever a journal holds.
@Suite("Amounts beyond what a person can drink")
struct ImplausibleAmountTests {
    @Test("log 1x999 is refused with what and how in both languages, nothing written; --force records it")
    func countBeyondDrinking() {
        let cli = CLI()
        cli.expectRefused(
            ["log", "1x999"],
            "ビール500缶 × 999 で純アルコール 19980.0g です。人が1日に飲める量（500g）を超えています。打ち間違いでなければ、--force を付けるとこのまま記録します。何も変更していません")
        cli.expectRefused(
            ["--lang", "en", "log", "1x999"],
            "Beer 500ml can × 999 is 19980.0g of pure alcohol, more than a person can drink in a day (500g). If it is not a typo, --force records it as it is. Nothing was changed"
        )
        #expect(cli.journalBytes == nil)
        let forced = cli.run("log", "1x999", "--force")
        #expect(forced.status == 0, "\(forced)")
        #expect(forced.stdout.contains("ビール500缶 × 999  19980.0g"), "\(forced.stdout)")
    }

    @Test(
        "a day that passes 500 g with a drink is refused once; with --force it is recorded, and the next drink is not asked about again"
    )
    func dayPassesTheLine() {
        let cli = CLI()
        #expect(cli.run("log", "3x6").status == 0) // 6 bottles of wine, 449.4 g
        cli.expectRefused(["log", "3"], "赤ワイン1本を加えると、この日の純アルコールは 524.3g です。人が1日に飲める量（500g）を超えています。")
        cli.expectRefused(
            ["--lang", "en", "log", "--drink", "wine:13:720"],
            "With wine, the day holds 524.3g of pure alcohol, more than a person can drink in a day (500g). If it is not a typo, --force records it"
        )
        #expect(cli.run("log", "3", "--force").status == 0)
        let again = cli.run("log", "1")
        #expect(again.status == 0 && again.stdout.contains("合計純アルコール量 544.3g"), "\(again)")
    }

    @Test("a one-off stronger than any drink sold (96 %) needs --force; the refusal of 120:100 suggests no 100 % drink")
    func strongerThanSold() {
        let cli = CLI()
        cli.expectRefused(
            ["log", "--drink", "ワイン:100:120"], "ワインの度数 100% は、売られている最も強いお酒（96%）より強い値です。打ち間違いでなければ、--force を付けると")
        cli.expectRefused(
            ["--lang", "en", "log", "--drink", "wine:100:120"],
            "wine at 100% is stronger than the strongest drink sold (96%).")
        let swapped = cli.run("log", "--drink", "ワイン:120:100")
        #expect(
            swapped.status == 2 && swapped.stderr == "danshu: --drink「ワイン:120:100」: 度数 (%)「120」: 0〜100 の範囲で\n",
            "\(swapped)")
        #expect(!swapped.stderr.contains("100:120") && !swapped.stderr.contains("100%"))
        let english = cli.run("--lang", "en", "log", "--drink", "wine:120:100")
        #expect(english.status == 2 && !english.stderr.contains("100:120"), "\(english)")
        // The other way round is plausible, so the order meant is still said: 13 % in 120 ml.
        cli.expectRefused(["log", "--drink", "ワイン:120:13"], "度数 13%、量 120ml なら --drink ワイン:13:120")
        // A swap whose drink would be beyond a day's drinking is not suggested either: 90 % in 5,000 ml.
        let huge = cli.run("log", "--drink", "x:5000:90")
        #expect(huge.status == 2 && !huge.stderr.contains("90%") && !huge.stderr.contains("x:90:5000"), "\(huge)")
        // presets add says the same, and no suggestion of 100 %.
        let preset = cli.run("presets", "add", "ワイン", "120", "100")
        #expect(
            preset.status == 2 && !preset.stderr.contains("100 120") && !preset.stderr.contains("100%"), "\(preset)")
        #expect(cli.run("log", "--drink", "ワイン:100:120", "--force").status == 0)
        #expect(cli.run("show").stdout.contains("ワイン × 1  96.0g"))
    }

    @Test("a journal that already holds such a day is read as it is: show, check, stats; a sober answer still works")
    func readerTakesWhatTheFileHolds() {
        let cli = CLI()
        cli.writeJournal(
            Fixture.journal([
                #""2026-11-28": {"drank": true, "drinks": [{"abv": 100, "count": 999, "grams": 400, "ml": 500, "name": "ビール500缶"}]}"#
            ]))
        let before = cli.journalBytes
        #expect(cli.run("check").status == 0)
        #expect(cli.run("show", "2026-11-28").stdout.contains("ビール500缶 × 999  399600.0g"))
        #expect(cli.run("stats").status == 0)
        #expect(cli.journalBytes == before)
        #expect(cli.run("log", "--sober").status == 0)
    }

    @Test(
        "ask: drinks beyond what a person can drink are said and recorded only on y; another answer asks for the drinks again"
    )
    func askAsksOnce() {
        let cli = CLI()
        let declined = cli.run(["ask"], stdin: AskCommandTests.input("y", "1x999", "n", "1", "", ""))
        #expect(declined.status == 0, "\(declined)")
        #expect(
            declined.lines.contains { $0.hasPrefix("ビール500缶 × 999 で純アルコール 19980.0g です。人が1日に飲める量（500g）") },
            "\(declined.stdout)")
        #expect(declined.lines.contains { $0.hasPrefix("打ち間違いでなければ y を入れてください。") })
        #expect(cli.run("show").stdout.contains("ビール500缶 × 1  20.0g"))
        let english = CLI()
        let taken = english.run(["--lang", "en", "ask"], stdin: AskCommandTests.input("y", "x:100:50", "y", "", ""))
        #expect(
            taken.status == 0 && taken.stdout.contains("x at 100% is stronger than the strongest drink sold (96%)."),
            "\(taken)")
        #expect(english.run("show").stdout.contains("x × 1  40.0g"))
    }
}
