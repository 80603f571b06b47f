import Foundation
import Testing

/// `danshu merge BASE OURS THEIRS` by hand: what it writes, what it says, and what it refuses.
@Suite("danshu merge")
struct MergeCommandTests {
    static let base = Fixture.journal([#""2026-11-27": {"drank": false}"#])
    static let ours = Fixture.journal([
        #""2026-11-27": {"drank": false}"#,
        #""2026-11-28": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}]}"#,
    ])
    static let theirs = Fixture.journal([
        #""2026-11-26": {"drank": false, "note": "ジム"}"#,
        #""2026-11-27": {"drank": false}"#,
        #""2026-11-28": {"drank": false}"#,
    ])

    /// Writes the three versions into the folder and returns their paths; theirs' conflicting days go to
    /// the folder too (TMPDIR).
    static func versions(_ cli: CLI, base: String = base, ours: String = ours, theirs: String = theirs) -> (
        String, String, String
    ) {
        cli.environment["TMPDIR"] = cli.folder
        let paths = (cli.file("base.json"), cli.file("ours.json"), cli.file("theirs.json"))
        cli.write(base, to: paths.0)
        cli.write(ours, to: paths.1)
        cli.write(theirs, to: paths.2)
        return paths
    }

    @Test(
        "days from both sides arrive; a conflict keeps ours, lists theirs by date, exits 1 and leaves a file import takes"
    )
    func conflictAndResolution() throws {
        let cli = CLI()
        let (base, ours, theirs) = Self.versions(cli)
        let result = cli.run("merge", base, ours, theirs)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "danshu merge: 1日が両方で違う内容に変わっていました。こちら（OURS）の記録を残しています:")
        #expect(lines.dropFirst().first == "  2026-11-28  こちら: 飲酒 40.0g（2杯）  相手: 休肝日")
        let advice = try #require(lines.last)
        #expect(advice.hasPrefix("相手の記録を使うには、マージの後で: danshu import --theirs \(cli.folder)/danshu-theirs-"))

        // OURS now holds both sides' days, ours on the conflicting one, in the writer's own bytes.
        let merged = try #require(cli.bytes(of: ours))
        #expect(cli.run("--file", ours, "export", "--format", "json").stdoutBytes == merged)
        #expect(cli.run("--file", ours, "show", "2026-11-26").lines.last == "メモ: ジム")
        #expect(cli.run("--file", ours, "show", "2026-11-28").lines[1] == "お酒を飲みましたか？ はい")

        // The file holds only theirs' conflicting day, so taking it changes nothing else.
        let file = String(advice.split(separator: " ").last ?? "")
        let imported = cli.run("--file", ours, "import", "--theirs", file)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.lines.last == "追加 0日、同じ 0日、競合 1日、置き換え 1日")
        #expect(cli.run("--file", ours, "show", "2026-11-28").lines[1] == "お酒を飲みましたか？ いいえ")
        #expect(cli.run("--file", ours, "show", "2026-11-26").lines.last == "メモ: ジム")
        // Taken up, the file is gone: no danshu-theirs-* is left in the temporary folder.
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(imported.stderr == "\(file) は取り込んだので削除しました\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cli.folder).allSatisfy {
                !$0.hasPrefix("danshu-theirs-")
            })
    }

    @Test("merge COPY: a conflict copy folded in by meaning, days, presets and settings, then removed")
    func foldCopy() throws {
        let cli = CLI()
        cli.writeJournal(Self.ours)
        let copy = cli.folder + "/data/danshu/journal.sync-conflict-20261128-101010-ABCDEFG.json"
        // The other machine: a day this one lacks, one after today (its clock ahead), a setting and a preset.
        let theirs = Self.ours.replacingOccurrences(of: #""dailyLimitGrams": 20"#, with: #""dailyLimitGrams": 40"#)
            .replacingOccurrences(
                of: #""2026-11-27": {"drank": false},"#,
                with: #""2026-11-26": {"drank": false, "note": "ジム"},"# + "\n    " + #""2026-11-27": {"drank": false},"#
            )
            .replacingOccurrences(of: "\n  }\n}", with: ",\n    " + #""2026-11-30": {"drank": false}"# + "\n  }\n}")
        cli.write(theirs, to: copy)
        let result = cli.run("merge", copy)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "競合コピーから2日分を取り込みました。コピーは削除しました\n")
        #expect(!FileManager.default.fileExists(atPath: copy))
        #expect(cli.run("show", "2026-11-26").lines.last == "メモ: ジム")
        #expect(cli.run("config", "dailyLimitGrams").stdout == "40\n")
        #expect(cli.run("show", "2026-11-30").lines[1] == "お酒を飲みましたか？ いいえ")
    }

    @Test(
        "merge COPY with a day held differently: ours stays, the day is listed, the copy stays with the line that takes it"
    )
    func foldCopyWithConflict() throws {
        let cli = CLI()
        cli.writeJournal(Self.ours)
        let copy = cli.folder + "/data/danshu/journal (Taro's conflicted copy 2026-11-28).json"
        cli.write(Self.theirs, to: copy)
        let result = cli.run("merge", copy)
        #expect(result.status == 1)
        #expect(
            result.lines == [
                "競合コピーから1日分を取り込みました",
                "1日が両方で違う内容に変わっていました。こちら（OURS）の記録を残しています:",
                "  2026-11-28  こちら: 飲酒 40.0g（2杯）  相手: 休肝日",
                "コピーは残しました。コピーの記録を使うには（済んだらコピーを削除してください）: danshu import --theirs '\(copy.replacingOccurrences(of: "'", with: "'\\''"))'",
            ])
        #expect(FileManager.default.fileExists(atPath: copy))
        #expect(cli.run("show", "2026-11-28").lines[1] == "お酒を飲みましたか？ はい")
        #expect(cli.run("import", "--theirs", copy).status == 0)
        #expect(cli.run("show", "2026-11-28").lines[1] == "お酒を飲みましたか？ いいえ")
        #expect(cli.run("merge", copy).stdout == "競合コピーから0日分を取り込みました。コピーは削除しました\n")
    }

    @Test(
        "a conflict's summary says what differs: feelings, what the drinks cost, their calories, the drinks, the note; nothing more when they agree"
    )
    func conflictSummaries() {
        let beer = #"{"abv": 5, "count": 1, "grams": 20, "ml": 500, "name": "ビール500缶"}"#
        let priced = #"{"abv": 5, "count": 1, "grams": 20, "ml": 500, "name": "ビール500缶", "price": 300}"#
        let sweet = #"{"abv": 5, "count": 1, "grams": 20, "kcal": 90, "ml": 500, "name": "ビール500缶"}"#
        let sake = #"{"abv": 5, "count": 1, "grams": 20, "ml": 500, "name": "発泡酒"}"#
        func day(_ date: String, _ body: String) -> String { "\"\(date)\": {\(body)}" }
        let days: [(date: String, base: String, ours: String, theirs: String)] = [
            (
                "2026-11-20", #""drank": false"#, #""drank": false, "mood": 4"#,
                #""drank": false, "mood": 2, "craving": 5"#
            ),
            (
                "2026-11-21", #""drank": true, "drinks": []"#, #""drank": true, "drinks": [\#(beer)]"#,
                #""drank": true, "drinks": [\#(priced)]"#
            ),
            (
                "2026-11-22", #""drank": true, "drinks": []"#, #""drank": true, "drinks": [\#(beer)], "note": "a""#,
                #""drank": true, "drinks": [\#(sweet)], "note": "a""#
            ),
            (
                "2026-11-23", #""drank": true, "drinks": []"#, #""drank": true, "drinks": [\#(beer)]"#,
                #""drank": true, "drinks": [\#(sake)]"#
            ),
            (
                "2026-11-24", #""drank": false"#, #""drank": false, "note": "ジム""#,
                #""drank": false, "note": "ジムのあと、ずっと歩いて帰った。とても気分がよかった""#
            ),
            (
                "2026-11-25", #""drank": false"#, #""drank": true, "drinks": [\#(beer)], "mood": 3"#,
                #""drank": false, "mood": 3"#
            ),
            (
                "2026-11-26", #""drank": false"#, #""drank": true, "drinks": [\#(priced)]"#,
                #""drank": true, "drinks": [\#(priced.replacingOccurrences(of: "\"count\": 1", with: "\"count\": 2"))]"#
            ),
        ]
        let cli = CLI()
        let (base, ours, theirs) = Self.versions(
            cli, base: Fixture.journal(days.map { day($0.date, $0.base) }),
            ours: Fixture.journal(days.map { day($0.date, $0.ours) }),
            theirs: Fixture.journal(days.map { day($0.date, $0.theirs) }))
        let result = cli.run("merge", base, ours, theirs)
        #expect(result.status == 1, "\(result)")
        let japanese = result.stderr.split(separator: "\n").dropFirst().prefix(days.count)
        #expect(
            Array(japanese) == [
                "  2026-11-20  こちら: 休肝日、気分 4/5、飲みたい気持ちなし  相手: 休肝日、気分 2/5、飲みたい 5/10",
                "  2026-11-21  こちら: 飲酒 20.0g（1杯）、価格なし  相手: 飲酒 20.0g（1杯）、支出 300円",
                "  2026-11-22  こちら: 飲酒 20.0g（1杯）、140kcal、メモあり  相手: 飲酒 20.0g（1杯）、230kcal、メモあり",
                "  2026-11-23  こちら: 飲酒 20.0g（1杯）、ビール500缶 × 1  相手: 飲酒 20.0g（1杯）、発泡酒 × 1",
                "  2026-11-24  こちら: 休肝日、メモ「ジム」  相手: 休肝日、メモ「ジムのあと、ずっと歩いて帰った。とても気…」",
                "  2026-11-25  こちら: 飲酒 20.0g（1杯）  相手: 休肝日",
                "  2026-11-26  こちら: 飲酒 20.0g（1杯）、支出 300円  相手: 飲酒 40.0g（2杯）、支出 600円",
            ], "\(japanese)")
        _ = Self.versions(
            cli, base: Fixture.journal(days.map { day($0.date, $0.base) }),
            ours: Fixture.journal(days.map { day($0.date, $0.ours) }),
            theirs: Fixture.journal(days.map { day($0.date, $0.theirs) }))
        let english = cli.run("--lang", "en", "merge", base, ours, theirs).stderr.split(separator: "\n").dropFirst()
            .prefix(days.count)
        #expect(
            Array(english) == [
                "  2026-11-20  ours: sober, mood 4/5, no craving  theirs: sober, mood 2/5, craving 5/10",
                "  2026-11-21  ours: drank 20.0g (1 drink), no price  theirs: drank 20.0g (1 drink), spent ¥300",
                "  2026-11-22  ours: drank 20.0g (1 drink), 140 kcal, with a note  theirs: drank 20.0g (1 drink), 230 kcal, with a note",
                "  2026-11-23  ours: drank 20.0g (1 drink), ビール500缶 × 1  theirs: drank 20.0g (1 drink), 発泡酒 × 1",
                "  2026-11-24  ours: sober, note 'ジム'  theirs: sober, note 'ジムのあと、ずっと歩いて帰った。とても気…'",
                "  2026-11-25  ours: drank 20.0g (1 drink)  theirs: sober",
                "  2026-11-26  ours: drank 20.0g (1 drink), spent ¥300  theirs: drank 40.0g (2 drinks), spent ¥600",
            ], "\(english)")
    }

    @Test("the milestone remembered arrives from theirs when only theirs remembered one")
    func celebratedFromTheirs() {
        let cli = CLI()
        let withMilestone = Self.theirs.replacingOccurrences(
            of: "  \"days\": {", with: "  \"celebrated\": {\"days\": 1},\n  \"days\": {")
        #expect(withMilestone != Self.theirs)
        let (base, ours, theirs) = Self.versions(cli, theirs: withMilestone)
        #expect(cli.run("merge", base, ours, theirs).status == 1)
        #expect(
            String(decoding: cli.bytes(of: ours) ?? [], as: UTF8.self).contains("\n  \"celebrated\": {\"days\": 1},\n"))
    }

    @Test("a clean merge is silent, exits 0, and merging the result with itself changes no byte")
    func cleanAndStable() throws {
        let cli = CLI()
        var theirs = Self.theirs.replacingOccurrences(
            of: #""2026-11-28": {"drank": false}"#, with: #""2026-11-25": {"drank": false}"#)
        theirs = theirs.replacingOccurrences(of: #""dailyLimitGrams": 20"#, with: #""dailyLimitGrams": 40"#)
        let (base, ours, theirsPath) = Self.versions(cli, theirs: theirs)
        cli.expect(["--lang", "en", "merge", base, ours, theirsPath], prints: "")
        cli.expect(["--file", ours, "config", "dailyLimitGrams"], prints: "40\n")
        #expect(cli.run("--file", ours, "check").stdout.contains("（4日、プリセット 3件）"))
        let once = try #require(cli.bytes(of: ours))
        cli.write(once, to: base)
        cli.write(once, to: theirsPath)
        #expect(cli.run("merge", base, ours, theirsPath).status == 0)
        #expect(cli.bytes(of: ours) == once)
    }

    @Test("a setting changed differently on both sides keeps ours and says so, without failing the merge")
    func settingOnBothSides() {
        let cli = CLI()
        let (base, ours, theirs) = Self.versions(
            cli,
            ours: Self.base.replacingOccurrences(of: #""gaugeMaxGrams": 60"#, with: #""gaugeMaxGrams": 80"#),
            theirs: Self.base.replacingOccurrences(of: #""gaugeMaxGrams": 60"#, with: #""gaugeMaxGrams": 100"#))
        cli.expect(
            ["--lang", "en", "merge", base, ours, theirs], prints: "",
            says:
                "danshu merge: setting gaugeMaxGrams was changed on both sides; ours, 80, is kept (theirs is 100; danshu config changes it)\n"
        )
    }

    @Test("an empty BASE (no common ancestor) merges the two journals")
    func emptyBase() {
        let cli = CLI()
        let (base, ours, theirs) = Self.versions(
            cli, base: "", theirs: Self.theirs.replacingOccurrences(of: "2026-11-28", with: "2026-11-25"))
        #expect(cli.run("merge", base, ours, theirs).status == 0)
        #expect(cli.run("--file", ours, "check").stdout.contains("（4日、プリセット 3件）"))
    }

    @Test("a missing file, a non-journal or a newer version stops the merge with exit 3 naming it, and writes nothing")
    func badInputs() {
        let cli = CLI()
        let (base, ours, theirs) = Self.versions(cli)
        let newer = Self.theirs.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 5")
        let cases: [(setUp: () -> Void, arguments: [String], message: String)] = [
            ({}, [base, ours, cli.file("gone.json")], "\(cli.file("gone.json")): 読み込めるファイルが必要ですが、読めません"),
            ({ cli.write("<<<<<<< HEAD\n", to: theirs) }, [base, ours, theirs], "\(theirs): 1行1列目"),
            (
                { cli.write(newer, to: theirs) }, [base, ours, theirs],
                "\(theirs): version: バージョン 1〜4 が必要ですが、バージョン 5 です"
            ),
            ({ cli.write("{}", to: base) }, [base, ours, theirs], "\(base): 最上位: キー \"format\" が必要ですが、ありません"),
            (
                { cli.write("", to: ours) }, [base, ours, theirs],
                "\(ours): 1行1列目: danshu のジャーナル（JSON オブジェクト {…}）が必要ですが、ファイルが空です"
            ),
        ]
        for (setUp, arguments, message) in cases {
            _ = Self.versions(cli)
            setUp()
            let before = cli.bytes(of: arguments[1])
            let result = cli.run(["merge"] + arguments)
            #expect(result.status == 3, "\(message): \(result.stderr)")
            #expect(result.stderr.hasPrefix("danshu: ") && result.stderr.contains(message), "\(result.stderr)")
            #expect(cli.bytes(of: arguments[1]) == before, "OURS was written although \(message)")
        }
        cli.expectRefused(["merge", base, ours], "THEIRS を指定してください")
        cli.expectRefused(["merge", base, ours, theirs, "extra"], "余分な引数「extra」があります")
    }

    @Test("OURS keeps its mode")
    func modeKept() throws {
        let cli = CLI()
        let (base, ours, theirs) = Self.versions(cli)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: ours)
        cli.run("merge", base, ours, theirs)
        let mode = try FileManager.default.attributesOfItem(atPath: ours)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o640)
    }
}
