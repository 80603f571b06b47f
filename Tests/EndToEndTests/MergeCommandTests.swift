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

    /// Writes the three versions into the sandbox and returns their paths; theirs' conflicting days go to
    /// the sandbox too.
    static func versions(_ box: Sandbox, base: String = base, ours: String = ours, theirs: String = theirs) -> (String, String, String) {
        box.environment["TMPDIR"] = box.folder
        let paths = (box.file("base.json"), box.file("ours.json"), box.file("theirs.json"))
        box.write(base, to: paths.0)
        box.write(ours, to: paths.1)
        box.write(theirs, to: paths.2)
        return paths
    }

    @Test("days from both sides arrive; a conflict keeps ours, lists theirs by date, exits 1 and leaves a file import takes")
    func conflictAndResolution() throws {
        let box = Sandbox()
        let (base, ours, theirs) = Self.versions(box)
        let result = try box.run("merge", base, ours, theirs)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "danshu merge: 1日が両方で違う内容に変わっていました。こちら（OURS）の記録を残しています:")
        #expect(lines.dropFirst().first == "  2026-11-28  こちら: 飲酒 40.0g（2杯）  相手: 休肝日")
        let advice = try #require(lines.last)
        #expect(advice.hasPrefix("相手の記録を使うには、マージの後で: danshu import --theirs \(box.folder)/danshu-theirs-"))

        // OURS now holds both sides' days, ours on the conflicting one, in the writer's own bytes.
        let merged = try #require(box.bytes(of: ours))
        #expect(try box.run("--file", ours, "export", "--format", "json").stdoutBytes == merged)
        #expect(try box.run("--file", ours, "show", "2026-11-26").lines.last == "メモ: ジム")
        #expect(try box.run("--file", ours, "show", "2026-11-28").lines[1] == "お酒を飲みましたか？ はい")

        // The file holds only theirs' conflicting day, so taking it changes nothing else.
        let file = String(advice.split(separator: " ").last ?? "")
        let imported = try box.run("--file", ours, "import", "--theirs", file)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.lines.last == "追加 0日、同じ 0日、競合 1日、置き換え 1日")
        #expect(try box.run("--file", ours, "show", "2026-11-28").lines[1] == "お酒を飲みましたか？ いいえ")
        #expect(try box.run("--file", ours, "show", "2026-11-26").lines.last == "メモ: ジム")
    }

    @Test("a clean merge is silent, exits 0, and merging the result with itself changes no byte")
    func cleanAndStable() throws {
        let box = Sandbox()
        var theirs = Self.theirs.replacingOccurrences(of: #""2026-11-28": {"drank": false}"#, with: #""2026-11-25": {"drank": false}"#)
        theirs = theirs.replacingOccurrences(of: #""dailyLimitGrams": 20"#, with: #""dailyLimitGrams": 40"#)
        let (base, ours, theirsPath) = Self.versions(box, theirs: theirs)
        let result = try box.run("--lang", "en", "merge", base, ours, theirsPath)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(try box.run("--file", ours, "config", "dailyLimitGrams").stdout == "40\n")
        #expect(try box.run("--file", ours, "check").stdout.contains("（4日、プリセット 3件）"))
        let once = try #require(box.bytes(of: ours))
        box.write(once, to: base)
        box.write(once, to: theirsPath)
        #expect(try box.run("merge", base, ours, theirsPath).status == 0)
        #expect(box.bytes(of: ours) == once)
    }

    @Test("a setting changed differently on both sides keeps ours and says so, without failing the merge")
    func settingOnBothSides() throws {
        let box = Sandbox()
        let (base, ours, theirs) = Self.versions(box,
            ours: Self.base.replacingOccurrences(of: #""gaugeMaxGrams": 60"#, with: #""gaugeMaxGrams": 80"#),
            theirs: Self.base.replacingOccurrences(of: #""gaugeMaxGrams": 60"#, with: #""gaugeMaxGrams": 100"#))
        let result = try box.run("--lang", "en", "merge", base, ours, theirs)
        #expect(result.status == 0)
        #expect(result.stderr == "danshu merge: setting gaugeMaxGrams was changed on both sides; ours, 80, is kept (theirs is 100; danshu config changes it)\n")
    }

    @Test("an empty BASE (no common ancestor) merges the two journals")
    func emptyBase() throws {
        let box = Sandbox()
        let (base, ours, theirs) = Self.versions(box, base: "", theirs: Self.theirs.replacingOccurrences(of: "2026-11-28", with: "2026-11-25"))
        #expect(try box.run("merge", base, ours, theirs).status == 0)
        #expect(try box.run("--file", ours, "check").stdout.contains("（4日、プリセット 3件）"))
    }

    @Test("a missing file, a non-journal or a newer version stops the merge with exit 3 naming it, and writes nothing")
    func badInputs() throws {
        let box = Sandbox()
        let (base, ours, theirs) = Self.versions(box)
        let newer = Self.theirs.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 3")
        let cases: [(setUp: () -> Void, arguments: [String], message: String)] = [
            ({}, [base, ours, box.file("gone.json")], "\(box.file("gone.json")): 読み込めるファイルが必要ですが、読めません"),
            ({ box.write("<<<<<<< HEAD\n", to: theirs) }, [base, ours, theirs], "\(theirs): 1行1列目"),
            ({ box.write(newer, to: theirs) }, [base, ours, theirs], "\(theirs): version: バージョン 1 が必要ですが、バージョン 3 です"),
            ({ box.write("{}", to: base) }, [base, ours, theirs], "\(base): 最上位: キー \"format\" が必要ですが、ありません"),
            ({ box.write("", to: ours) }, [base, ours, theirs], "\(ours): 1行1列目: danshu のジャーナル（JSON オブジェクト {…}）が必要ですが、ファイルが空です"),
        ]
        for (setUp, arguments, message) in cases {
            _ = Self.versions(box)
            setUp()
            let before = box.bytes(of: arguments[1])
            let result = try box.run(["merge"] + arguments)
            #expect(result.status == 3, "\(message): \(result.stderr)")
            #expect(result.stderr.hasPrefix("danshu: ") && result.stderr.contains(message), "\(result.stderr)")
            #expect(box.bytes(of: arguments[1]) == before, "OURS was written although \(message)")
        }
        try box.expectRefused(["merge", base, ours], "THEIRS を指定してください")
        try box.expectRefused(["merge", base, ours, theirs, "extra"], "余分な引数「extra」があります")
    }

    @Test("OURS keeps its mode")
    func modeKept() throws {
        let box = Sandbox()
        let (base, ours, theirs) = Self.versions(box)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: ours)
        _ = try box.run("merge", base, ours, theirs)
        let mode = try FileManager.default.attributesOfItem(atPath: ours)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o640)
    }
}
