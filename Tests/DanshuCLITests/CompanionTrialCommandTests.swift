import DanshuUI
import Foundation
import Testing

/// The treatment companion as a new user met it over six weeks (issue 35), on the command line: the report's weeks fit
/// 80 columns, a week is complete only after its last day, the report's refusals say what it needs, `show` prints the
/// day's plan, the HTML chart rounds as everything does, and a medicine's days keep the name they were taken under.
@Suite("The treatment companion on the command line (issue 35)")
struct CompanionTrialCommandTests {
    /// Six weeks to Sunday 2026-11-29: most days a beer, a heavy Sunday with a context, Mondays and Thursdays sober,
    /// Saturdays unrecorded; the weekly
    /// budget on, the UK unit (the longest second unit's words), the last two weeks planned Friday and Saturday.
    static func sixWeeks() -> CLI {
        let cli = CLI()
        var day = LocalDateText(year: 2026, month: 10, day: 19)
        var index = 0
        while day.iso <= "2026-11-28" {
            switch index % 7 {
            case 0, 3: cli.run("log", day.iso, "--sober", "--mood", "4")
            case 6: cli.run("log", day.iso, "1x2", "3", "--where", "out", "--with", "friends", "--why", "social")
            case 5: break
            default: cli.run("log", day.iso, "1", "--craving", "3")
            }
            day = day.next
            index += 1
        }
        #expect(cli.run("config", "secondUnit", "ukUnits").status == 0)
        #expect(cli.run("plan", "last", "--days", "fri,sat", "--max", "40g").status == 0)
        #expect(cli.run("plan", "--days", "fri,sat", "--max", "40g").status == 0)
        return cli
    }

    @Test(
        "the report's text fits 80 columns in both languages: a week's plan and days as planned on a line under its total"
    )
    func reportFitsEighty() {
        let cli = Self.sixWeeks()
        for language in ["ja", "en"] {
            let text = cli.run("--lang", language, "report").stdout
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for line in lines { #expect(TextWidth.of(line) <= 80, "\(language) \(TextWidth.of(line)): \(line)") }
            // Every week's plan is there whole, under its own week: last week's, and this week's under today's part of it.
            let plan = language == "ja" ? "予定 金・土 40g（5.0ユニット）まで" : "plan: Fri, Sat up to 40g (5.0 UK units)"
            #expect(lines.filter { $0.contains(plan) }.count == 2, "\(language): \(text)")
            let weeks = lines.drop { $0 != (language == "ja" ? "週ごと" : "Week by week") }.prefix(14)
            #expect(weeks.contains { $0.hasPrefix("  11/22〜11/28  ") || $0.hasPrefix("  22 Nov–28 Nov  ") }, "\(weeks)")
        }
        // Without a second unit a week's sober days still take a line under its total (the partial weeks' words are long).
        #expect(cli.run("config", "secondUnit", "none").status == 0)
        let english = cli.run("--lang", "en", "report").lines
        #expect(english.contains("  22 Nov–28 Nov          174.9g (over the 100g budget)"), "\(english)")
        #expect(english.contains("                         2 sober days, goal 2: met"), "\(english)")
        #expect(
            english.contains("                         plan: Fri, Sat up to 40g; as planned 3 of 6 days"), "\(english)")
    }

    @Test(
        "a week is complete after its last day, or once all its days are answered: the report, stats --weeks and its JSON agree"
    )
    func weekCompleteAfterItsLastDay() throws {
        // On Saturday 11-28 with every day of the week from 11-22 answered, the week is complete on its own last day.
        let cli = Self.sixWeeks()
        cli.now = ("2026-11-28", 23)
        #expect(cli.run("log", "--sober").status == 0)
        let json =
            try JSONSerialization.jsonObject(with: Data(cli.run("stats", "--weeks", "2", "--json").stdoutBytes))
            as? [String: Any]
        let weeks = try #require(json?["weeks"] as? [[String: Any]])
        #expect(weeks.last?["start"] as? String == "2026-11-22" && weeks.last?["complete"] as? Bool == true, "\(weeks)")
        // Take Saturday out: on Saturday the week is under way; stats says this week, the report says so far.
        let other = CLI()
        for (date, sober) in [
            ("2026-11-22", true), ("2026-11-23", false), ("2026-11-24", false), ("2026-11-25", false),
            ("2026-11-26", false), ("2026-11-27", false),
        ] {
            other.run(sober ? ["log", date, "--sober"] : ["log", date, "1"])
        }
        other.now = ("2026-11-28", 12)
        let under =
            try JSONSerialization.jsonObject(with: Data(other.run("stats", "--weeks", "1", "--json").stdoutBytes))
            as? [String: Any]
        let week = try #require((under?["weeks"] as? [[String: Any]])?.last)
        #expect(week["complete"] as? Bool == false && week["metSoberGoal"] is NSNull, "\(week)")
        // The comparison is of the 28 days ending today, whatever today's week (per recorded day, a day to come lowers nothing).
        #expect((under?["comparison"] as? [String: Any])?["recentEnd"] as? String == "2026-11-28")
        #expect(other.run("stats", "--weeks", "1").stdout.contains("11/22〜11/28 今週"))
        let report = other.run("report", "--weeks", "1")
        #expect(report.stdout.contains("休肝日 1日 / 目標 2日（途中）"), "\(report.stdout)")
        #expect(other.run("--lang", "en", "report", "--weeks", "1").stdout.contains("1 sober day, goal 2: so far"))
        // On Sunday it has ended: missed, everywhere.
        other.now = ("2026-11-29", 12)
        let ended =
            try JSONSerialization.jsonObject(with: Data(other.run("stats", "--weeks", "2", "--json").stdoutBytes))
            as? [String: Any]
        let last = try #require((ended?["weeks"] as? [[String: Any]])?.first)
        #expect(last["complete"] as? Bool == true && last["metSoberGoal"] as? Bool == false, "\(last)")
        #expect(other.run("report", "--weeks", "1", "--to", "2026-11-28").stdout.contains("休肝日 1日 / 目標 2日 未達"))
    }

    @Test(
        "report --to a day to come says what the report needs; --output a folder writes report-DATE with the format's ending inside it"
    )
    func reportRefusalsAndFolders() throws {
        let cli = Self.sixWeeks()
        cli.expectRefused(
            ["report", "--to", "2026-12-01"], "--to 2026-12-01 は未来の日です。レポートは今日（2026-11-29）かそれより前の日で終わります")
        let english = cli.run("--lang", "en", "report", "--to", "2026-12-01")
        #expect(
            english.status == 2 && english.stderr.contains("a report ends today (2026-11-29) or earlier")
                && !english.stderr.contains("recorded"))
        let folder = cli.file("reports")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let html = cli.run("report", "--format", "html", "--output", folder)
        #expect(html.status == 0 && html.stderr == "レポートを書き出しました: \(folder)/report-2026-11-29.html\n", "\(html)")
        #expect(
            String(decoding: cli.bytes(of: folder + "/report-2026-11-29.html") ?? [], as: UTF8.self).hasPrefix(
                "<!DOCTYPE html>"))
        #expect(cli.run("report", "--to", "yesterday", "--output", folder + "/").status == 0)
        #expect(cli.bytes(of: folder + "/report-2026-11-28.txt") != nil)
        #expect(cli.run("report", "--format", "json", "--output", folder).status == 0)
        #expect(cli.bytes(of: folder + "/report-2026-11-29.json") != nil)
        // A file inside a folder that is not there: the report's own words, nothing of the journal.
        let before = cli.journalBytes
        let missing = cli.run("report", "--output", folder + "/none/r.txt")
        #expect(
            missing.status == 1 && missing.stderr.contains("レポートを \(folder)/none/r.txt に書き出せませんでした")
                && missing.stderr.contains("--output には書き込めるフォルダーか、その中のファイル名を指定してください"), "\(missing)")
        #expect(!missing.stderr.contains("ジャーナル") && cli.journalBytes == before)
    }

    @Test(
        "show prints the day's plan as the day panel does, with how the day kept to it; a planned sober day drunk on says so"
    )
    func showPrintsThePlan() {
        let cli = Self.sixWeeks()
        #expect(cli.run("show", "2026-11-27").stdout.contains("予定: 40g（5.0ユニット）まで（守れた）"))
        #expect(cli.run("log", "2026-11-28", "1x3").status == 0)
        #expect(cli.run("show", "2026-11-28").stdout.contains("予定: 40g（5.0ユニット）まで（超えた）"))
        #expect(cli.run("show", "2026-11-22").stdout.contains("予定: 休肝日（飲んだ）"))
        // A drinking day of 0.0 g on a planned sober day: drunk on, not "over".
        #expect(cli.run("log", "2026-11-24", "--sober").status == 0)
        #expect(cli.run(["ask", "2026-11-24"], stdin: Array("y\n\n\n\n".utf8)).status == 0)
        let zero = cli.run("show", "2026-11-24").stdout
        #expect(zero.contains("予定: 休肝日（飲んだ）") && !zero.contains("超えた"), "\(zero)")
        #expect(cli.run("--lang", "en", "show", "2026-11-24").stdout.contains("Plan: sober day (drank)"))
        // Today, not recorded, and a day to come: the plan without a verdict.
        #expect(cli.run("show").stdout.hasSuffix("\n予定: 休肝日\n"), "\(cli.run("show").stdout)")
        #expect(cli.run("show", "2026-12-04").stdout.hasSuffix("まだ来ていない日です。記録はありません\n予定: 40g（5.0ユニット）まで\n"))
    }

    @Test("the HTML chart labels a 114.9 g day 115, rounded half up as every figure is")
    func chartRoundsHalfUp() {
        let cli = CLI()
        #expect(cli.run("log", "1x2", "3").status == 0)
        let html = cli.run("report", "--format", "html").stdout
        #expect(html.contains("class=\"value\">115</text>") && !html.contains("class=\"value\">114</text>"), "\(html)")
    }

    @Test(
        "a medicine renamed: the days taken under the old name keep it in the report, counted under that name, not the new one"
    )
    func medicineKeepsItsName() throws {
        let cli = CLI()
        #expect(cli.run("config", "medicine", "ナルメフェン").status == 0)
        #expect(cli.run("log", "-2", "1", "--medicine").status == 0)
        #expect(cli.run("log", "-1", "--sober", "--medicine").status == 0)
        #expect(cli.run("config", "medicine", "セリンクロ").status == 0)
        #expect(cli.run("log", "--sober", "--medicine").status == 0)
        let text = cli.run("report").stdout
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("服薬した日（セリンクロ）") && $0.contains(" 1日") }, "\(text)")
        #expect(lines.contains { $0.hasPrefix("服薬した日（ナルメフェン）") && $0.contains(" 2日") }, "\(text)")
        #expect(text.contains("服薬（ナルメフェン）") && cli.run("show", "-1").stdout.contains("服薬: ナルメフェン"))
        let json =
            try JSONSerialization.jsonObject(with: Data(cli.run("report", "--format", "json").stdoutBytes))
            as? [String: Any]
        let medicine = try #require(json?["medicine"] as? [String: Any])
        #expect(medicine["name"] as? String == "セリンクロ" && medicine["daysTaken"] as? Int == 3)
        let byName = try #require(medicine["daysTakenByName"] as? [[String: Any]])
        #expect(
            byName.map { $0["name"] as? String } == ["ナルメフェン", "セリンクロ"] && byName.map { $0["days"] as? Int } == [2, 1])
    }
}

/// A date as text, stepped a day at a time (the tests' own, so they do not lean on the code under test).
private struct LocalDateText {
    var year: Int, month: Int, day: Int
    var iso: String { String(format: "%04d-%02d-%02d", year, month, day) }
    var next: LocalDateText {
        let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        if day < lengths[month - 1] { return LocalDateText(year: year, month: month, day: day + 1) }
        return month == 12
            ? LocalDateText(year: year + 1, month: 1, day: 1) : LocalDateText(year: year, month: month + 1, day: 1)
    }
}
