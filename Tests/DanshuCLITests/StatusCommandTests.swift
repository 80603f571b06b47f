import Foundation
import Testing

@Suite("danshu status")
struct StatusCommandTests {
    @Test("the default line in Japanese and English, by --lang or DANSHU_LANG, for other todays")
    func statusInJapaneseAndEnglish() {
        let cli = CLI()
        cli.expect(["status"], prints: "今日 未記録\n")
        cli.writeJournal(Fixture.november)
        cli.expect(["status"], prints: "断酒 14日目 · 今日 休肝日\n")
        cli.expect(["--lang", "en", "status"], prints: "Sober day 14 · sober today\n")
        cli.expect(["status"], prints: "Sober day 14 · sober today\n", extra: ["DANSHU_LANG": "en"])
        cli.expect(["status"], prints: "断酒 15日目 · 今日 未記録\n", extra: ["DANSHU_TODAY": "2026-11-30"])
        cli.expect(["--lang=en", "status"], prints: "drank 64.8g today\n", extra: ["DANSHU_TODAY": "2026-11-15"])
        cli.expect(
            ["--lang=en", "status"], prints: "Sober day 15 · not recorded today\n",
            extra: ["DANSHU_TODAY": "2026-11-30"])
        cli.expectRefused(["status", "today"], "余分な引数「today」")
    }

    @Test("--format fills in every placeholder, in the journal's language or --lang")
    func format() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        let template = "{streak}日 {today} [{grams} {band}] {answered} 今月{monthSober} {{x}}"
        cli.expect(["status", "--format", template], prints: "14日 休肝日 [0.0 ] 記録済み 今月12 {x}\n")
        cli.run("log", "1x2")
        cli.expect(["status", "--format", template], prints: "0日 飲酒 40.0g [40.0 高リスク] 記録済み 今月11 {x}\n")
        cli.expect(
            ["--lang", "en", "status", "--format", "{today}, {band}, {answered}"],
            prints: "drank 40.0g, high risk, recorded\n")
        cli.expect(["status", "--format", "{answered}"], prints: "未記録\n", extra: ["DANSHU_TODAY": "2026-12-01"])
    }

    @Test("--json gives one line with English keys")
    func json() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.expect(
            ["status", "--json"],
            prints:
                #"{"answered": true, "band": null, "date": "2026-11-29", "drank": false, "grams": 0.0, "monthSober": 12, "notSpentYen": null, "streak": 14}"#
                + "\n")
    }

    @Test("an unknown placeholder is refused with the list of those there are")
    func unknownPlaceholder() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.expectRefused(
            ["status", "--format", "{streek}日"],
            "--format の {streek} は使えません。使えるもの: {streak} {today} {grams} {band} {answered} {monthSober}")
        cli.expectRefused(["--lang", "en", "status", "--format", "{streak"], "--format has a { without its }")
        cli.expectRefused(["status", "--format", "{streak}", "--json"], "--format と --json は一緒に使えません")
    }

    @Test("a journal laid out by hand gives the same line as the writer's layout")
    func handLayout() throws {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        let writers = cli.run("status", "--json").stdout
        let object = try JSONSerialization.jsonObject(with: Data(Fixture.november.utf8))
        let reformatted = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])
        cli.write([UInt8](reformatted), to: cli.journal)
        #expect(cli.run("check").status == 0)
        #expect(cli.run("status", "--json").stdout == writers)
        #expect(writers.contains(#""streak": 14"#))
    }

    @Test("today changes at dayStartsAtHour by the clock: at 3:30 the evening before still counts, at 4:30 it does not")
    func dayBoundary() {
        let cli = CLI()
        cli.writeJournal(Fixture.journal([#""2026-11-28": {"drank": false}"#]))
        cli.now = ("2026-11-29", 3)
        cli.expect(
            ["status", "--json"],
            prints:
                #"{"answered": true, "band": null, "date": "2026-11-28", "drank": false, "grams": 0.0, "monthSober": 1, "notSpentYen": null, "streak": 1}"#
                + "\n")
        cli.now = ("2026-11-29", 4)
        cli.expect(["status", "--format", "{answered} {streak}"], prints: "未記録 2\n")
    }
}
