import Testing

@testable import DanshuCore

/// A journal holds thousands of days, and a load's time is mostly the pages they fill (docs/decisions.md, "A day in
/// 40 bytes"): the day stays small, and its packed fields read back as they were given.
@Suite("A day's layout")
struct DayRecordLayoutTests {
    @Test("a day takes 40 bytes")
    func size() {
        #expect(MemoryLayout<DayRecord>.stride <= 40, "a day is \(MemoryLayout<DayRecord>.stride) bytes")
    }

    @Test("feelings, medicine and context read back as given, set and cleared; equal days compare equal")
    func fieldsReadBack() {
        let context = DayContext(place: .home, company: .alone, reasons: [.stress], aftermath: nil)
        var day = DayRecord(drank: true, mood: 5, craving: 0, medicine: "セリンクロ", context: context)
        #expect(day.mood == 5 && day.craving == 0 && day.medicine == "セリンクロ" && day.context == context)
        #expect(day == DayRecord(drank: true, mood: 5, craving: 0, medicine: "セリンクロ", context: context))
        var copy = day
        copy.medicine = nil
        #expect(day.medicine == "セリンクロ" && copy.medicine == nil && copy.context == context, "a copy changes alone")
        day.context = nil
        day.medicine = nil
        day.mood = nil
        day.craving = nil
        #expect(day == DayRecord(drank: true) && day.mood == nil && day.craving == nil)
        #expect(DayRecord(drank: nil, craving: 10).craving == 10 && DayRecord(drank: nil, mood: 1).mood == 1)
    }
}
