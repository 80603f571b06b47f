import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// `status` reads a journal's last day lines with the journal's own decoder. Over random journals spelled as hand
/// edits and other tools may spell them (numbers as `20.0` or `2e1`, keys in any order, other spacing, escapes,
/// explicit nulls), the end of the file must tell exactly what the whole file tells: read from the end whenever the
/// days keep one to a line, and left to the whole-file reader otherwise.
@Suite("The tail of any journal agrees with the whole")
struct JournalTailAgreementTests {
    /// How the days of a respelled journal are laid out.
    enum Layout: CaseIterable {
        /// One day per line, each line in its own random spelling: `status` reads the end.
        case dayPerLine
        /// Every day on one line: `status` must leave the file to the whole-file reader.
        case allOnOneLine
        /// Each day over several lines (its drinks, its closing brace): the same.
        case daysSplitOverLines
    }

    @Test("random journals, respelled and laid out three ways: the tail's facts are the whole journal's, or it defers")
    func tailAgreesWithTheWhole() throws {
        var random = SplitMix(seed: 0x6167_7265) // "agre"
        let end = day("2026-11-29")
        var readFromTheEnd = 0
        var dayPerLine = 0
        for round in 0..<150 {
            let journal = Self.randomJournal(&random, length: [1, 5, 40, 300][round % 4], end: end)
            let layout = Layout.allCases[round % Layout.allCases.count]
            let bytes = Self.respelled(journal, layout: layout, &random)
            let whole = try JournalReader.read(bytes, file: "journal.json")
            try #require(whole == journal, "round \(round): the respelling must mean the same journal")
            for today in [end, end.adding(days: -random.next(60)), end.adding(days: 1 + random.next(5))] {
                let (glance, _) = JournalTailReaderTests.glance(bytes, today: today)
                let expected = JournalTailReader.Glance(
                    settings: journal.settings, facts: StatusFacts(journal: journal, today: today))
                switch layout {
                case .dayPerLine:
                    dayPerLine += 1
                    #expect(glance == expected, "round \(round), today \(today)")
                    if glance != nil { readFromTheEnd += 1 }
                case .allOnOneLine, .daysSplitOverLines:
                    // `"days": {}` on its own line is a day per line too.
                    #expect(
                        journal.days.isEmpty && layout == .daysSplitOverLines ? glance == expected : glance == nil,
                        "round \(round), \(layout): not a day per line")
                }
            }
        }
        #expect(readFromTheEnd == dayPerLine, "every day-per-line journal is read from its end")
    }

    // MARK: Random journals

    static let names = ["ビール500缶", "Red wine \"house\"", "日本酒 1合", "Whisky\\double", "チューハイ/7%"]

    /// A journal of `length` days back from `end`: drinks of several kinds (a preset's, a one-off's grams alone, prices
    /// and calories), sober days, notes with characters that need escapes, feelings, unrecorded days between.
    static func randomJournal(_ random: inout SplitMix, length: Int, end: LocalDate) -> Journal {
        var journal = Journal()
        journal.settings.dayStartsAtHour = random.next(12)
        for offset in 0..<length where random.next(6) != 0 {
            var record = DayRecord(drank: nil)
            switch random.next(10) {
            case 0..<4:
                record.drank = true
                for _ in 0..<random.next(4) {
                    let name = names[random.next(names.count)]
                    var drink: DrinkEntry
                    if random.next(3) == 0 {
                        drink = DrinkEntry(
                            name: name, ml: nil, abvTenths: nil, gramsTenths: 1 + random.next(900), count: 1)
                    } else {
                        let ml = [120, 180, 350, 500][random.next(4)]
                        let abv = [50, 70, 90, 135, 430][random.next(5)]
                        drink = DrinkEntry(
                            name: name, ml: ml, abvTenths: abv, gramsTenths: PureAlcohol.tenths(ml: ml, abvTenths: abv),
                            count: 1)
                    }
                    drink.count = 1 + random.next(3)
                    if random.next(4) == 0 { drink.priceYen = random.next(2_000) }
                    if random.next(6) == 0 { drink.extraKcal = random.next(300) }
                    record.drinks.append(drink)
                }
            case 4..<8: record.drank = false
            default: break
            }
            if random.next(5) == 0 {
                record.note = ["ジム", "tab\there", "line\nbreak", "\u{1B}esc", "引用\"符\""][random.next(5)]
            }
            if random.next(4) == 0 { record.mood = 1 + random.next(5) }
            if random.next(4) == 0 { record.craving = random.next(11) }
            if record.isEmpty { record.drank = false }
            journal.days[end.adding(days: -offset)] = record
        }
        return journal
    }

    // MARK: Spelling a journal otherwise

    /// The journal's text: the writer's own head (format, version, settings, presets), then the days in `layout`, each
    /// in a random spelling the reader accepts.
    static func respelled(_ journal: Journal, layout: Layout, _ random: inout SplitMix) -> [UInt8] {
        let written = String(decoding: JournalWriter.bytes(of: journal), as: UTF8.self)
        guard let daysStart = written.range(of: ",\n  \"days\": ") else { return Array(written.utf8) }
        var out = String(written[..<daysStart.lowerBound])
        let days = journal.days.keys.sorted().map { date in
            guard let record = journal.days[date] else { return "" }
            return space(&random) + quoted(date.iso, &random) + space(&random) + ":" + space(&random)
                + object(record, split: layout == .daysSplitOverLines, &random)
        }
        let lineEnd = random.next(4) == 0 ? "\r\n" : "\n"
        switch layout {
        case .dayPerLine, .daysSplitOverLines:
            out += "," + lineEnd + "  \"days\"" + space(&random) + ":" + space(&random) + (days.isEmpty ? "{}" : "{")
            if !days.isEmpty {
                out +=
                    lineEnd
                    + days.map { ["", "    ", "\t", " "][random.next(4)] + $0 }.joined(
                        separator: "," + space(&random) + lineEnd)
                out += space(&random) + lineEnd + "  }"
            }
            out += lineEnd + "}" + (random.next(3) == 0 ? "" : lineEnd)
        case .allOnOneLine:
            out += ", \"days\": {" + days.joined(separator: ",") + "}}" + lineEnd
        }
        return Array(out.utf8)
    }

    /// A day object with its keys in random order, absent values sometimes spelled `null`.
    static func object(_ record: DayRecord, split: Bool, _ random: inout SplitMix) -> String {
        var members: [(String, String)] = []
        if let drank = record.drank {
            members.append(("drank", drank ? "true" : "false"))
        } else if random.next(3) == 0 {
            members.append(("drank", "null"))
        }
        if record.drank == true && (!record.drinks.isEmpty || random.next(2) == 0) {
            let drinks = record.drinks.map { drink($0, &random) }
            let separator = split ? ",\n      " : "," + space(&random)
            members.append(
                (
                    "drinks",
                    "[" + (split ? "\n      " : space(&random)) + drinks.joined(separator: separator) + space(&random)
                        + "]"
                ))
        }
        if let note = record.note {
            members.append(("note", quoted(note, &random)))
        } else if random.next(4) == 0 {
            members.append(("note", "null"))
        }
        if let mood = record.mood {
            members.append(("mood", whole(mood, &random)))
        } else if random.next(4) == 0 {
            members.append(("mood", "null"))
        }
        if let craving = record.craving { members.append(("craving", whole(craving, &random))) }
        let text = objectText(members, &random)
        return split ? text.dropLast() + "\n    }" : text
    }

    /// A drink with its keys in random order: `count` left out when 1, `grams` when ABV and volume give it.
    static func drink(_ drink: DrinkEntry, _ random: inout SplitMix) -> String {
        var members: [(String, String)] = [("name", quoted(drink.name, &random))]
        if let abv = drink.abvTenths {
            members.append(("abv", tenths(abv, &random)))
        } else if random.next(3) == 0 {
            members.append(("abv", "null"))
        }
        if let ml = drink.ml { members.append(("ml", whole(ml, &random))) }
        let derived = drink.ml.flatMap { ml in drink.abvTenths.map { PureAlcohol.tenths(ml: ml, abvTenths: $0) } }
        if derived != drink.gramsTenths || random.next(2) == 0 {
            members.append(("grams", tenths(drink.gramsTenths, &random)))
        }
        if drink.count != 1 || random.next(2) == 0 { members.append(("count", whole(drink.count, &random))) }
        if let price = drink.priceYen {
            members.append(("price", whole(price, &random)))
        } else if random.next(4) == 0 {
            members.append(("price", "null"))
        }
        if let kcal = drink.extraKcal { members.append(("kcal", whole(kcal, &random))) }
        return objectText(members, &random)
    }

    /// `{"key": value, …}` in a random order and spacing.
    static func objectText(_ members: [(String, String)], _ random: inout SplitMix) -> String {
        var shuffled = members
        for i in shuffled.indices.reversed() where i > 0 { shuffled.swapAt(i, random.next(i + 1)) }
        let body = shuffled.map { key, value in
            space(&random) + quoted(key, &random) + space(&random) + ":" + space(&random) + value + space(&random)
        }
        return "{" + body.joined(separator: ",") + "}"
    }

    /// Nothing, a space, two, or a tab.
    static func space(_ random: inout SplitMix) -> String { ["", "", " ", "  ", "\t"][random.next(5)] }

    /// A whole number as `5`, `5.0`, `5e0` or `50E-1`.
    static func whole(_ value: Int, _ random: inout SplitMix) -> String {
        ["\(value)", "\(value).0", "\(value)e0", "\(value * 10)E-1"][random.next(4)]
    }

    /// Tenths as the writer spells them, or as `13.50`, `1.35e1`-like forms: `135e-1`, and `20.0` for a whole value.
    static func tenths(_ value: Int, _ random: inout SplitMix) -> String {
        switch random.next(4) {
        case 0: return formatTenthsCompact(value)
        case 1: return formatTenths(value) + "0"
        case 2: return "\(value)e-1"
        default: return formatTenths(value)
        }
    }

    /// A JSON string with some characters escaped as `\u` (always those JSON must escape).
    static func quoted(_ text: String, _ random: inout SplitMix) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += random.next(2) == 0 ? "\\n" : "\\u000a"
            case "/" where random.next(2) == 0: out += "\\/"
            default:
                if scalar.value < 0x20 || (scalar.value < 0x10000 && random.next(8) == 0) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
