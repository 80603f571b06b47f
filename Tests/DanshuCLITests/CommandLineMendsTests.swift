import DanshuTestSupport
import DanshuUI
import Testing

/// The smaller command-line mends of issue 40: a day typed without leading zeros, the screen's words for `sex` and
/// `ageBand`, and `ask` on a recorded day (one thing a line, 80 columns) taking a drink not in the list.
@Suite("Dates, settings' words and ask (issue 40)")
struct CommandLineMendsTests {
    @Test("a DATE without leading zeros names the day, wherever a DATE is taken")
    func unpaddedDates() {
        let cli = CLI()
        let logged = cli.run("log", "2026-11-1", "1")
        #expect(logged.status == 0 && logged.lines.first == "2026年11月1日(日)", "\(logged)")
        #expect(cli.run("show", "2026-11-1").lines.contains("  ビール500缶 × 1  20.0g"))
        let exported = cli.run("export", "--from", "2026-11-1", "--to", "2026-11-01")
        #expect(exported.status == 0 && exported.stdout.contains("\r\n2026-11-01,true,ビール500缶,"), "\(exported)")
        #expect(cli.run("--lang", "en", "log", "2026-9-5", "--sober").lines.first == "Sat 5 Sep 2026")
        #expect(cli.run(["ask", "2026-11-2"], stdin: AskCommandTests.input("n", "", "")).status == 0)
        #expect(cli.run("report", "--to", "2026-11-2").status == 0)
        cli.expectRefused(["log", "2026-2-30", "1"], "「2026-2-30」という日はありません")
    }

    @Test(
        "config sex and ageBand take the words the screen shows, in either language; others are refused naming them",
        arguments: [
            ("sex", "男性", "male"), ("sex", "女性", "female"), ("sex", "未設定", "unspecified"), ("sex", "men", "male"),
            ("sex", "Women", "female"), ("ageBand", "40代", "40s"), ("ageBand", "４０代", "40s"),
            ("ageBand", "50〜59歳", "50s"),
            ("ageBand", "70歳以上", "70+"), ("ageBand", "40–49", "40s"), ("ageBand", "aged 30-39", "30s"),
            ("ageBand", "20歳以上", "unspecified"),
        ])
    func screenWords(key: String, word: String, value: String) {
        let cli = CLI()
        if value == "unspecified" { #expect(cli.run("config", key, key == "sex" ? "male" : "40s").status == 0) }
        let result = cli.run("config", key, word)
        #expect(result.status == 0 && result.stderr == "\(key) を \(value) にしました\n", "\(result)")
        #expect(cli.run("config", key).stdout == value + "\n")
    }

    @Test("a word the screen does not show is refused, saying the screen's words work too")
    func otherWordsRefused() {
        let cli = CLI()
        cli.expectRefused(
            ["config", "ageBand", "45歳"],
            "ageBand に「45歳」は使えません。使える値: unspecified|20s|30s|40s|50s|60s|70+（画面の言葉 40代・40〜49歳 でも）")
        cli.expectRefused(
            ["--lang", "en", "config", "sex", "man"],
            "sex cannot be 'man': it takes unspecified|male|female (or the screen's words, men or women)")
    }

    @Test("ask on a recorded day: one drink a line, every line of it within 80 columns, in both languages")
    func askRecordedDayOneALine() {
        for language in ["ja", "en"] {
            let cli = CLI()
            let long = String(repeating: "とても長い名前のお酒", count: 6)
            #expect(
                cli.run("log", "1x2", "3", "--drink", long + ":5:350", "--note", String(repeating: "メモ", count: 60))
                    .status == 0)
            let result = cli.run(["--lang", language, "ask"], stdin: AskCommandTests.input("n", "n"))
            let lines = result.lines
            let head = lines.firstIndex(of: language == "ja" ? "この日はもう記録があります:" : "This day is recorded already:")
            let question = lines.firstIndex {
                $0.hasPrefix(language == "ja" ? "2026年11月29日(日) お酒を" : "Sun 29 Nov 2026: did you")
            }
            guard let head, let question else {
                Issue.record("\(result)")
                continue
            }
            let block = Array(lines[head..<question])
            #expect(block.allSatisfy { TextWidth.of($0) <= 80 }, "\(block)")
            let beer = "ビール500缶 × 2"
            let wine = "赤ワイン1本 × 1" // the journal was made in Japanese
            #expect(block.contains { $0.hasPrefix("    " + beer) && $0.hasSuffix("40.0g") }, "\(block)")
            #expect(block.contains { $0.hasPrefix("    " + wine) && $0.hasSuffix("74.9g") }, "\(block)")
            #expect(!block.contains { $0.contains(beer) && $0.contains(wine) }, "\(block)")
        }
    }

    @Test("ask takes a drink not in the list as NAME:ABV:ML[:YEN], and never points at --drink")
    func askTakesAOneOff() {
        let cli = CLI()
        let result = cli.run(["ask"], stdin: AskCommandTests.input("y", "ワイン 2", "ハイボール:7:350:450 2", "", ""))
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("--drink"), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "「ワイン」というプリセットはありません。danshu presets list で一覧を、名前:度数:量（例: ハイボール:7:350） で1回限りの飲み物を記録できます"))
        let day = cli.run("show").stdout
        #expect(day.contains("ハイボール") && day.contains("19.6g") && day.contains("赤ワイン1杯 × 1"), "\(day)")
        let english = CLI()
        let bad = english.run(
            ["--lang", "en", "ask"], stdin: AskCommandTests.input("y", "sake:180:15", "sake:15:180", "", ""))
        #expect(bad.status == 0 && !bad.stdout.contains("--drink"), "\(bad)")
        #expect(
            bad.stdout.contains("'sake:180:15': ABV comes first, then ml; for 15% and 180 ml write sake:15:180"),
            "\(bad.stdout)")
        #expect(english.run("show").stdout.contains("sake × 1  21.6g"))
    }
}
