import DanshuCore
import DanshuTestSupport
import Testing

/// Every change to a journal as a value (design.md §5): each edit, applied, changes what it says and names the
/// days it touched; its inverse gives back the journal it started from; a refusal changes nothing.
@Suite("Journal edits")
struct JournalEditTests {
    static let today = day("2026-11-29")
    static let beer = Preset.defaults[0].entry

    /// A journal with a sober day, a drinking day with a note, and the default presets.
    static let journal: Journal = {
        var journal = Journal()
        journal.days[day("2026-11-27")] = .sober
        journal.days[day("2026-11-28")] = DayRecord(drank: true, drinks: [beer, Preset.defaults[3].entry], note: "金曜")
        return journal
    }()

    static let edits: [(JournalEdit, Set<LocalDate>, String)] = [
        (.answer(day("2026-11-29"), .yes), [day("2026-11-29")], "はい on an unrecorded day"),
        (.answer(day("2026-11-28"), .no), [day("2026-11-28")], "いいえ clears a day's drinks"),
        (.addDrink(day("2026-11-28"), beer), [day("2026-11-28")], "one more of a listed drink"),
        (.addDrink(day("2026-11-27"), beer), [day("2026-11-27")], "a drink on a sober day answers はい"),
        (.removeOneDrink(day("2026-11-28"), at: 1), [day("2026-11-28")], "the last of a drink goes from the list"),
        (.setNote(day("2026-11-27"), "散歩"), [day("2026-11-27")], "a note"),
        (.setNote(day("2026-11-28"), "  "), [day("2026-11-28")], "only spaces removes the note"),
        (.addPreset(Preset(name: "梅酒", abvTenths: 120, ml: 90)), [], "a new preset"),
        (.replacePreset(at: 1, with: Preset(name: "白ワイン1杯", abvTenths: 120, ml: 120)), [], "an edited preset"),
        (.deletePreset(at: 0), [], "a deleted preset"),
        (.movePreset(from: 0, to: 3), [], "a moved preset"),
        (.changeSetting(.dailyLimitGrams, to: "40"), [], "a setting"),
        (.setFeelings(day("2026-11-29"), mood: 4, craving: 2), [day("2026-11-29")], "feelings on an unrecorded day"),
        (.setFeelings(day("2026-11-28"), mood: nil, craving: 10), [day("2026-11-28")], "a craving on a drinking day"),
        (.changeSetting(.lockPastDays, to: "false"), [], "a flag setting"),
        (
            .rememberCelebration(CelebratedMilestone(days: 7, lastDrinkingDay: day("2026-11-28"))), [],
            "a milestone remembered"
        ),
        (
            .importDays([day("2026-11-26"): .sober, day("2026-11-28"): .sober]),
            [day("2026-11-26"), day("2026-11-28")], "an import"
        ),
    ]

    @Test("each edit changes the journal, names its days, and its inverse gives the journal back", arguments: edits)
    func editAndInverse(_ edit: JournalEdit, _ days: Set<LocalDate>, _ what: String) throws {
        var journal = Self.journal
        let applied = try #require(try journal.apply(edit, today: Self.today), "\(what) changed nothing")
        #expect(journal != Self.journal, "\(what)")
        #expect(applied.days == days, "\(what)")
        for date in Set(journal.days.keys).union(Self.journal.days.keys)
        where journal.days[date] != Self.journal.days[date] {
            #expect(applied.days.contains(date), "\(what): \(date) changed but is not named")
        }
        let changed = journal
        let back = try #require(try journal.apply(applied.inverse, today: Self.today))
        #expect(journal == Self.journal, "\(what): the inverse did not give the journal back")
        // The inverse of the inverse makes the change again: redo.
        try journal.apply(back.inverse, today: Self.today)
        #expect(journal == changed, "\(what): redo")
    }

    @Test("edits that change nothing say so, and nothing is to undo")
    func nothingChanged() throws {
        var journal = Self.journal
        #expect(try journal.apply(.answer(day("2026-11-27"), .no), today: Self.today) == nil)
        #expect(try journal.apply(.setNote(day("2026-11-28"), "金曜"), today: Self.today) == nil)
        #expect(try journal.apply(.changeSetting(.dailyLimitGrams, to: "20"), today: Self.today) == nil)
        #expect(try journal.apply(.movePreset(from: 2, to: 2), today: Self.today) == nil)
        #expect(journal == Self.journal)
    }

    static let refusals: [(JournalEdit, EditRefusal, String)] = [
        (.answer(day("2026-11-30"), .yes), .futureDay, "a future day"),
        (.setNote(day("1899-12-31"), "x"), .tooEarly, "before 1900"),
        (
            .addDrink(
                day("2026-11-28"), DrinkEntry(name: "ビール500缶", ml: 500, abvTenths: 50, gramsTenths: 200, count: 999)),
            .countLimit,
            "a count past 999"
        ),
        (.removeOneDrink(day("2026-11-27"), at: 0), .nothingToRemove, "a sober day has nothing to remove"),
        (.removeOneDrink(day("2026-11-28"), at: 5), .nothingToRemove, "no drink at that place"),
        (.addPreset(Preset(name: "ビール500缶", abvTenths: 50, ml: 350)), .duplicatePresetName("ビール500缶"), "a name taken"),
        (
            .replacePreset(at: 1, with: Preset(name: "ビール500缶", abvTenths: 50, ml: 350)),
            .duplicatePresetName("ビール500缶"),
            "a name taken by another"
        ),
        (.deletePreset(at: 7), .noSuchPreset, "no preset 8"),
        (.movePreset(from: 0, to: 7), .noSuchPreset, "no position 8"),
        (.changeSetting(.dailyLimitGrams, to: "201"), .settingRefused(.dailyLimitGrams), "a value out of range"),
        (.changeSetting(.weekStartsOn, to: "friday"), .settingRefused(.weekStartsOn), "a value not allowed"),
        (
            .setNote(day("2026-11-27"), String(repeating: "あ", count: Limits.noteLength.upperBound + 1)), .noteTooLong,
            "a note too long"
        ),
        (
            .importDays([day("2026-11-26"): .sober, day("2026-11-30"): .sober]), .futureDay,
            "an import with a future day, all of it"
        ),
        (
            .importDays([
                day("2026-11-26"): DayRecord(
                    drank: true, drinks: Array(repeating: beer, count: Limits.entriesPerDay + 1))
            ]),
            .entryLimit, "an imported day past 100 entries"
        ),
        // What a drink may hold is DanshuCore's rule for every edit, not only for the form and the command line.
        (
            .addPreset(Preset(name: "強すぎ", abvTenths: 1001, ml: 0)),
            .invalidDrink(DrinkProblems([.abv: .outOfRange(Limits.abvTenths), .ml: .outOfRange(Limits.ml)])),
            "a preset out of range"
        ),
        (
            .addPreset(Preset(name: "", abvTenths: 50, ml: 350, priceYen: -1)),
            .invalidDrink(DrinkProblems([.name: .missing, .price: .outOfRange(Limits.priceYen)])),
            "a preset without a name, priced below nothing"
        ),
        (
            .replacePreset(at: 1, with: Preset(name: "赤ワイン1杯", abvTenths: 130, ml: 120, extraKcal: 10_001)),
            .invalidDrink(DrinkProblems([.kcal: .outOfRange(Limits.extraKcal)])), "an edited preset out of range"
        ),
        (
            .addDrink(
                day("2026-11-28"), DrinkEntry(name: "樽", ml: 50_000, abvTenths: 50, gramsTenths: 20_000, count: 1)),
            .invalidDrink(DrinkProblems([.ml: .outOfRange(Limits.ml)])), "a drink of more than 5,000 ml"
        ),
        (
            .addDrink(
                day("2026-11-28"),
                DrinkEntry(
                    name: String(repeating: "酒", count: 1001), ml: nil, abvTenths: nil, gramsTenths: 40_001, count: 1)),
            .invalidDrink(DrinkProblems([.name: .tooLong(1000), .grams: .outOfRange(Limits.gramsTenths)])),
            "a drink's name and grams too large"
        ),
        (
            .importDays([
                day("2026-11-26"): DayRecord(
                    drank: true, drinks: [DrinkEntry(name: "x", ml: 350, abvTenths: -5, gramsTenths: 0, count: 1)])
            ]),
            .invalidDrink(DrinkProblems([.abv: .outOfRange(Limits.abvTenths)])),
            "an imported drink out of range, all of it"
        ),
    ]

    @Test("refusals change nothing and say why", arguments: refusals)
    func refused(_ edit: JournalEdit, _ refusal: EditRefusal, _ what: String) {
        var journal = Self.journal
        #expect(throws: refusal, "\(what)") { try journal.apply(edit, today: Self.today) }
        #expect(journal == Self.journal, "\(what)")
    }

    @Test("the 1,001st preset and the 101st kind of drink on a day are refused")
    func limits() throws {
        var journal = Journal(presets: (0..<Limits.presets).map { Preset(name: "酒\($0)", abvTenths: 50, ml: 350) })
        #expect(throws: EditRefusal.presetLimit) {
            try journal.apply(.addPreset(Preset(name: "もう一つ", abvTenths: 50, ml: 350)), today: Self.today)
        }
        for n in 0..<Limits.entriesPerDay {
            try journal.apply(
                .addDrink(Self.today, DrinkEntry(name: "記録\(n)", ml: nil, abvTenths: nil, gramsTenths: 10, count: 1)),
                today: Self.today)
        }
        #expect(throws: EditRefusal.entryLimit) {
            try journal.apply(
                .addDrink(Self.today, DrinkEntry(name: "もう一つ", ml: nil, abvTenths: nil, gramsTenths: 10, count: 1)),
                today: Self.today)
        }
        // More of a listed drink is not a new entry.
        try journal.apply(
            .addDrink(Self.today, DrinkEntry(name: "記録0", ml: nil, abvTenths: nil, gramsTenths: 10, count: 1)),
            today: Self.today)
    }
}
