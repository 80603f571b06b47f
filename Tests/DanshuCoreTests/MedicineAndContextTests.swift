import DanshuCore
import DanshuTestSupport
import Testing

/// design.md §8's medicine and the drinking day's context as values and edits: where each may be, what undo brings back,
/// the version they need, and the figures the statistics and the report take from them.
@Suite("Medicine and the day's context")
struct MedicineAndContextTests {
    static let today = day("2026-11-29")
    static let beer = DrinkEntry(name: "Beer", ml: 500, abvTenths: 50, gramsTenths: 200, count: 1)
    static let context = DayContext(place: .out, company: .friends, reasons: [.social, .meal], aftermath: .hangover)

    @Test("the medicine on any day up to today, unrecorded for drinking; undo brings back what was there")
    func medicineEdits() throws {
        var journal = Journal()
        let applied = try #require(try journal.apply(.setMedicine(Self.today, " セリンクロ "), today: Self.today))
        #expect(journal.days[Self.today] == DayRecord(drank: nil, medicine: "セリンクロ"))
        #expect(journal.state(of: Self.today) == .unrecorded && journal.firstRecordedDay == nil)
        #expect(journal.formatVersion == 3)
        try journal.apply(applied.inverse, today: Self.today)
        #expect(journal == Journal())
        #expect(throws: EditRefusal.futureDay) {
            try journal.apply(.setMedicine(Self.today.adding(days: 1), "x"), today: Self.today)
        }
        #expect(throws: EditRefusal.medicineNameTooLong) {
            try journal.apply(
                .setMedicine(Self.today, String(repeating: "x", count: Limits.medicineName.upperBound + 1)),
                today: Self.today)
        }
        // Not taken (nil or only spaces) on a day with nothing else leaves nothing.
        try journal.apply(.setMedicine(Self.today, "x"), today: Self.today)
        try journal.apply(.setMedicine(Self.today, "  "), today: Self.today)
        #expect(journal.days[Self.today] == nil)
    }

    @Test("a context only on a drinking day; いいえ clears it and its undo brings it back; an empty one is none")
    func contextEdits() throws {
        var journal = Journal()
        #expect(throws: EditRefusal.contextOnDayNotDrank) {
            try journal.apply(.setContext(Self.today, Self.context), today: Self.today)
        }
        journal.days[Self.today] = .sober
        #expect(throws: EditRefusal.contextOnDayNotDrank) {
            try journal.apply(.setContext(Self.today, Self.context), today: Self.today)
        }
        try journal.apply(.addDrink(Self.today, Self.beer), today: Self.today)
        try journal.apply(.setContext(Self.today, Self.context), today: Self.today)
        #expect(journal.days[Self.today]?.context == Self.context && journal.formatVersion == 3)
        let no = try #require(try journal.apply(.answer(Self.today, .no), today: Self.today))
        #expect(journal.days[Self.today] == .sober)
        try journal.apply(no.inverse, today: Self.today)
        #expect(journal.days[Self.today] == DayRecord(drank: true, drinks: [Self.beer], context: Self.context))
        try journal.apply(.setContext(Self.today, DayContext()), today: Self.today)
        #expect(journal.days[Self.today]?.context == nil && journal.formatVersion == 1)
        // An import is refused whole when a day holds a context but is not a drinking day.
        #expect(throws: EditRefusal.contextOnDayNotDrank) {
            try journal.apply(
                .importDays([Self.today.adding(days: -1): DayRecord(drank: false, context: Self.context)]),
                today: Self.today)
        }
    }

    @Test(
        "the version: 3 for a day with the medicine or a context, or the setting medicine; 1 again once they are gone")
    func versions() {
        #expect(DayRecord(drank: true, context: Self.context).formatVersion == 3)
        #expect(DayRecord(drank: nil, mood: 3, medicine: "x").formatVersion == 3)
        #expect(DayRecord(drank: nil, mood: 3).formatVersion == 2)
        var journal = Journal()
        journal.settings.medicine = "セリンクロ"
        #expect(journal.formatVersion == 3)
        journal.settings.medicine = ""
        journal.celebrated = CelebratedMilestone(days: 30, lastDrinkingDay: nil)
        #expect(journal.formatVersion == 2)
        #expect(Journal.newestVersion == 4)
    }

    @Test("--why's words: any order and spacing, a reason twice is once, an unknown word or an empty part is none")
    func reasonWords() {
        #expect(DayContext.reasons(from: "meal, stress,meal") == [.stress, .meal])
        #expect(DayContext.reasons(from: "meal, stress")?.list == [.stress, .meal])
        #expect(DayContext.reasons(from: " ") == [])
        #expect(DayContext.reasons(from: "stress,") == nil)
        #expect(DayContext.reasons(from: "Stress") == nil)
        #expect(DayContext(reasons: [.craving, .habit]).reasonsWord == "habit,craving")
        var reasons: DayContext.Reasons = [.other]
        reasons.toggle(.other)
        reasons.toggle(.boredom)
        #expect(reasons == [.boredom] && DayContext.Reasons(bits: 0xFF).list == DayContext.Reason.allCases)
    }

    @Test("the heavy days' situations: only heavy days up to today, most days first, ties in the order of the words")
    func heavySituations() {
        var journal = Journal()
        // Three beers are 60 g: heavy for women (over 40), not for men (over 60).
        func drank(_ date: String, _ context: DayContext?, count: Int = 3) {
            var entry = Self.beer
            entry.count = count
            journal.days[day(date)] = DayRecord(drank: true, drinks: [entry], context: context)
        }
        drank(
            "2026-11-02", DayContext(place: .home, company: .alone, reasons: [.stress, .habit], aftermath: .hangover))
        drank("2026-11-03", DayContext(place: .out, reasons: [.stress]))
        drank("2026-11-04", DayContext(place: .out, company: .alone, reasons: [.social]))
        drank("2026-11-05", nil)
        drank("2026-11-06", DayContext(place: .work), count: 1) // 20 g: not heavy
        drank("2026-11-30", DayContext(place: .visit)) // after today
        let women = HeavyDaySituations(
            journal: journal, from: day("2026-11-01"), to: day("2026-11-30"),
            thresholds: ClinicalThresholds(sex: .female), today: Self.today)
        #expect(women.heavyDays == 4 && women.daysWithContext == 3 && women.hasAny)
        #expect(women.places.map(\.value) == [.out, .home] && women.places.map(\.days) == [2, 1])
        #expect(women.companies.map(\.value) == [.alone] && women.companies.map(\.days) == [2])
        #expect(women.reasons.map(\.value) == [.stress, .habit, .social] && women.reasons.map(\.days) == [2, 1, 1])
        #expect(women.aftermaths.map(\.value) == [.hangover] && women.aftermaths.map(\.days) == [1])
        let men = HeavyDaySituations(
            journal: journal, from: day("2026-11-01"), to: day("2026-11-30"),
            thresholds: ClinicalThresholds(sex: .male), today: Self.today)
        #expect(men.heavyDays == 0 && !men.hasAny && men.places.isEmpty)
    }

    @Test("the medicine over a span: days taken, drinking days with and without it and their grams per day")
    func medicineSummary() {
        var journal = Journal()
        journal.days[day("2026-11-10")] = DayRecord(drank: true, drinks: [Self.beer], medicine: "A")
        journal.days[day("2026-11-11")] = DayRecord(
            drank: true, drinks: [Self.beer, Self.beer.renamed("Other")], medicine: "B")
        journal.days[day("2026-11-12")] = DayRecord(drank: true, drinks: [Self.beer])
        journal.days[day("2026-11-13")] = DayRecord(drank: nil, medicine: "A")
        journal.days[day("2026-11-14")] = DayRecord(drank: false, medicine: "A")
        let summary = MedicineSummary(
            journal: journal, from: day("2026-11-01"), to: day("2026-11-30"), today: Self.today)
        #expect(summary.daysTaken == 4 && summary.drinkingDaysWith == 2 && summary.drinkingDaysWithout == 1)
        #expect(summary.tenthsPerDrinkingDayWith == 300 && summary.tenthsPerDrinkingDayWithout == 200)
        // The report says nothing of the medicine while the setting is empty, and all of it once it names one.
        let off = ClinicReport(journal: journal, weeks: 4, endingOn: Self.today, today: Self.today)
        #expect(off.medicineName == nil && off.medicine == nil && off.previousMedicine == nil)
        journal.settings.medicine = "A"
        let on = ClinicReport(journal: journal, weeks: 4, endingOn: Self.today, today: Self.today)
        #expect(on.medicineName == "A" && on.medicine == summary && on.previousMedicine?.daysTaken == 0)
    }
}

extension DrinkEntry {
    fileprivate func renamed(_ name: String) -> DrinkEntry {
        var entry = self
        entry.name = name
        return entry
    }
}
