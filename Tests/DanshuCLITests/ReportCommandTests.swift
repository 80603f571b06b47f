import DanshuCore
import DanshuTestSupport
import Foundation
import Testing

/// `danshu report`: its formats and refusals, and every figure agreeing with `export`, `stats --weeks` and the day's
/// own total over random journals, in both languages.
@Suite("danshu report")
struct ReportCommandTests {
    @Test(
        "the four weeks ending today by default: the period, the marks, the summary, the criteria; --no-notes leaves notes out"
    )
    func textByDefault() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        let result = cli.run("report")
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first == "飲酒日記レポート  2026年11月2日(月)〜11月29日(日)（4週間）")
        #expect(result.stdout.contains("性別: 未設定（低い方の女性の基準を使用。設定: danshu config sex male|female）"))
        #expect(result.stdout.contains("未記録の日は休肝日に数えていません"))
        let english = cli.run("--lang", "en", "report", "--weeks", "2", "--to", "2026-11-20")
        #expect(english.lines.first == "Drinking diary report  Sat 7 Nov 2026 – Fri 20 Nov 2026 (2 weeks)")
        #expect(english.stdout.contains("Response criteria"))
        cli.run("log", "--note", "秘密のメモ", "--sober")
        #expect(cli.run("report").stdout.contains("秘密のメモ"))
        #expect(!cli.run("report", "--no-notes").stdout.contains("秘密のメモ"))
        #expect(
            !String(decoding: cli.run("report", "--format", "json", "--no-notes").stdoutBytes, as: UTF8.self).contains(
                "秘密のメモ"))
    }

    @Test("sex male: men's thresholds, said so; JSON names them")
    func sexSetting() throws {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        #expect(cli.run("config", "sex", "male").status == 0)
        #expect(cli.run("report").stdout.contains("性別: 男性（男性の基準）"))
        #expect(cli.journalText.contains("\"sex\": \"male\"") && cli.journalText.contains("\"version\": 2,"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("report", "--format", "json").stdoutBytes))
                as? [String: Any])
        #expect((json["summary"] as? [String: Any])?["heavyDayGrams"] as? Double == 60.0)
        #expect((json["summary"] as? [String: Any])?["sex"] as? String == "male")
        cli.expectRefused(["config", "sex", "other"], "sex に「other」は使えません。使える値: unspecified|male|female")
    }

    @Test("bad input is refused with the reason and nothing is written")
    func refusals() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        cli.expectRefused(["report", "--weeks", "0"], "--weeks「0」は使えません。1〜52 の週数で")
        cli.expectRefused(["report", "--weeks", "x"], "1〜52 の週数で")
        cli.expectRefused(["report", "--format", "pdf"], "--format「pdf」は使えません。text、html、json のいずれかで")
        cli.expectRefused(["report", "--to", "2026-11-30"], "未来")
        cli.expectRefused(["report", "extra"], "extra")
    }

    @Test("--output writes the file whole (0600) and says where; the HTML is one self-contained page")
    func output() throws {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        let path = cli.file("report.html")
        let result = cli.run("report", "--format", "html", "--output", path)
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr == "レポートを書き出しました: \(path)\n")
        let html = String(decoding: cli.bytes(of: path) ?? [], as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<svg") && html.contains("@page{size:A4"))
        for fetched in ["<script", "<link", "src=", "url(http", "@import", "@font-face"] {
            #expect(!html.contains(fetched), "\(fetched)")
        }
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        let failed = cli.run("report", "--output", cli.folder + "/no/such/folder/r.txt")
        #expect(failed.status == 1 && failed.stderr.contains("r.txt"))
    }

    /// A small deterministic random source.
    struct Random {
        var state: UInt64
        mutating func below(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
    }

    @Test(
        "every figure agrees with export, stats --weeks and the day's own total, over 30 random journals, in both languages"
    )
    func agreesEverywhere() throws {
        var random = Random(state: 23)
        for run in 0..<30 {
            let cli = CLI()
            // 70 days before today: each unrecorded, sober, or 1-3 drinks of the presets, some with feelings and notes.
            var lines: [String] = []
            let today = LocalDate(year: 2026, month: 11, day: 29)!
            for back in 0..<70 {
                let date = today.adding(days: -back).iso
                switch random.below(4) {
                case 0: continue
                case 1: lines.append("\"\(date)\": {\"drank\": false}")
                default:
                    let count = 1 + random.below(3)
                    lines.append(
                        "\"\(date)\": {\"drank\": true, \"drinks\": [{\"abv\": 5, \"count\": \(count), \"grams\": 20, \"ml\": 500, \"name\": \"ビール500缶\"}, {\"abv\": 15, \"count\": \(random.below(3) + 1), \"grams\": 21.6, \"ml\": 180, \"name\": \"日本酒1合\"}], \"note\": \"n\(back)\"}"
                    )
                }
            }
            cli.writeJournal(Fixture.journal(lines))
            if random.below(2) == 0 { cli.run("config", "sex", ["male", "female"][random.below(2)]) }
            if run % 2 == 1 { cli.run("config", "ageBand", ["20s", "30s", "40s", "50s", "60s", "70+"][run % 6]) }
            // Every third run ends on Saturday 28 November, so its weeks are the calendar's.
            let to = run % 3 == 0 ? today.adding(days: -1) : today.adding(days: -random.below(10))
            let report = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(cli.run("report", "--format", "json", "--to", to.iso).stdoutBytes))
                    as? [String: Any], "run \(run)")
            let days = try #require(report["days"] as? [[String: Any]])
            let from = try #require(days.first?["date"] as? String)
            let export = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(cli.run("export", "--format", "json", "--from", from, "--to", to.iso).stdoutBytes))
                    as? [String: Any])
            let exported = export["days"] as? [String: [String: Any]] ?? [:]
            var total = 0.0
            var sober = 0
            var drinking = 0
            var heavy = 0
            let heavyLine = (report["summary"] as? [String: Any])?["heavyDayGrams"] as? Double ?? 0
            for day in days {
                let date = day["date"] as? String ?? ""
                let record = exported[date]
                let grams = (record?["drinks"] as? [[String: Any]] ?? []).reduce(0.0) {
                    $0 + ($1["grams"] as? Double ?? 0) * Double($1["count"] as? Int ?? 0)
                }
                #expect(abs((day["grams"] as? Double ?? -1) - grams) < 0.001, "run \(run) \(date)")
                #expect((day["drank"] as? Bool) == (record?["drank"] as? Bool), "run \(run) \(date)")
                // The day's own total, as the day panel and show give it.
                if record?["drank"] as? Bool == true {
                    let shown = cli.run("show", date).lines.first { $0.hasPrefix("合計純アルコール量") } ?? ""
                    #expect(shown.contains(formatGrams(Int((grams * 10).rounded()))), "run \(run) \(date): \(shown)")
                    drinking += 1
                    total += grams
                    if grams > heavyLine + 0.0001 { heavy += 1 }
                } else if record?["drank"] as? Bool == false {
                    sober += 1
                }
            }
            let summary = try #require(report["summary"] as? [String: Any])
            #expect(summary["soberDays"] as? Int == sober && summary["drinkingDays"] as? Int == drinking, "run \(run)")
            #expect(
                summary["recordedDays"] as? Int == sober + drinking
                    && summary["unrecordedDays"] as? Int == 28 - sober - drinking)
            #expect(
                abs((summary["totalGrams"] as? Double ?? -1) - total) < 0.001
                    && summary["heavyDrinkingDays"] as? Int == heavy, "run \(run)")
            // Ending on a Saturday, the report's weeks are the calendar's: stats --weeks says the same of each.
            if to == today.adding(days: -1) {
                let stats = try #require(
                    try JSONSerialization.jsonObject(with: Data(cli.run("stats", "--weeks", "5", "--json").stdoutBytes))
                        as? [String: Any])
                let calendar = (stats["weeks"] as? [[String: Any]] ?? []).prefix(4)
                let weeks = report["weeksDetail"] as? [[String: Any]] ?? []
                #expect(calendar.count == 4 && weeks.count == 4)
                for (ours, theirs) in zip(weeks, calendar) {
                    for key in [
                        "start", "end", "totalGrams", "soberDays", "drinkingDays", "unrecordedDays", "metSoberGoal",
                    ] {
                        #expect(
                            (ours[key] as? NSObject) == (theirs[key] as? NSObject),
                            "run \(run) \(key): \(ours) vs \(theirs)")
                    }
                }
            }
            // AUDIT-C and the comparison: the report's (read from the days it needs only) are the statistics' (the whole
            // journal) on the same day, field by field, the history included.
            if to == today {
                let stats = try #require(
                    try JSONSerialization.jsonObject(with: Data(cli.run("stats", "--json").stdoutBytes))
                        as? [String: Any])
                for part in ["auditC", "comparison"] {
                    let ours = try #require(report[part] as? NSDictionary)
                    let theirs = try #require(stats[part] as? NSDictionary)
                    #expect(ours == theirs, "run \(run) \(part): \(ours) vs \(theirs)")
                }
            }
            // The text in both languages carries the same figures.
            for language in ["ja", "en"] {
                let text = cli.run("--lang", language, "report", "--to", to.iso).stdout
                #expect(
                    text.contains(formatGrams(Int(((summary["totalGrams"] as? Double ?? 0) * 10).rounded()))),
                    "run \(run) \(language)")
            }
        }
    }
}
