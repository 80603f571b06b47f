import DanshuCore
import DanshuTestSupport
import DanshuText
import Foundation
import Testing

/// The urges shown back (design.md §9, issue 42 item 5), checked against a second, simple computation from the JSON
/// export: `stats --json`'s and `report --format json`'s `urges` figures, the text of `stats` and of the report, and
/// the absence of the block for someone who never logged an urge.
@Suite("The urges' figures against the export")
struct UrgeFiguresTests {
    /// November with drinking, sober, non-alcoholic and unrecorded days, urges by day and at night, plans that worked
    /// and one that did not, one retired after use.
    static func cli() -> CLI {
        let cli = CLI()
        cli.now = ("2026-11-29", 22)
        #expect(cli.run("plans", "add", "--starter", "1").status == 0) // 1 stress → walk
        #expect(cli.run("plans", "add", "--starter", "5").status == 0) // 2 18–22 → bath
        #expect(cli.run("plans", "add", "--if", "text:上司", "--then", "text:水").status == 0) // 3 typed
        for d in 1...28 {
            let date = "2026-11-" + (d < 10 ? "0" : "") + String(d)
            if d % 5 == 0 {
                // not answered
            } else if d == 6 {
                #expect(cli.run("log", date, "--drink", "ノンアルビール:0.5:350").status == 0)
            } else if d % 4 == 0 {
                #expect(cli.run("log", date, "1x2").status == 0)
            } else {
                #expect(cli.run("log", date, "--sober").status == 0)
            }
            if d % 2 == 0 {
                let result = cli.run(
                    "urge", "7", date, "--at", "20:" + String(10 + d), "--trigger", "stress,tired", "--plan", "1",
                    "--after", String(d % 4), "--after-minutes", String(10 + d))
                #expect(result.status == 0, "\(result)")
            }
            if d % 3 == 0 {
                #expect(cli.run("urge", "5", date, "--at", "01:" + String(10 + d), "--trigger", "offered").status == 0)
            }
            if d % 7 == 0 {
                #expect(
                    cli.run(
                        "urge", "9", date, "--at", "12:00", "--trigger", "habit,bored", "--plan", "2", "--after", "9",
                        "--after-minutes", "5"
                    ).status == 0)
            }
        }
        #expect(cli.run("urge", "4", "--at", "21:00", "--trigger", "lonely", "--plan", "3").status == 0)
        #expect(cli.run("plans", "retire", "2").status == 0)
        return cli
    }

    // MARK: The second computation, from the export alone

    struct Logged {
        let day: String
        let weekday: Int
        let hour: Int
        let strength: Int
        let triggers: [String]
        let plan: String?
        let after: Int?
        let minutes: Int?
        let drinking: Bool?
    }

    /// Every urge of the export from `from` to `to` (ISO dates), with whether its day was a drinking day.
    static func urges(_ export: [String: Any], from: String, to: String) -> [Logged] {
        let days = export["days"] as? [String: [String: Any]] ?? [:]
        return days.keys.sorted().filter { $0 >= from && $0 <= to }.flatMap { day -> [Logged] in
            let record = days[day] ?? [:]
            var drinking: Bool?
            if let drank = record["drank"] as? Bool {
                let drinks = record["drinks"] as? [[String: Any]] ?? []
                let onlyNonAlcoholic = !drinks.isEmpty && drinks.allSatisfy { (($0["abv"] as? Double) ?? 0) < 1 }
                drinking = drank && !onlyNonAlcoholic
            }
            let date = LocalDate(iso: day)!
            return (record["urges"] as? [[String: Any]] ?? []).map { urge in
                let at = urge["at"] as! String
                return Logged(
                    day: day, weekday: date.weekday, hour: Int(at.prefix(2))!, strength: urge["strength"] as! Int,
                    triggers: urge["triggers"] as? [String] ?? [], plan: urge["plan"] as? String,
                    after: urge["after"] as? Int,
                    minutes: urge["afterMinutes"] as? Int, drinking: drinking)
            }
        }
    }

    static let triggerOrder = [
        "stress", "tired", "lonely", "angry", "hungry", "bored", "offered", "habit", "celebration", "lowMood",
        "noReason",
    ]

    /// a/b > c/d, with nothing of nothing below everything.
    static func larger(_ a: (Int, Int), _ b: (Int, Int)) -> Bool {
        if a.1 == 0 { return false }
        if b.1 == 0 { return true }
        return a.0 * b.1 > b.0 * a.1
    }

    static func median(_ values: [Int]) -> Int {
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2] + 1) / 2
    }

    /// The `urges` object as the rules of design.md §9 make it, computed here from the export.
    static func expected(_ export: [String: Any], from: String, to: String, days: Int) -> [String: Any] {
        let urges = urges(export, from: from, to: to)
        let recorded = urges.filter { $0.drinking != nil }
        var triggers: [(trigger: String, count: Int, recorded: Int, drinking: Int)] = triggerOrder.compactMap {
            trigger in
            let with = urges.filter { $0.triggers.contains(trigger) }
            guard !with.isEmpty else { return nil }
            let onRecorded = with.filter { $0.drinking != nil }
            return (trigger, with.count, onRecorded.count, onRecorded.filter { $0.drinking == true }.count)
        }
        triggers = triggers.enumerated().sorted { a, b in
            let (x, y) = ((a.element.drinking, a.element.recorded), (b.element.drinking, b.element.recorded))
            if larger(x, y) != larger(y, x) { return larger(x, y) }
            if a.element.count != b.element.count { return a.element.count > b.element.count }
            return a.offset < b.offset
        }.map(\.element)
        // The plans in the pane's order: in use, then retired.
        let plans = export["ifThenPlans"] as? [[String: Any]] ?? []
        let listed = plans.filter { $0["retired"] == nil } + plans.filter { $0["retired"] != nil }
        var rows: [[String: Any]] = listed.compactMap { plan in
            let id = plan["id"] as! String
            let uses = urges.filter { $0.plan == id }
            guard !uses.isEmpty else { return nil }
            let followed = uses.filter { $0.after != nil }
            let dropSum = followed.reduce(0) { $0 + $1.strength - $1.after! }
            let onRecorded = uses.filter { $0.drinking != nil }
            // Tenths, half away from zero.
            let tenths =
                followed.isEmpty
                ? nil : (abs(dropSum) * 20 + followed.count) / (2 * followed.count) * (dropSum < 0 ? -1 : 1)
            let meanDrop: Any = tenths.map { Double($0) / 10 } ?? NSNull()
            return [
                "id": id, "uses": uses.count, "followedUp": followed.count, "dropSum": dropSum, "meanDrop": meanDrop,
                "onRecordedDays": onRecorded.count,
                "passedWithoutDrinking": onRecorded.filter { $0.drinking == false }.count,
            ]
        }
        rows = rows.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            let (xf, yf) = (x["followedUp"] as! Int, y["followedUp"] as! Int)
            if (xf > 0) != (yf > 0) { return xf > 0 }
            if xf > 0 {
                let (xd, yd) = (x["dropSum"] as! Int, y["dropSum"] as! Int)
                if xd * yf != yd * xf { return xd * yf > yd * xf }
                let xs = (x["passedWithoutDrinking"] as! Int, x["onRecordedDays"] as! Int)
                let ys = (y["passedWithoutDrinking"] as! Int, y["onRecordedDays"] as! Int)
                if larger(xs, ys) != larger(ys, xs) { return larger(xs, ys) }
            }
            return a.offset < b.offset
        }.map(\.element)
        var byHour = [[Int]](repeating: [Int](repeating: 0, count: 7), count: 24)
        for urge in urges { byHour[urge.hour][urge.weekday] += 1 }
        let eased = urges.filter { ($0.after ?? Int.max) < $0.strength }
        var result: [String: Any] = [
            "count": urges.count,
            "followedUp": urges.filter { $0.after != nil }.count,
            "perWeek": Double((urges.count * 140 + days) / (2 * days)) / 10,
            "onUnrecordedDays": urges.count - recorded.count,
            "onRecordedDays": recorded.count,
            "passedWithoutDrinking": recorded.filter { $0.drinking == false }.count,
            "triggers": triggers.map {
                [
                    "trigger": $0.trigger, "count": $0.count, "onRecordedDays": $0.recorded,
                    "followedByDrinking": $0.drinking,
                ]
            },
            "plans": rows.map { row in row.filter { $0.key != "dropSum" } },
            "byHour": byHour,
        ]
        if eased.count >= 3 {
            result["urgesPass"] = [
                "urges": eased.count, "medianStrength": median(eased.map(\.strength)),
                "medianAfter": median(eased.map { $0.after! }), "medianMinutes": median(eased.map { $0.minutes! }),
            ]
        }
        return result
    }

    /// The figures of a `urges` object that the second computation has.
    static func figures(_ urges: [String: Any]) -> [String: Any] {
        var result = urges.filter {
            [
                "count", "followedUp", "perWeek", "onUnrecordedDays", "onRecordedDays", "passedWithoutDrinking",
                "triggers",
            ].contains($0.key)
        }
        result["plans"] = (urges["plans"] as? [[String: Any]] ?? []).map { plan in
            plan.filter {
                ["id", "uses", "followedUp", "meanDrop", "onRecordedDays", "passedWithoutDrinking"].contains($0.key)
            }
        }
        result["byHour"] = (urges["grid"] as? [String: Any])?["byHour"]
        if let pass = urges["urgesPass"], !(pass is NSNull) { result["urgesPass"] = pass }
        return result
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Two JSON-like values alike, every number by its value.
    static func same(_ a: Any, _ b: Any) -> Bool {
        (try? JSONSerialization.data(withJSONObject: ["v": normalized(a)], options: .sortedKeys))
            == (try? JSONSerialization.data(withJSONObject: ["v": normalized(b)], options: .sortedKeys))
    }

    static func normalized(_ value: Any) -> Any {
        switch value {
        case let dictionary as [String: Any]: return dictionary.mapValues(normalized)
        case let array as [Any]: return array.map(normalized)
        case let number as Int: return Double(number)
        case let number as NSNumber: return number.doubleValue
        default: return value
        }
    }

    // MARK: The tests

    @Test("stats --json's urges figures are the export's, computed apart; so are the report's four weeks")
    func figuresAgree() throws {
        let cli = Self.cli()
        let export = try Self.json(cli.run("export", "--format", "json").stdout)
        let stats = try Self.json(cli.run("stats", "--json").stdout)
        let urges = try #require(stats["urges"] as? [String: Any])
        let month = Self.expected(export, from: "2026-11-01", to: "2026-11-29", days: 29)
        #expect((month["count"] as? Int) == 28, "the fixture: \(month["count"] ?? "")")
        for (key, value) in month {
            #expect(
                Self.same(Self.figures(urges)[key] ?? NSNull(), value),
                "stats \(key): \(Self.figures(urges)[key] ?? "nil") ≠ \(value)")
        }
        let report = try Self.json(cli.run("report", "--format", "json").stdout)
        let period = try #require(report["urges"] as? [String: Any])
        let weeks = Self.expected(export, from: "2026-11-02", to: "2026-11-29", days: 28)
        for (key, value) in weeks {
            #expect(
                Self.same(Self.figures(period)[key] ?? NSNull(), value),
                "report \(key): \(Self.figures(period)[key] ?? "nil") ≠ \(value)")
        }
        // The blocks of 4 hours fold the hours from the day's start (4): 04–07 … 00–03.
        let grid = try #require(urges["grid"] as? [String: Any])
        #expect(grid["blockStartHours"] as? [Int] == [4, 8, 12, 16, 20, 0])
        let blocks = try #require(grid["blocks"] as? [[Int]])
        let byHour = try #require(grid["byHour"] as? [[Int]])
        for block in 0..<6 {
            for weekday in 0..<7 {
                #expect(blocks[block][weekday] == (0..<4).reduce(0) { $0 + byHour[(4 + block * 4 + $1) % 24][weekday] })
            }
        }
    }

    @Test("stats and the report say the same figures in words, in both languages", arguments: [Language.ja, .en])
    func wordsAgree(_ language: Language) throws {
        let cli = Self.cli()
        let export = try Self.json(cli.run("export", "--format", "json").stdout)
        let month = Self.expected(export, from: "2026-11-01", to: "2026-11-29", days: 29)
        let (count, passed, recorded) = (
            month["count"] as! Int, month["passedWithoutDrinking"] as! Int, month["onRecordedDays"] as! Int
        )
        let percent = (passed * 200 + recorded) / (2 * recorded)
        let stats = cli.run("--lang", language.rawValue, "stats").stdout
        let ja = language == .ja
        #expect(stats.contains(ja ? "衝動            \(count)回" : "Urges         \(count) ("), "\(stats)")
        #expect(
            stats.contains(ja ? "\(passed) / \(recorded)（\(percent)%）" : "\(passed) of \(recorded) (\(percent)%)"),
            "\(stats)")
        let first = try #require((month["triggers"] as? [[String: Any]])?.first?["trigger"] as? String)
        let trigger = Catalog(language).urgeTrigger(try #require(UrgeTrigger(rawValue: first)))
        let afterTitle = try #require(stats.components(separatedBy: Catalog(language).urgeTriggersTitle).last)
        #expect(afterTitle.split(separator: "\n").first?.hasPrefix("  " + trigger) == true, "\(stats)")
        let report = cli.run("--lang", language.rawValue, "report").stdout
        #expect(report.contains(Catalog(language).reportUrgesTitle), "\(report)")
        let weeks = Self.expected(export, from: "2026-11-02", to: "2026-11-29", days: 28)
        let perWeek = try #require(weeks["perWeek"] as? Double)
        #expect(
            report.contains(
                ja ? "衝動 週 \(perWeek)回（\(weeks["count"]!)回）" : "Urges \(perWeek) a week (\(weeks["count"]!))"),
            "\(report)")
    }

    @Test(
        "the report names each plan used by its IF and THEN, and says how many more it leaves out, in both languages",
        arguments: [Language.ja, .en])
    func reportPlansByRule(_ language: Language) throws {
        let cli = CLI()
        cli.now = ("2026-11-29", 22)
        // walk, bath, rest
        for starter in ["1", "5", "2"] { #expect(cli.run("plans", "add", "--starter", starter).status == 0) }
        #expect(cli.run("plans", "add", "--if", "text:上司", "--then", "text:水").status == 0)
        for (plan, day) in [("1", "-1"), ("2", "-2"), ("3", "-3"), ("4", "-4")] {
            let result = cli.run(
                "urge", "7", day, "--at", "20:00", "--trigger", "stress", "--plan", plan, "--after", plan,
                "--after-minutes", "10")
            #expect(result.status == 0, "\(result)")
        }
        let c = Catalog(language)
        // Compared without spaces: the block wraps its lines at the report's width.
        func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
        let report = squeezed(cli.run("--lang", language.rawValue, "report").stdout)
        let html = cli.run("--lang", language.rawValue, "report", "--format", "html").stdout
        // Best first by the drop: 1 (7→1), 2 (7→2), 3 (7→3) listed, 4 (7→4) left out.
        let rules = [IfThenPlan.starters[0], IfThenPlan.starters[4], IfThenPlan.starters[1]].map(c.planRuleShort)
        for rule in rules {
            #expect(report.contains(squeezed(rule)), "\(rule) in:\n\(report)")
            #expect(html.contains(rule), "\(rule) in the HTML")
        }
        let more = language == .ja ? "ほか1件" : "1 more"
        #expect(report.contains(squeezed(more)) && html.contains(more), "\(report)")
        #expect(!report.contains("上司"), "the fourth is counted, not listed")
    }

    @Test("someone who never logged an urge sees no urges anywhere, and stats --json keeps its fields")
    func noUrgesNoBlock() throws {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        #expect(!cli.run("stats").stdout.contains(Catalog(.ja).urgesTitle))
        #expect(!cli.run("report").stdout.contains(Catalog(.ja).reportUrgesTitle))
        #expect(try Self.json(cli.run("stats", "--json").stdout)["urges"] == nil)
        #expect(try Self.json(cli.run("report", "--format", "json").stdout)["urges"] == nil)
        // One plan, no urge: the block is there, with zeros.
        #expect(cli.run("plans", "add", "--starter", "1").status == 0)
        let urges = try #require(try Self.json(cli.run("stats", "--json").stdout)["urges"] as? [String: Any])
        #expect(urges["count"] as? Int == 0 && (urges["triggers"] as? [Any])?.isEmpty == true)
    }
}
