import DanshuTestSupport
import Testing

@testable import DanshuCLI
@testable import DanshuCore
@testable import DanshuStore
@testable import DanshuText

@Suite("status --format templates")
struct StatusFormatTests {
    static let drinkingDay = StatusFacts(
        today: day("2026-11-29"), record: drank(entry(Drink.beer, count: 2)),
        streak: 0, monthSoberDays: 12)
    static let soberDay = StatusFacts(today: day("2026-11-29"), record: .sober, streak: 23, monthSoberDays: 20)

    static func render(_ template: String, _ facts: StatusFacts, _ language: Language) throws -> String {
        let format = try StatusFormat.parse(template).get()
        return format.render { Catalog(language).statusValue($0, facts) }
    }

    @Test("every placeholder, in both languages")
    func placeholders() throws {
        let template = "{streak}|{today}|{grams}|{band}|{answered}|{monthSober}"
        #expect(try Self.render(template, Self.drinkingDay, .ja) == "0|飲酒 40.0g|40.0|高リスク|記録済み|12")
        #expect(try Self.render(template, Self.drinkingDay, .en) == "0|drank 40.0g|40.0|high risk|recorded|12")
        #expect(try Self.render(template, Self.soberDay, .ja) == "23|休肝日|0.0||記録済み|20")
        let unrecorded = StatusFacts(
            today: day("2026-11-29"), record: DayRecord(drank: nil, note: "メモだけ"), streak: 5, monthSoberDays: 0)
        #expect(try Self.render(template, unrecorded, .en) == "5|not recorded|0.0||not recorded|0")
    }

    @Test("doubled braces are braces; text around placeholders stays as typed")
    func literalText() throws {
        #expect(try Self.render("{{streak}} = {streak}日 }} 🍵", Self.soberDay, .ja) == "{streak} = 23日 } 🍵")
        #expect(try Self.render("", Self.soberDay, .ja) == "")
    }

    @Test("an unknown placeholder or an unclosed brace is refused")
    func refused() {
        #expect(StatusFormat.parse("{streek}") == .failure(.unknownPlaceholder("streek")))
        #expect(StatusFormat.parse("{Streak}") == .failure(.unknownPlaceholder("Streak")))
        #expect(StatusFormat.parse("{}") == .failure(.unknownPlaceholder("")))
        #expect(StatusFormat.parse("断酒{streak") == .failure(.unclosedBrace))
    }

    @Test("--json: sorted English keys, the band by its stable name, null where there is nothing")
    func json() {
        #expect(
            String(decoding: StatusJSON.encode(Self.drinkingDay), as: UTF8.self)
                == #"{"answered": true, "band": "high", "date": "2026-11-29", "drank": true, "grams": 40.0, "monthSober": 12, "notSpentYen": null, "streak": 0}"#
                + "\n")
        let nothing = StatusFacts(today: day("2026-11-29"), record: nil, streak: 0, monthSoberDays: 0)
        #expect(
            String(decoding: StatusJSON.encode(nothing), as: UTF8.self)
                == #"{"answered": false, "band": null, "date": "2026-11-29", "drank": null, "grams": 0.0, "monthSober": 0, "notSpentYen": null, "streak": 0}"#
                + "\n")
        var saving = nothing
        saving.streak = 3
        saving.usualYenPerWeek = 10_000
        #expect(
            String(decoding: StatusJSON.encode(saving), as: UTF8.self).contains(
                #""monthSober": 0, "notSpentYen": 4285, "streak": 3}"#))
    }
}

@Suite("Sync conflict copies")
struct SyncConflictCopiesTests {
    @Test(
        "Syncthing's and Dropbox's names for a copy of the journal",
        arguments: [
            "journal.sync-conflict-20261128-101010-ABCDEFG.json",
            "journal (Taro's conflicted copy 2026-11-28).json",
            "journal (conflicted copy 2026-11-28 101010).json",
            "journal (Taro's Conflicted Copy).json",
            "journal (Taro の競合コピー 2026-11-28).json",
        ])
    func copies(_ name: String) {
        #expect(SyncConflictCopies.isCopy(name, of: "journal.json"))
    }

    @Test(
        "the journal itself, its own files and other journals are no copies",
        arguments: [
            "journal.json", "journal.json.bak", "journal.json.lock", ".journal.json.tmp", "journal (1).json",
            "other.sync-conflict-20261128-101010-ABCDEFG.json", "journal.sync-conflict-20261128.csv", "journal2.json",
        ])
    func notCopies(_ name: String) {
        #expect(!SyncConflictCopies.isCopy(name, of: "journal.json"))
    }

    @Test("a journal with another name has copies by that name")
    func otherName() {
        #expect(SyncConflictCopies.isCopy("酒.sync-conflict-20261128-101010-ABCDEFG.json", of: "酒.json"))
        #expect(!SyncConflictCopies.isCopy("journal.sync-conflict-20261128-101010-ABCDEFG.json", of: "酒.json"))
    }

    @Test("paths in the home folder are shown with ~")
    func shortened() {
        #expect(SyncConflictCopies.shortened("/home/u/Sync/j.json", home: "/home/u") == "~/Sync/j.json")
        #expect(SyncConflictCopies.shortened("/home/u/Sync/j.json", home: "/home/u/") == "~/Sync/j.json")
        #expect(SyncConflictCopies.shortened("/home/user2/j.json", home: "/home/u") == "/home/user2/j.json")
        #expect(SyncConflictCopies.shortened("/srv/j.json", home: nil) == "/srv/j.json")
    }
}
