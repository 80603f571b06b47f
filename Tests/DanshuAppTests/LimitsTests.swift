import DanshuTestSupport
import Testing

@testable import DanshuApp
@testable import DanshuCore
@testable import DanshuStore
@testable import DanshuText

/// Every limit of `Limits`, at its edge: at the limit it works, one beyond is refused with a message, and a
/// refused change asks for no save and leaves the journal as it was. The reader and the import readers refuse
/// files beyond the limits, naming the place.
@Suite("Limits at their edges")
struct LimitsTests {
    static let today = "2026-11-29"

    /// `n` distinct presets.
    static func presets(_ n: Int) -> [Preset] {
        (0..<n).map { Preset(name: "酒\($0)", abvTenths: $0 % 1001, ml: 1 + $0 % 5000) }
    }

    /// `n` distinct one-off entries, a day of them within what a person can drink (`BeyondDrinkable` is its own test).
    static func entries(_ n: Int) -> [DrinkEntry] {
        (0..<n).map { DrinkEntry(name: "記録\($0)", ml: nil, abvTenths: nil, gramsTenths: $0 % 10, count: 1) }
    }

    /// Sends an action that must be refused: no effect, the message, the journal unchanged.
    func expectRefused(
        _ state: inout AppState, _ action: Action, _ message: Message, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = state.journal
        #expect(reduce(&state, action) == [], sourceLocation: sourceLocation)
        #expect(state.message == message, sourceLocation: sourceLocation)
        #expect(state.journal == before, sourceLocation: sourceLocation)
    }

    // MARK: The reducer

    @Test("the 1,000th preset is added and saved; the 1,001st is refused before its form opens")
    func presets() {
        var state = AppState.fixture(today: Self.today, presets: Self.presets(Limits.presets - 1))
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.addPressed))
        for action in filling(["最後", "5", "350"]) { reduce(&state, action) }
        #expect(reduce(&state, .modal(.drinkForm(.submitPressed))).isOneSave)
        #expect(state.journal.presets.count == Limits.presets && state.journal.presets.last?.name == "最後")
        expectRefused(&state, .presets(.addPressed), .presetLimit)
        #expect(state.modal == nil)
    }

    @Test("a form opened at 999 presets cannot add a 1,001st after another was added meanwhile")
    func presetFormAtTheLimit() {
        var state = AppState.fixture(today: Self.today, presets: Self.presets(Limits.presets - 1))
        reduce(&state, .app(.presetPanePressed))
        reduce(&state, .presets(.addPressed))
        for action in filling(["一つ目", "5", "350"]) { reduce(&state, action) }
        // as an import or a second window could
        state.journal.presets.append(Preset(name: "横から", abvTenths: 50, ml: 350))
        expectRefused(&state, .modal(.drinkForm(.submitPressed)), .presetLimit)
    }

    @Test("the 100th entry of a day is added; the 101st is refused, from a chip and from the one-off form")
    func entries() {
        var state = AppState.fixture(
            today: Self.today, days: [Self.today: DayRecord(drank: true, drinks: Self.entries(99))])
        #expect(reduce(&state, .main(.chipTapped(0))).isOneSave)
        #expect(state.selectedRecord?.drinks.count == Limits.entriesPerDay)
        expectRefused(&state, .main(.chipTapped(1)), .entryLimit)

        reduce(&state, .main(.oneOffPressed))
        for action in filling(["水割り", "5", "350"]) { reduce(&state, action) }
        expectRefused(&state, .modal(.drinkForm(.submitPressed)), .entryLimit)
        #expect(state.form != nil, "the form stays open with what was typed")
        // One more of a drink already listed is not a new entry.
        reduce(&state, .modal(.drinkForm(.cancelPressed)))
        #expect(reduce(&state, .main(.chipTapped(0))).isOneSave)
        #expect(state.selectedRecord?.drinks.last?.count == 2)
    }

    @Test("a count reaches 999; the 1,000th is refused")
    func count() {
        var beer = Drink.beer.entry
        beer.count = Limits.count.upperBound - 1
        var state = AppState.fixture(today: Self.today, days: [Self.today: DayRecord(drank: true, drinks: [beer])])
        #expect(reduce(&state, .main(.chipTapped(0))).isOneSave)
        #expect(state.selectedRecord?.drinks.first?.count == Limits.count.upperBound)
        expectRefused(&state, .main(.chipTapped(0)), .countLimit)
    }

    // MARK: The journal reader

    /// The journal read back from its own bytes, or the error.
    func read(_ journal: Journal) -> Result<Journal, JournalError> {
        Result { () throws(JournalError) in
            try JournalReader.read(JournalWriter.bytes(of: journal), file: "journal.json")
        }
    }

    func expectRefusal(
        _ journal: Journal, at path: String, _ problem: JournalProblem, message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        switch read(journal) {
        case .success:
            Issue.record("a journal beyond the limit was read", sourceLocation: sourceLocation)
        case .failure(let error):
            #expect(error.place == .value(path), sourceLocation: sourceLocation)
            #expect(error.problem == problem, sourceLocation: sourceLocation)
            #expect(
                Catalog(.ja).message(for: error).contains(message), "\(Catalog(.ja).message(for: error))",
                sourceLocation: sourceLocation)
        }
    }

    @Test("the reader takes 1,000 presets and refuses 1,001")
    func readerPresets() throws {
        let atLimit = Journal(presets: Self.presets(Limits.presets))
        #expect(try read(atLimit).get() == atLimit)
        expectRefusal(
            Journal(presets: Self.presets(Limits.presets + 1)), at: "presets[1000]", .tooMany(.presets),
            message: "journal.json: presets[1000]: プリセットは 1000 個までのはずですが、それより多くあります")
    }

    @Test("the reader takes a day of 100 entries, a count of 999 and the longest name and note; one more is refused")
    func readerDays() throws {
        let date = day("2026-11-28")
        var record = DayRecord(
            drank: true, drinks: Self.entries(Limits.entriesPerDay),
            note: String(repeating: "メ", count: Limits.noteLength.upperBound))
        record.drinks[0].count = Limits.count.upperBound
        record.drinks[1].name = String(repeating: "名", count: Limits.nameLength.upperBound)
        let atLimit = Journal(days: [date: record])
        #expect(try read(atLimit).get() == atLimit)

        var more = record
        more.drinks.append(DrinkEntry(name: "もう一つ", ml: nil, abvTenths: nil, gramsTenths: 1, count: 1))
        expectRefusal(
            Journal(days: [date: more]), at: "days.2026-11-28.drinks[100]", .tooMany(.entriesPerDay),
            message: "1日の記録は 100 件までのはずですが")
        var higher = record
        higher.drinks[0].count += 1
        expectRefusal(
            Journal(days: [date: higher]), at: "days.2026-11-28.drinks[0].count",
            .invalidValue(expected: .count, found: .number("1000")), message: "1〜999 の整数（杯数）")
        var longer = record
        longer.drinks[1].name += "名"
        expectRefusal(
            Journal(days: [date: longer]), at: "days.2026-11-28.drinks[1].name",
            .invalidValue(expected: .name, found: .string(longer.drinks[1].name)), message: "1〜1000 文字の名前")
        var longerNote = record
        longerNote.note? += "モ"
        expectRefusal(
            Journal(days: [date: longerNote]), at: "days.2026-11-28.note",
            .invalidValue(expected: .note, found: .string(longerNote.note ?? "")), message: "10000 文字以内のメモ")
    }

    @Test("the reader takes 100 years of days from 1900 and refuses a day before 1900")
    func readerYears() throws {
        let first = try #require(LocalDate(year: Limits.years.lowerBound, month: 1, day: 1))
        var journal = Journal()
        for offset in 0..<36_500 {
            journal.days[first.adding(days: offset)] =
                offset % 3 == 0 ? .sober : DayRecord(drank: true, drinks: [Drink.beer.entry])
        }
        #expect(try read(journal).get() == journal)
        journal.days[first.adding(days: -1)] = .sober
        expectRefusal(
            journal, at: "days.1899-12-31", .invalidValue(expected: .date, found: .string("1899-12-31")),
            message: "1900〜9999 年の実在する日付")
    }

    // MARK: The CSV import

    @Test("a CSV day of 100 entries and a count of 999 import; the 101st row or a count of 1,000 is refused")
    func csvImport() {
        let header = "date,drank,name,ml,abv,grams,count,note\r\n"
        func rows(_ n: Int, count: Int = 1) -> String {
            (0..<n).map { "2026-11-28,true,記録\($0),,,1.0,\($0 == 0 ? count : 1),\r\n" }.joined()
        }
        #expect(
            (try? JournalCSV.decode(Array((header + rows(100, count: 999)).utf8)))?[day("2026-11-28")]?.drinks.count
                == 100)
        #expect(throws: CSVImportError(line: 102, problem: .tooManyEntries(day("2026-11-28")))) {
            try JournalCSV.decode(Array((header + rows(101)).utf8))
        }
        #expect(throws: CSVImportError.self) { try JournalCSV.decode(Array((header + rows(3, count: 1000)).utf8)) }
    }
}
