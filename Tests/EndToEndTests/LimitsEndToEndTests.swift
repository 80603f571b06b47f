import Foundation
import Testing

/// The limits through the command line, the import and the app: at the limit it works; one beyond is
/// refused with a message that names the limit, and the journal keeps every byte.
@Suite("Limits through the real binary")
struct LimitsEndToEndTests {
    /// A journal with `presets` presets (酒0, 酒1, …; the first is a beer) and these day lines.
    static func journal(presets: Int, days: [String] = []) -> String {
        let list = (0..<presets).map { #"{"abv": 5, "ml": \#(350 + $0), "name": "酒\#($0)"}"# }.joined(separator: ",\n    ")
        let body = days.joined(separator: ",\n    ")
        return """
            {"format": "danshu-journal", "version": 1,
             "presets": [\n    \(list)],
             "days": {\(body)}}

            """
    }

    /// A day line with `entries` one-off entries (the first counted `firstCount` times).
    static func day(_ date: String, entries: Int, firstCount: Int = 1) -> String {
        let drinks = (0..<entries).map { #"{"count": \#($0 == 0 ? firstCount : 1), "grams": 1, "name": "記録\#($0)"}"# }
        return #""\#(date)": {"drank": true, "drinks": [\#(drinks.joined(separator: ", "))]}"#
    }

    @Test("log reaches a count of 999; one more is refused and nothing is saved")
    func count() throws {
        let box = Sandbox()
        box.writeJournal(Self.journal(presets: 3))
        #expect(try box.run("log", "酒0x999").status == 0)
        #expect(try box.run("show").stdout.contains("酒0 × 999"))
        try box.expectRefused(["log", "酒0"], "1種類999杯までです")
        try box.expectRefused(["log", "1x1000"], "1000")
    }

    @Test("a day of 100 entries takes more of a listed drink but no new one")
    func entries() throws {
        let box = Sandbox()
        box.writeJournal(Self.journal(presets: 3, days: [Self.day("2026-11-29", entries: 99)]))
        #expect(try box.run("log", "--drink", "水割り:5:350").status == 0)
        try box.expectRefused(["log", "--drink", "もう一杯:5:350"], "1日100種類までです")
        try box.expectRefused(["log", "酒0"], "1日100種類までです")
        #expect(try box.run("log", "--drink", "水割り:5:350").status == 0, "one more of a listed drink is no new entry")
    }

    @Test("presets add makes the 1,000th preset; the 1,001st is refused")
    func presets() throws {
        let box = Sandbox()
        box.writeJournal(Self.journal(presets: 999))
        let added = try box.run("presets", "add", "最後", "5", "350")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("1000  最後"))
        try box.expectRefused(["presets", "add", "もう一つ", "5", "350"], "プリセットは1000件までです")
    }

    @Test("a journal beyond a limit is refused by every command, with the place; no command writes over it")
    func journalBeyondTheLimits() throws {
        for (text, place) in [
            (Self.journal(presets: 1001), "presets[1000]: プリセットは 1000 個までのはずですが"),
            (Self.journal(presets: 3, days: [Self.day("2026-11-28", entries: 101)]), "days.2026-11-28.drinks[100]: 1日の記録は 100 件まで"),
            (Self.journal(presets: 3, days: [Self.day("2026-11-28", entries: 1, firstCount: 1000)]), "days.2026-11-28.drinks[0].count"),
        ] {
            let box = Sandbox()
            box.writeJournal(text)
            let before = box.journalBytes
            for arguments in [["check"], ["show"], ["log", "1"], ["presets", "add", "x", "5", "350"]] {
                let result = try box.run(arguments)
                #expect(result.status == 3, "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains(place), "\(arguments): \(result.stderr)")
            }
            #expect(box.journalBytes == before)
        }
    }

    @Test("import takes a day of 100 entries; a day of 101, in CSV or JSON, refuses the whole file")
    func importLimits() throws {
        let box = Sandbox()
        box.writeJournal(Self.journal(presets: 3))
        let header = "date,drank,name,ml,abv,grams,count,note\r\n"
        func rows(_ date: String, _ n: Int) -> String { (0..<n).map { "\(date),true,記録\($0),,,1.0,1,\r\n" }.joined() }
        box.write(header + rows("2026-11-27", 100), to: box.file("full.csv"))
        #expect(try box.run("import", box.file("full.csv")).status == 0)
        box.write(header + "2026-11-20,false,,,,,,\r\n" + rows("2026-11-26", 101), to: box.file("over.csv"))
        try box.expectRefused(["import", box.file("over.csv")], "2026-11-26")
        box.write(Self.journal(presets: 3, days: [#""2026-11-20": {"drank": false}"#, Self.day("2026-11-26", entries: 101)]),
                  to: box.file("over.json"))
        try box.expectRefused(["import", box.file("over.json")], "1日の記録は 100 件まで")
        #expect(try box.run("show", "2026-11-20").stdout.contains("まだ記録がありません"), "nothing of a refused file was imported")
    }

    @Test("the app at the limits: 1,000 presets refuse an add; a count stops at 999 with its message")
    func appAtTheLimits() async throws {
        let folder = try TmuxSession.Folder()
        try Data(Self.journal(presets: 1000, days: [Self.day("2026-11-29", entries: 1, firstCount: 998)]).utf8)
            .write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("記録0 × 998", "1/100")
        try app.send("e")
        try await app.waitFor("プリセットの編集", "1/1000")
        try app.send("a")
        try await app.waitFor("プリセットは1000件までです")
        try app.send("Escape")
        try await app.waitFor("お酒を飲みましたか？")
        let before = folder.journalBytes()
        try app.send("o")
        try app.type("記録0")
        try app.send("Tab", "Tab", "Tab")
        try app.type("1")
        try app.send("Enter")
        try await app.waitFor("記録0 × 999")
        try app.send("o")
        try app.type("記録0")
        try app.send("Tab", "Tab", "Tab")
        try app.type("1")
        try app.send("Enter")
        try await app.waitFor("1種類999杯までです")
        #expect(folder.journalBytes() != before)
        let atLimit = folder.journalBytes()
        // Esc and q in one write would be Alt-q: a person presses them one after the other.
        try app.send("Escape")
        try await app.waitForScreen(what: "the form closed") { !$0.contains("その他の飲み物") }
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
        #expect(folder.journalBytes() == atLimit, "the refused drink was not saved")
    }
}
