import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// What a drink or preset may hold is DanshuCore's (`DrinkField.range`, `DrinkEntry.checked`, `Preset.checked`): the
/// journal reader and the CSV import take exactly what it takes, at each field's bounds, and word its refusals at
/// the value with what was found there.
@Suite("The reader and the CSV import take the drinks DanshuCore takes")
struct DrinkValidityReadTests {
    /// A value of `field` as the file spells it.
    static func spelled(_ field: DrinkField, _ value: Int) -> String {
        field == .abv || field == .grams ? formatTenthsCompact(value) : String(value)
    }

    /// A journal with one preset and one drinking day whose drink has every field, `field` set to `value`.
    static func journal(_ field: DrinkField, _ value: Int, in object: String) -> [UInt8] {
        var preset: [String: String] = ["abv": "5", "ml": "500", "name": "\"ビール\"", "price": "300", "kcal": "40"]
        var drink = preset.merging(["grams": "20", "count": "2"]) { $1 }
        if object == "preset" {
            preset[field.journalKey] = spelled(field, value)
        } else {
            drink[field.journalKey] = spelled(field, value)
        }
        func text(_ members: [String: String]) -> String {
            "{" + members.keys.sorted().map { "\"\($0)\": \(members[$0] ?? "")" }.joined(separator: ", ") + "}"
        }
        return Array(
            """
            {"format": "danshu-journal", "version": 2, "presets": [\(text(preset))],
             "days": {"2026-11-28": {"drank": true, "drinks": [\(text(drink))]}}}
            """.utf8)
    }

    /// A CSV export with one drink row, `field` set to `value`.
    static func csv(_ field: DrinkField, _ value: Int) -> [UInt8] {
        var row: [DrinkField: String] = [.name: "ビール", .ml: "500", .abv: "5", .grams: "20", .price: "300", .kcal: "40"]
        row[field] = spelled(field, value)
        let fields = [
            "2026-11-28", "true", row[.name], row[.ml], row[.abv], row[.grams], "2", "", row[.price], row[.kcal],
        ]
        return Array(
            ("date,drank,name,ml,abv,grams,count,note,price,kcal\n" + fields.map { $0 ?? "" }.joined(separator: ",")
                + "\n").utf8)
    }

    static let numberFields: [DrinkField] = [.abv, .ml, .grams, .price, .kcal]
    static let csvColumns: [DrinkField: String] = [
        .abv: "abv", .ml: "ml", .grams: "grams", .price: "price", .kcal: "kcal",
    ]

    @Test(
        "each number at its field's bounds is taken and one past them refused, by the reader and the CSV import alike",
        arguments: numberFields)
    func bounds(_ field: DrinkField) throws {
        let range = try #require(field.range)
        for object in field == .grams ? ["drink"] : ["preset", "drink"] {
            let place =
                object == "preset" ? "presets[0].\(field.journalKey)" : "days.2026-11-28.drinks[0].\(field.journalKey)"
            for inside in [range.lowerBound, range.upperBound] {
                #expect(throws: Never.self, "\(field) \(inside) in a \(object)") {
                    try JournalReader.read(Self.journal(field, inside, in: object), file: "j")
                }
            }
            for outside in [range.lowerBound - 1, range.upperBound + 1] {
                let expected = JournalError(
                    file: "j", place: .value(place),
                    problem: .invalidValue(expected: field.expectation, found: .number(Self.spelled(field, outside))))
                #expect(throws: expected) {
                    try JournalReader.read(Self.journal(field, outside, in: object), file: "j")
                }
                #expect(throws: expected) {
                    try JournalReader.count(Self.journal(field, outside, in: object), file: "j")
                }
            }
        }
        for inside in [range.lowerBound, range.upperBound] {
            #expect(throws: Never.self, "\(field) \(inside) in CSV") { try JournalCSV.decode(Self.csv(field, inside)) }
        }
        for outside in [range.lowerBound - 1, range.upperBound + 1] {
            let column = try #require(Self.csvColumns[field])
            let expected = CSVImportError(
                line: 2,
                problem: .invalid(column: column, expected: field.expectation, found: Self.spelled(field, outside)))
            #expect(throws: expected) { try JournalCSV.decode(Self.csv(field, outside)) }
        }
    }

    @Test("a name is refused when DanshuCore refuses it: empty, or longer than a name may be")
    func names() throws {
        let longest = String(repeating: "酒", count: Limits.nameLength.upperBound)
        for (name, taken) in [("", false), (longest, true), (longest + "酒", false)] {
            let quoted = "\"\(name)\""
            let text =
                #"{"format": "danshu-journal", "version": 1, "presets": [{"abv": 5, "ml": 500, "name": "# + quoted
                + "}]}"
            let csv = "date,drank,name,ml,abv,grams,count,note\n2026-11-28,true,\(name),500,5,,1,\n"
            if taken {
                #expect(throws: Never.self) { try JournalReader.read(Array(text.utf8), file: "j") }
                #expect(throws: Never.self) { try JournalCSV.decode(Array(csv.utf8)) }
            } else {
                #expect(
                    throws: JournalError(
                        file: "j", place: .value("presets[0].name"),
                        problem: .invalidValue(expected: .name, found: .string(name)))
                ) {
                    try JournalReader.read(Array(text.utf8), file: "j")
                }
                #expect(
                    throws: CSVImportError(line: 2, problem: .invalid(column: "name", expected: .name, found: name))
                ) {
                    try JournalCSV.decode(Array(csv.utf8))
                }
            }
        }
    }

    @Test("the first refused value in the file is the one named, whatever the order of its keys")
    func firstRefusedValueNamed() {
        let bad = #"{"format": "danshu-journal", "version": 1, "presets": [{"ml": 0, "name": "x", "abv": 200}]}"#
        #expect(
            throws: JournalError(
                file: "j", place: .value("presets[0].ml"),
                problem: .invalidValue(expected: .millilitres, found: .number("0")))
        ) {
            try JournalReader.read(Array(bad.utf8), file: "j")
        }
        let missing = #"{"format": "danshu-journal", "version": 1, "presets": [{"name": "x", "abv": 5}]}"#
        #expect(throws: JournalError(file: "j", place: .value("presets[0]"), problem: .missingKey("ml"))) {
            try JournalReader.read(Array(missing.utf8), file: "j")
        }
        let noGrams =
            #"{"format": "danshu-journal", "version": 1, "days": {"2026-11-28": {"drank": true, "drinks": [{"name": "x", "ml": 500}]}}}"#
        #expect(
            throws: JournalError(file: "j", place: .value("days.2026-11-28.drinks[0]"), problem: .missingKey("grams"))
        ) {
            try JournalReader.read(Array(noGrams.utf8), file: "j")
        }
    }
}
