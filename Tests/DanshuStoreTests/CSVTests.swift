import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

@Suite("CSV codec")
struct CSVTests {
    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test func quotesOnlyWhatNeedsIt() {
        var out: [UInt8] = []
        CSV.appendRecord(["plain", "a,b", "say \"hi\"", "two\nlines", " pad", "日本酒", ""], to: &out)
        #expect(
            String(decoding: out, as: UTF8.self) == "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\" pad\",日本酒,\r\n")
    }

    @Test func readsWhatItWrites() throws {
        let rows = [["a,b", "\"q\"", "x\r\ny", "", "日本酒"], ["1", "2", "3", "4", "5"]]
        var out: [UInt8] = []
        for row in rows { CSV.appendRecord(row, to: &out) }
        let records = try CSV.records(out)
        #expect(records.map(\.fields) == rows)
        #expect(records.map(\.line) == [1, 3])
    }

    @Test func acceptsLFBlankLinesAndABOM() throws {
        let records = try CSV.records([0xEF, 0xBB, 0xBF] + bytes("a,b\n\nc,d\n"))
        #expect(records.map(\.fields) == [["a", "b"], ["c", "d"]])
        #expect(records.map(\.line) == [1, 3])
        #expect(try CSV.records(bytes("a,")).map(\.fields) == [["a", ""]])
    }

    @Test func syntaxProblemsHaveLines() {
        #expect(throws: CSV.Problem.unclosedQuote(line: 2)) { try CSV.records(self.bytes("a\n\"open\nstill")) }
        #expect(throws: CSV.Problem.textAfterQuote(line: 1, found: "x")) { try CSV.records(self.bytes("\"a\"x,b")) }
        #expect(throws: CSV.Problem.quoteInUnquotedField(line: 2)) { try CSV.records(self.bytes("a\nb\"c")) }
        #expect(throws: CSV.Problem.invalidUTF8(line: 1)) { try CSV.records([0x61, 0xFF]) }
        #expect(throws: CSV.Problem.strayCarriageReturn(line: 1)) { try CSV.records(self.bytes("a\rb")) }
    }
}

@Suite("Journal CSV")
struct JournalCSVTests {
    /// The header of exports before feelings: import still takes it.
    static let header = "date,drank,name,ml,abv,grams,count,note\r\n"
    static let feelingsHeader = "date,drank,name,ml,abv,grams,count,note,mood,craving\r\n"

    func date(_ s: String) -> LocalDate { LocalDate(iso: s)! }

    var days: [LocalDate: DayRecord] {
        [
            date("2026-11-26"): DayRecord(
                drank: true,
                drinks: [
                    DrinkEntry(name: "Weird, \"name\"\nline2", ml: 350, abvTenths: 70, gramsTenths: 196, count: 1),
                    DrinkEntry(name: "日本酒:大", ml: 180, abvTenths: 155, gramsTenths: 223, count: 2),
                    DrinkEntry(name: "grams only", ml: nil, abvTenths: nil, gramsTenths: 105, count: 1),
                ], note: "multi\r\nline, \"note\""),
            date("2026-11-27"): DayRecord(drank: true),
            date("2026-11-28"): DayRecord(drank: false, note: "よく寝た", mood: 4, craving: 2),
            date("2026-11-29"): DayRecord(drank: nil, note: "memo only"),
            date("2026-11-30"): DayRecord(drank: nil, craving: 0),
        ]
    }

    @Test func encodesOneRowPerEntryAndPerOtherDay() {
        let text = String(decoding: JournalCSV.encode(days), as: UTF8.self)
        #expect(
            text == Self.feelingsHeader
                + "2026-11-26,true,\"Weird, \"\"name\"\"\nline2\",350,7,19.6,1,\"multi\r\nline, \"\"note\"\"\",,\r\n"
                + "2026-11-26,true,日本酒:大,180,15.5,22.3,2,\"multi\r\nline, \"\"note\"\"\",,\r\n"
                + "2026-11-26,true,grams only,,,10.5,1,\"multi\r\nline, \"\"note\"\"\",,\r\n"
                + "2026-11-27,true,,,,,,,,\r\n"
                + "2026-11-28,false,,,,,,よく寝た,4,2\r\n"
                + "2026-11-29,,,,,,,memo only,,\r\n"
                + "2026-11-30,,,,,,,,,0\r\n")
    }

    @Test(
        "feelings: every row of a day repeats them; a row with only feelings records them; an export without the columns imports"
    )
    func feelings() throws {
        let decoded = try JournalCSV.decode(
            Array(
                (Self.feelingsHeader
                    + "2026-11-28,true,beer,500,5,,1,,2,8\n2026-11-28,true,sake,180,15,,1,,2,8\n2026-11-29,,,,,,,,5,\n")
                    .utf8))
        #expect(decoded[date("2026-11-28")]?.mood == 2 && decoded[date("2026-11-28")]?.craving == 8)
        #expect(decoded[date("2026-11-28")]?.drinks.count == 2)
        #expect(decoded[date("2026-11-29")] == DayRecord(drank: nil, mood: 5))
        // Only some of the later columns, in another order.
        let craving = try JournalCSV.decode(
            Array("date,drank,name,ml,abv,grams,count,note,craving\n2026-11-28,false,,,,,,,7\n".utf8))
        #expect(craving[date("2026-11-28")] == DayRecord(drank: false, craving: 7))
        let legacy = try JournalCSV.decode(Array((Self.header + "2026-11-28,false,,,,,,\n").utf8))
        #expect(legacy[date("2026-11-28")] == .sober)
    }

    @Test("feelings out of range, disagreeing between rows, or a column twice are refused with the line")
    func badFeelings() {
        #expect(
            problem(Self.feelingsHeader + "2026-11-28,false,,,,,,,6,\n")
                == CSVImportError(line: 2, problem: .invalid(column: "mood", expected: .mood, found: "6")))
        #expect(
            problem(Self.feelingsHeader + "2026-11-28,false,,,,,,,,11\n")
                == CSVImportError(line: 2, problem: .invalid(column: "craving", expected: .craving, found: "11")))
        #expect(
            problem(Self.feelingsHeader + "2026-11-28,false,,,,,,,2.5,\n")
                == CSVImportError(line: 2, problem: .invalid(column: "mood", expected: .mood, found: "2.5")))
        #expect(
            problem(Self.feelingsHeader + "2026-11-28,true,a,500,5,,1,,3,\n2026-11-28,true,b,500,5,,1,,4,\n")
                == CSVImportError(line: 3, problem: .disagrees(column: "mood", date: date("2026-11-28"), line: 2)))
        #expect(
            problem("date,drank,name,ml,abv,grams,count,note,mood,mood\n")
                == CSVImportError(
                    line: 1, problem: .missingHeader(found: "date,drank,name,ml,abv,grams,count,note,mood,mood")))
        #expect(
            problem(Self.feelingsHeader + "2026-11-28,false,,,,,,\n")
                == CSVImportError(line: 2, problem: .fieldCount(expected: 10, found: 8)))
    }

    @Test func roundTripsExactly() throws {
        #expect(try JournalCSV.decode(JournalCSV.encode(days)) == days)
        #expect(try JournalCSV.decode(JournalCSV.encode([:])) == [:])
    }

    @Test func fillsGramsAndCountWhenLeftEmpty() throws {
        let decoded = try JournalCSV.decode(Array((Self.header + "2026-11-28,true,beer,500,5,,,\n").utf8))
        #expect(
            decoded[date("2026-11-28")]?.drinks == [
                DrinkEntry(name: "beer", ml: 500, abvTenths: 50, gramsTenths: 200, count: 1)
            ])
    }

    func problem(_ csv: String) -> CSVImportError? {
        do {
            _ = try JournalCSV.decode(Array(csv.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func badFilesNameTheLine() {
        #expect(problem("") == CSVImportError(line: 1, problem: .missingHeader(found: nil)))
        #expect(problem("date,name\n") == CSVImportError(line: 1, problem: .missingHeader(found: "date,name")))
        #expect(
            problem(Self.header + "2026-11-28,false\n")
                == CSVImportError(line: 2, problem: .fieldCount(expected: 8, found: 2)))
        #expect(
            problem(Self.header + "2026-13-45,false,,,,,,\n")
                == CSVImportError(line: 2, problem: .invalid(column: "date", expected: .date, found: "2026-13-45")))
        #expect(
            problem(Self.header + "2026-11-28,maybe,,,,,,\n")
                == CSVImportError(line: 2, problem: .invalid(column: "drank", expected: .drank, found: "maybe")))
        #expect(
            problem(Self.header + "2026-11-28,true,beer,0,5,,1,\n")
                == CSVImportError(line: 2, problem: .invalid(column: "ml", expected: .millilitres, found: "0")))
        #expect(
            problem(Self.header + "2026-11-28,true,beer,500,101,,1,\n")
                == CSVImportError(line: 2, problem: .invalid(column: "abv", expected: .abv, found: "101")))
        #expect(
            problem(Self.header + "2026-11-28,true,beer,500,5,20.0,0,\n")
                == CSVImportError(line: 2, problem: .invalid(column: "count", expected: .count, found: "0")))
        #expect(problem(Self.header + "2026-11-28,true,beer,,,,1,\n") == CSVImportError(line: 2, problem: .gramsNeeded))
        #expect(
            problem(Self.header + "2026-11-28,false,beer,500,5,20.0,1,\n")
                == CSVImportError(line: 2, problem: .drinksOnDayNotDrank))
        #expect(problem(Self.header + "2026-11-28,,,,,,,\n") == CSVImportError(line: 2, problem: .nothingRecorded))
        #expect(
            problem(Self.header + "2026-11-28,true,a,500,5,,1,\n\n2026-11-28,false,,,,,,\n")
                == CSVImportError(line: 4, problem: .disagrees(column: "drank", date: date("2026-11-28"), line: 2)))
        #expect(
            problem(Self.header + "2026-11-28,true,a,500,5,,1,x\n2026-11-28,true,b,500,5,,1,y\n")
                == CSVImportError(line: 3, problem: .disagrees(column: "note", date: date("2026-11-28"), line: 2)))
        #expect(
            problem(Self.header + "\"2026-11-28,true\n")
                == CSVImportError(line: 2, problem: .syntax(.unclosedQuote(line: 2))))
    }

    @Test func aJSONExportIsToldApartByItsFirstCharacter() {
        #expect(ImportFile.format(of: Array("  \n{\"format\"".utf8)) == .json)
        #expect(ImportFile.format(of: [0xEF, 0xBB, 0xBF, 0x7B]) == .json)
        #expect(ImportFile.format(of: Array(Self.header.utf8)) == .csv)
        #expect(ImportFile.format(of: []) == .csv)
    }
}
