import DanshuCore
import DanshuTestSupport
import Testing

/// `danshu urge` (design.md §9): an urge logged from the shell, the plans for it best first (examples before any plan),
/// how urges pass, the follow-up now, later or after `--wait`, and bad input refused with nothing written.
@Suite("danshu urge")
struct UrgeCommandTests {
    /// A CLI at 21:10 on Sunday 2026-11-29.
    static func cli() -> CLI {
        let cli = CLI()
        cli.now = ("2026-11-29", 21)
        cli.minute = 10
        return cli
    }

    @Test(
        "an urge now with triggers in either language: the day's line holds it; before any plan, examples that fit first"
    )
    func logsAnUrgeAndOffersExamples() {
        let cli = Self.cli()
        cli.expect(
            ["urge", "7", "--trigger", "stress,疲れ"],
            prints: """
                2026年11月29日(日) 21:10  衝動の強さ 7  ストレス・疲れ
                もしもプランはまだありません。例（danshu plans add --starter 番号 で追加できます）:
                  例1  もし ストレス なら 散歩する
                  例2  もし 疲れ なら 横になって休む
                  例5  もし 18〜22時 なら お風呂に入る
                ほかの例: danshu plans list

                """, says: "あとの強さ（10分後など）は danshu urge --after 強さ [--plan 番号] で記録できます\n")
        #expect(
            cli.journalText.contains(
                #""2026-11-29": {"urges": [{"at": "21:10", "strength": 7, "triggers": ["stress", "tired"]}]}"#),
            "\(cli.journalText)")
        #expect(cli.journalText.contains(#""version": 4"#))
        // Nothing was added without being asked: no plans.
        #expect(!cli.journalText.contains("ifThenPlans"))
        cli.minute = 20
        cli.expect(
            ["--lang", "en", "urge", "4", "--trigger", "offered a drink", "--place", "店", "--company", "colleagues"],
            prints: """
                Sun 29 Nov 2026 21:20  urge of 4  offered a drink
                No if-then plans yet. Examples (add one with danshu plans add --starter N):
                  #3  If offered a drink, then drink something alcohol-free
                  #5  If 18:00–22:00, then take a bath
                  #1  If stressed, then go for a walk
                More examples: danshu plans list

                """, says: "Give the strength later (after 10 minutes, say) with danshu urge --after N [--plan N]\n")
        #expect(
            cli.journalText.contains(
                #"{"at": "21:20", "company": "colleagues", "place": "out", "strength": 4, "triggers": ["offered"]}"#))
    }

    @Test("the plans whose IF fits, best first by the drop in strength; typed plans apart; then how urges pass")
    func plansBestFirstAndUrgesPass() {
        let cli = Self.cli()
        #expect(cli.run("plans", "add", "--if", "trigger:stress", "--then", "response:walk").status == 0) // 1
        #expect(cli.run("plans", "add", "--if", "hours:18-22", "--then", "response:bath").status == 0) // 2
        #expect(cli.run("plans", "add", "--if", "text:上司に会ったら", "--then", "text:水を飲む").status == 0) // 3
        // 4: not for stress
        #expect(cli.run("plans", "add", "--if", "trigger:lonely", "--then", "response:contact").status == 0)
        // The walk eased urges by 4, the bath by 1: the walk comes first though it is listed first anyway; make the bath
        // better to see the order follow the record.
        for (day, plan, after) in [("-3", "1", "6"), ("-2", "2", "1"), ("-1", "2", "2")] {
            let result = cli.run(
                "urge", "7", day, "--at", "20:00", "--trigger", "stress", "--plan", plan, "--after", after,
                "--after-minutes", "15")
            #expect(result.status == 0, "\(result)")
        }
        cli.expect(
            ["urge", "6", "--trigger", "stress"],
            prints: """
                2026年11月29日(日) 21:10  衝動の強さ 6  ストレス
                この時のもしもプラン（効いた順）:
                  2  もし 18〜22時 なら お風呂に入る  使った 2回・平均 5.5 下がった
                  1  もし ストレス なら 散歩する      使った 1回・平均 1.0 下がった
                ほかのプラン:
                  3  もし 上司に会ったら なら 水を飲む
                衝動は過ぎていきます：7→2 まで 中央値15分（3回）

                """, says: "あとの強さ（10分後など）は danshu urge --after 強さ [--plan 番号] で記録できます\n")
        // An urge no plan fits says so, in English too.
        let none = cli.run("--lang", "en", "urge", "3", "--at", "09:00", "--trigger", "hungry")
        #expect(none.lines.contains("None of your if-then plans is for this (danshu plans add makes one)"), "\(none)")
        #expect(none.lines.contains("Urges pass: 7→2 in a median of 15 minutes (3 urges)"), "\(none)")
    }

    @Test("--at and DATE: a night's urge after midnight stays with its evening; another day needs its time")
    func timesAndDays() {
        let cli = CLI()
        cli.now = ("2026-11-30", 1) // 01:00 on the 30th: still the 29th's journal day (dayStartsAtHour 4)
        cli.minute = 0
        #expect(cli.run("urge", "6", "--at", "00:30").status == 0)
        #expect(
            cli.journalText.contains(#""2026-11-29": {"urges": [{"at": "00:30", "strength": 6}]}"#),
            "\(cli.journalText)")
        #expect(cli.run("urge", "5", "--at", "23:40").status == 0)
        // In the day's order: 23:40 comes before 00:30 in the night of the 29th.
        #expect(
            cli.journalText.contains(#"[{"at": "23:40", "strength": 5}, {"at": "00:30", "strength": 6}]"#),
            "\(cli.journalText)")
        #expect(cli.run("urge", "8", "yesterday", "--at", "21:10", "--trigger", "habit").status == 0)
        #expect(
            cli.journalText.contains(
                #""2026-11-28": {"urges": [{"at": "21:10", "strength": 8, "triggers": ["habit"]}]}"#))
        cli.expectRefused(["urge", "8", "yesterday"], "今日でない日の衝動は --at HH:MM で時刻も指定します")
    }

    @Test("bad input changes nothing and says so (exit 2), in both languages", arguments: [Language.ja, .en])
    func badInput(_ language: Language) {
        let cli = Self.cli()
        #expect(cli.run("plans", "add", "--starter", "1").status == 0)
        #expect(cli.run("urge", "5").status == 0)
        let ja = language == .ja
        func refused(_ arguments: [String], _ ja: String, _ en: String) {
            cli.expectRefused(["--lang", language.rawValue] + arguments, language == .ja ? ja : en)
        }
        refused(["urge", "11"], "STRENGTH は 0〜10 の整数で入れます", "STRENGTH is a whole number from 0 to 10")
        refused(["urge", "seven"], "「seven」は使えません", "not 'seven'")
        refused(["urge", "7", "--trigger", "stress,rain"], "「rain」はきっかけの一覧にありません", "'rain' is not one of the triggers")
        refused(
            ["urge", "7", "--at", "25:00"], "--at は HH:MM（24時間、例 21:10）で入れます（「25:00」は使えません）",
            "--at takes a time as HH:MM (24-hour, e.g. 21:10), not '25:00'")
        refused(["urge", "7", "--at", "9:60"], "「9:60」", "'9:60'")
        refused(["urge", "7", "--at", "21:30"], "まだ来ていない時刻は記録できません", "That time has not come yet")
        refused(["urge", "7", "--at", "21:30"], "yesterday", "yesterday")
        refused(["urge", "7", "2026-11-30", "--at", "09:00"], "2026", "2026")
        refused(
            ["urge", "7", "--plan", "2"], "もしもプランの番号は 1〜1 です（「2」はありません", "if-then plans are numbered 1 to 1, not '2'")
        refused(["urge", "7", "--after", "12"], "--after は 0〜10 の整数で入れます", "--after is a whole number from 0 to 10")
        refused(["urge", "7", "--wait", "0"], "--wait は 1〜120 の分数", "--wait takes minutes from 1 to 120")
        refused(["urge", "7", "--wait", "10", "--after", "3"], "一緒に使えません", "cannot go together")
        refused(["urge", "5", "--at", "21:10"], "同じ時刻・強さ・きっかけの衝動はもう記録されています", "already recorded")
        refused(["urge"], "STRENGTH", "STRENGTH")
        refused(
            ["urge", "7", "--trigger-text", String(repeating: "あ", count: 101)], "100文字まで", "At most 100 characters")
        _ = ja
    }

    @Test(
        "urge -1 is a strength out of range, as 11, 7.5 and abc are, not a missing STRENGTH",
        arguments: [Language.ja, .en])
    func negativeStrength(_ language: Language) {
        let cli = Self.cli()
        let message =
            language == .ja
            ? "STRENGTH は 0〜10 の整数で入れます（0 なし、10 とても強い。「-1」は使えません）"
            : "STRENGTH is a whole number from 0 to 10 (0 none, 10 very strong), not '-1'"
        for strength in ["-1", "-3"] {
            cli.expectRefused(
                ["--lang", language.rawValue, "urge", strength], String(message.replacing("-1", with: strength)))
            let result = cli.run("--lang", language.rawValue, "urge", strength)
            #expect(
                !result.stderr.contains("STRENGTH を指定してください") && !result.stderr.contains("missing STRENGTH"),
                "\(result.stderr)")
        }
        for other in ["11", "7.5", "abc"] {
            cli.expectRefused(
                ["--lang", language.rawValue, "urge", other], String(message.replacing("-1", with: other)))
        }
        // -1 is still yesterday where a follow-up names its urge.
        #expect(cli.run("urge", "6", "yesterday", "--at", "20:00").status == 0)
        #expect(cli.run("urge", "-1", "--at", "20:00", "--after", "2", "--after-minutes", "10").status == 0)
        #expect(cli.journalText.contains(#""after": 2"#), "\(cli.journalText)")
    }

    @Test(
        "--place and --company that name none list the words there are, without log's 'empty clears it'",
        arguments: [Language.ja, .en])
    func unknownPlaceAndCompany(_ language: Language) {
        let cli = Self.cli()
        let ja = language == .ja
        for (option, word, values) in [
            (
                "--place", "moon",
                ja
                    ? "home（自宅）、out（店）、work（職場）、visit（人の家）、other（その他）"
                    : "home, out, work, visit, other"
            ),
            (
                "--company", "dog",
                ja
                    ? "alone（ひとり）、family（家族）、friends（友人）、colleagues（職場の人）、other（その他）"
                    : "alone, family, friends, colleagues, other"
            ),
        ] {
            let expected =
                ja
                ? "\(option) は \(values) から選びます（「\(word)」は使えません）"
                : "\(option) takes one of \(values) (or their Japanese words), not '\(word)'"
            cli.expectRefused(["--lang", language.rawValue, "urge", "7", option, word], expected)
            let result = cli.run("--lang", language.rawValue, "urge", "7", option, word)
            #expect(
                !result.stderr.contains("空にすると消えます") && !result.stderr.contains("empty clears it"), "\(result.stderr)")
        }
        #expect(
            cli.run("urge", "7", "--place", "店", "--company", "alone").status == 0,
            "the Japanese words and the journal's are taken")
    }

    @Test("urges pass says of how many followed-up urges when some did not ease, in both languages")
    func urgesPassOfHowMany() {
        let cli = Self.cli()
        for (day, strength, after) in [("-4", "7", "4"), ("-3", "7", "4"), ("-2", "7", "4"), ("-1", "6", "6")] {
            let result = cli.run("urge", strength, day, "--at", "20:00", "--after", after, "--after-minutes", "13")
            #expect(result.status == 0, "\(result)")
        }
        #expect(cli.run("urge", "5").lines.contains("衝動は過ぎていきます：7→4 まで 中央値13分（4回中3回）"))
        let en = cli.run("--lang", "en", "urge", "5", "--at", "21:00")
        #expect(en.lines.contains("Urges pass: 7→4 in a median of 13 minutes (3 of 4 urges)"), "\(en)")
    }

    @Test("the follow-up later: the latest urge waiting for one, or the one --at names; none waiting is refused")
    func followUpLater() {
        let cli = Self.cli()
        #expect(cli.run("plans", "add", "--starter", "1").status == 0)
        #expect(cli.run("urge", "7", "--at", "20:50", "--trigger", "stress").status == 0)
        #expect(cli.run("urge", "5", "--at", "21:00").status == 0)
        // The latest (21:00) first: 10 minutes after it.
        cli.expect(
            ["urge", "--after", "2"],
            prints: """
                2026年11月29日(日) 21:00  衝動の強さ 5  → 2（10分後）

                """)
        // Then the one before, with the plan used.
        cli.expect(
            ["urge", "--after", "3", "--plan", "1"],
            prints: """
                2026年11月29日(日) 20:50  衝動の強さ 7  ストレス  → 3（20分後）

                """)
        #expect(
            cli.journalText.contains(#"{"after": 3, "afterMinutes": 20, "at": "20:50", "plan": "#), "\(cli.journalText)"
        )
        cli.expectRefused(["urge", "--after", "1"], "あとの強さを待っている衝動はありません（この12時間）")
        // A second answer by its time corrects the first.
        #expect(cli.run("urge", "--after", "4", "--at", "21:00").status == 0)
        #expect(
            cli.journalText.contains(#"{"after": 4, "afterMinutes": 10, "at": "21:00", "strength": 5}"#),
            "\(cli.journalText)")
        cli.expectRefused(["urge", "--after", "1", "--at", "19:00"], "11月29日(日) 19:00 の衝動は記録されていません")
        cli.expectRefused(["urge", "--after", "1", "--trigger", "stress"], "新しい衝動を記録するときのもの")
        // Long after (a night logged the next day): the minutes are asked for, not guessed.
        #expect(cli.run("urge", "6", "-2", "--at", "22:00").status == 0)
        cli.expectRefused(["urge", "--after", "2", "--at", "22:00", "-2"], "--after-minutes")
        cli.expect(
            ["urge", "--after", "2", "--after-minutes", "25", "--at", "22:00", "-2"],
            prints: """
                2026年11月27日(金) 22:00  衝動の強さ 6  → 2（25分後）
                衝動は過ぎていきます：6→3 まで 中央値20分（3回）

                """)
    }

    @Test("--wait sleeps, then asks 「今の強さは？」 and which plan, and records both; the Host's clock moved on")
    func waitAsks() {
        let cli = Self.cli()
        #expect(cli.run("plans", "add", "--starter", "1").status == 0)
        #expect(cli.run("plans", "add", "--starter", "5").status == 0)
        let result = cli.run(["urge", "8", "--trigger", "stress", "--wait", "10"], stdin: Array("x\n3\n7\n2\n".utf8))
        #expect(result.status == 0, "\(result)")
        #expect(cli.slept == [600])
        #expect(result.stderr == "10分後に「今の強さは？」と聞きます（Ctrl-C で止めても衝動の記録は残ります）\n")
        #expect(
            result.stdout.hasSuffix(
                """
                今の強さは？（0〜10）
                0〜10 の数で答えてください
                今の強さは？（0〜10）
                使ったプランは？（番号。なければ Enter）
                プランの番号か Enter で答えてください
                使ったプランは？（番号。なければ Enter）
                記録しました：衝動 8 → 3（10分後）

                """), "\(result.stdout)")
        #expect(
            cli.journalText.contains(
                #"{"after": 3, "afterMinutes": 10, "at": "21:10", "plan": "20261129T2110-2", "strength": 8, "triggers": ["stress"]}"#
            ),
            "\(cli.journalText)")
    }

    @Test(
        "--wait with no answer keeps the urge, records no follow-up, says how to give it later (exit 1), in English too"
    )
    func waitWithoutAnswer() {
        let cli = Self.cli()
        let result = cli.run(["--lang", "en", "urge", "6", "--wait", "5"], stdin: [])
        #expect(result.status == 1, "\(result)")
        #expect(cli.slept == [300])
        #expect(result.stdout.hasSuffix("How strong is it now? (0–10)\n"), "\(result.stdout)")
        #expect(
            result.stderr.hasSuffix(
                "No answer came, so no follow-up is recorded. To give it later: danshu urge --after N\n"),
            "\(result.stderr)")
        #expect(cli.journalText.contains(#"{"at": "21:10", "strength": 6}"#))
        // Given later from the shell: 5 minutes after the urge, as the clock says now.
        cli.minute = 15
        #expect(cli.run("urge", "--after", "2").status == 0)
        #expect(cli.journalText.contains(#"{"after": 2, "afterMinutes": 5, "at": "21:10", "strength": 6}"#))
    }
}
