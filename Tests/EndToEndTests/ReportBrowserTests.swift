import Foundation
import Testing

/// The report's HTML as the doctor sees it: opened in a real browser (Debian's chromium, headless), printed to PDF on
/// A4 and read back with poppler's pdftotext and pdfinfo (scripts/ensure-deps.sh installs them for `make test`).
@Suite("The report in a real browser")
struct ReportBrowserTests {
    /// Eight weeks before 2026-11-29: the four before drank most days (heavy on Fridays), the last four cut down,
    /// with feelings and notes, some days left unrecorded.
    static func journal() -> String {
        let beer = #"{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}"#
        let wine = #"{"abv": 13, "count": 1, "grams": 74.9, "ml": 720, "name": "赤ワイン1本"}"#
        let calendar = Calendar(identifier: .gregorian)
        var lines: [String] = []
        for back in 0..<56 {
            let date = calendar.date(
                byAdding: .day, value: -back,
                to: DateComponents(calendar: calendar, year: 2026, month: 11, day: 29).date!)!
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let iso = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            if back < 28 {
                switch back % 7 {
                case 0:
                    lines.append(
                        #""\#(iso)": {"drank": true, "drinks": [\#(beer)], "mood": 3, "craving": 4, "note": "週末、少しだけ"}"#
                    )
                case 3: continue
                default: lines.append(#""\#(iso)": {"drank": false, "mood": 4, "note": "炭酸水にした"}"#)
                }
            } else {
                lines.append(
                    back % 7 == 5
                        ? #""\#(iso)": {"drank": true, "drinks": [\#(beer), \#(wine)]}"#
                        : #""\#(iso)": {"drank": true, "drinks": [\#(beer)]}"#)
            }
        }
        return Fixture.journal(lines)
    }

    /// The HTML written by `danshu report --format html`, and its JSON figures.
    static func report(_ box: Sandbox, language: String) throws -> (html: String, figures: [String: Any]) {
        box.writeJournal(journal())
        // Urges and if-then plans, so the report's urges block prints within the two pages too (design.md §9).
        for starter in ["1", "5"] { _ = try box.run(["plans", "add", "--starter", starter]) }
        for back in stride(from: 1, through: 27, by: 2) {
            let logged = try box.run([
                "urge", String(5 + back % 4), "-\(back)", "--at", "20:30", "--trigger",
                back % 3 == 0 ? "offered" : "stress,tired",
                "--plan", back % 3 == 0 ? "2" : "1", "--after", "3", "--after-minutes", "15",
            ])
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        let html = box.file("report-\(language).html")
        let written = try box.run(["--lang", language, "report", "--format", "html", "--output", html])
        #expect(written.status == 0, "\(written.stderr)")
        let json = try box.run(["report", "--format", "json"])
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(json.stdoutBytes)) as? [String: Any])
        return (html, figures)
    }

    static func chromium(_ arguments: [String], in box: Sandbox) throws -> CommandResult {
        try ExternalTool.run(
            "chromium",
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--user-data-dir=" + box.file("chromium-profile"),
            ] + arguments, in: box)
    }

    @Test(
        "28 days print on at most two A4 pages, and the PDF's text holds the summary's figures",
        arguments: ["ja", "en"])
    func printsOnTwoPages(language: String) throws {
        let box = Sandbox()
        let (html, figures) = try Self.report(box, language: language)
        let pdf = box.file("report-\(language).pdf")
        let printed = try Self.chromium(["--no-pdf-header-footer", "--print-to-pdf=" + pdf, "file://" + html], in: box)
        #expect(FileManager.default.fileExists(atPath: pdf), "chromium: \(printed.stderr)")
        let info = try ExternalTool.run("pdfinfo", [pdf], in: box).stdout
        let pages = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap {
            Int($0.split(separator: " ").last ?? "")
        }
        #expect(pages.map { $0 >= 1 && $0 <= 2 } == true, "\(info)")
        #expect(info.contains("(A4)"), "A4 pages: \(info)")
        let text = try ExternalTool.run("pdftotext", ["-layout", pdf, "-"], in: box).stdout
        let summary = try #require(figures["summary"] as? [String: Any])
        let previous = try #require(figures["previous"] as? [String: Any])
        #expect(
            summary["recordedDays"] as? Int == 24 && summary["drinkingDays"] as? Int == 4
                && summary["heavyDrinkingDays"] as? Int == 0)
        #expect(previous["heavyDrinkingDays"] as? Int == 4 && previous["whoRiskLevel"] as? String == "high")
        let words: [String] =
            language == "ja"
            ? ["飲酒日記レポート", "24日", "160.0g", "6.7g", "1419.6g", "50.7g", "満たす", "高", "低", "◎", "△", "×"]
            : [
                "Drinking diary report", "24 days", "160.0g", "6.7g", "1419.6g", "50.7g", "met", "high", "low", "◎",
                "△", "×",
            ]
        for word in words { #expect(text.contains(word), "\(word) in the PDF:\n\(text)") }
        let urges = try #require(figures["urges"] as? [String: Any])
        #expect(urges["count"] as? Int == 14)
        #expect(
            text.contains(language == "ja" ? "衝動ともしもプラン" : "Urges and if-then plans"),
            "the urges' block in the PDF:\n\(text)")
    }

    @Test("a screenshot in the browser shows the page (the README's picture is this one, RECORD_SCREENSHOTS=1)")
    func screenshot() throws {
        let box = Sandbox()
        let (html, _) = try Self.report(box, language: "ja")
        let png = box.file("report.png")
        let shot = try Self.chromium(
            ["--hide-scrollbars", "--window-size=1000,1400", "--screenshot=" + png, "file://" + html], in: box)
        let bytes = try #require(FileManager.default.contents(atPath: png), "chromium: \(shot.stderr)")
        #expect(
            bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 20_000,
            "a PNG with a page on it: \(bytes.count) bytes")
        if ProcessInfo.processInfo.environment["RECORD_SCREENSHOTS"] != nil {
            try bytes.write(to: URL(fileURLWithPath: Project.path("docs/report.png")))
        }
        #expect(
            FileManager.default.fileExists(atPath: Project.path("docs/report.png")),
            "docs/report.png, the README's picture")
    }
}

/// `r` in the app: the report of the four weeks ending the selected day, and `h` writing the same HTML as
/// `danshu report --format html` for that day, in the folder the app was started in.
@Suite("The report pane")
struct ReportPaneTests {
    @Test("r shows the report ending the selected day; h writes its HTML beside where the app started, and says where")
    func paneAndHTML() async throws {
        let folder = try TmuxSession.Folder()
        try Data(ReportBrowserTests.journal().utf8).write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(folder: folder, environment: ["HOME": folder.path], width: 140)
        try await app.waitFor("お酒を飲みましたか？")
        try await app.press("Left", until: "2026年11月28日(土)")
        try await app.press("r", until: "飲酒日記レポート  2026年11月1日(日)〜11月28日(土)（4週間）")
        try app.send("h")
        let screen = try await app.waitFor("レポートを書き出しました:")
        // The name `report --output FOLDER` gives too (issue 40).
        let name = "report-2026-11-28.html"
        #expect(screen.contains(name), "\(screen)")
        // The session starts the app in the test's folder.
        let path = folder.path + "/" + name
        #expect(FileManager.default.fileExists(atPath: path), "\(screen)")
        let command = try Sandbox.run(
            DanshuBinary.path, ["--file", folder.journal, "report", "--format", "html", "--to", "2026-11-28"],
            environment: Sandbox().environment, folder: folder.path)
        #expect(
            FileManager.default.contents(atPath: path).map { [UInt8]($0) } == command.stdoutBytes,
            "the app's file is the command's page")
        try await app.pressEscape(until: "お酒を飲みましたか？")
    }

    @Test(
        "at 80 columns h's message fits, naming the file whole: the name report --output gives (issue 40)",
        arguments: ["ja", "en"])
    func messageFitsEighty(language: String) async throws {
        let folder = try TmuxSession.Folder()
        try Data(ReportBrowserTests.journal().utf8).write(to: URL(fileURLWithPath: folder.journal))
        let app = try TmuxSession(
            folder: folder, arguments: language == "en" ? ["--lang", "en"] : [], environment: ["HOME": "/nonexistent"])
        try await app.waitFor(language == "en" ? "Did you drink?" : "お酒を飲みましたか？")
        try await app.press("Left", until: language == "en" ? "Sat 28 Nov 2026" : "2026年11月28日(土)")
        try app.send("r")
        try await app.waitFor(language == "en" ? "Drinking diary report" : "飲酒日記レポート")
        try app.send("h")
        let screen = try await app.waitFor("report-2026-11-28.html")
        let line = try #require(screen.split(separator: "\n").first { $0.contains("report-2026-11-28.html") })
        #expect(
            line.hasSuffix("/report-2026-11-28.html")
                && line.hasPrefix(language == "en" ? " Report written: " : " レポートを書き出しました: "),
            "\(screen)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/report-2026-11-28.html"))
        try await app.pressEscape(until: language == "en" ? "Did you drink?" : "お酒を飲みましたか？")
    }
}
