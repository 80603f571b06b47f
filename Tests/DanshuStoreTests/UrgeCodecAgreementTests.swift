import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

/// The urges are read and written by code of their own for speed (`JournalDecoder+Urges.swift`,
/// `JournalWriter+Urges.swift`); their kind in the day parts' table (`Urge+Journal.swift`) says the same through the
/// general reader and writer (`DayFormat.throughKinds`). The two must never disagree: the same bytes written, the same
/// journal read, the same refusal at the same place.
@Suite("The urges' own reader and writer agree with their kind")
struct UrgeCodecAgreementTests {
    static let texts = ["上司", "a \"quoted\" \\ back", "🍺 emoji", String(repeating: "長", count: 100), "x"]

    /// A random urge, every field given or not.
    static func urge(_ random: inout SplitMix, minute: Int) -> Urge {
        func maybe<T>(_ value: @autoclosure () -> T) -> T? { random.next(2) == 0 ? nil : value() }
        let after = maybe(random.next(11))
        return Urge(
            at: ClockTime(wrapping: minute), strength: random.next(11),
            triggers: UrgeTriggers(bits: UInt16(random.next(1 << 11))),
            triggerText: maybe(texts[random.next(texts.count)]),
            place: maybe(DayContext.Place.allCases[random.next(5)]),
            company: maybe(DayContext.Company.allCases[random.next(5)]),
            note: maybe(texts[random.next(texts.count)]), plan: maybe("2026112\(random.next(10))T2000"),
            doneText: maybe(texts[random.next(texts.count)]), after: after,
            afterMinutes: after.map { _ in random.next(721) })
    }

    static func journal(_ random: inout SplitMix) -> Journal {
        var journal = Fixture.designExample
        for offset in 0..<40 {
            let date = day("2026-10-01").adding(days: offset)
            var record = journal.days[date] ?? DayRecord(drank: [nil, true, false][random.next(3)])
            record.urges = (0..<random.next(4)).map { urge(&random, minute: 600 + 7 * $0 + random.next(5)) }
            if !record.isEmpty { journal.days[date] = record }
        }
        return journal
    }

    @Test("random journals: the same bytes from both writers, the same journal from both readers")
    func roundTrips() throws {
        var random = SplitMix(seed: 0x7572_6765) // "urge"
        for _ in 0..<60 {
            let journal = Self.journal(&random)
            var own = JournalWriter()
            var kinds = JournalWriter(format: .throughKinds)
            let bytes = own.encode(journal, changed: nil)
            #expect(bytes == kinds.encode(journal, changed: nil))
            #expect(try JournalReader.read(bytes, file: "j") == journal)
            #expect(try JournalReader.read(bytes, file: "j", format: .throughKinds) == journal)
        }
    }

    /// Each way an urges value can be wrong, or right in another spelling.
    static let spellings: [String] = [
        #"null"#, #"[]"#, #"{}"#, #""x""#, #"[null]"#, #"[1]"#, #"[[]]"#, #"[{}]"#,
        #"[{"at": "21:10"}]"#, #"[{"strength": 3}]"#, #"[{"at": "21:10", "strength": 3}]"#,
        #"[{"at": null, "strength": 3}]"#, #"[{"at": "21:10", "strength": null}]"#,
        #"[{"at": "24:00", "strength": 3}]"#, #"[{"at": "2110", "strength": 3}]"#, #"[{"at": "21:1", "strength": 3}]"#,
        #"[{"at": "２１:10", "strength": 3}]"#, #"[{"at": 2110, "strength": 3}]"#, #"[{"at": "21:10", "strength": 3.0}]"#,
        #"[{"at": "21:10", "strength": 3.5}]"#, #"[{"at": "21:10", "strength": -1}]"#,
        #"[{"at": "21:10", "strength": "3"}]"#,
        #"[{"at": "21:10", "strength": 3, "after": 2}]"#, #"[{"at": "21:10", "strength": 3, "afterMinutes": 2}]"#,
        #"[{"at": "21:10", "strength": 3, "after": 2, "afterMinutes": 720}]"#,
        #"[{"at": "21:10", "strength": 3, "after": null, "afterMinutes": null}]"#,
        #"[{"at": "21:10", "strength": 3, "after": 11, "afterMinutes": 1}]"#,
        #"[{"at": "21:10", "strength": 3, "after": 1, "afterMinutes": 721}]"#,
        #"[{"at": "21:10", "strength": 3, "triggers": null}]"#,
        #"[{"at": "21:10", "strength": 3, "triggers": "stress"}]"#,
        #"[{"at": "21:10", "strength": 3, "triggers": ["stress", null]}]"#,
        #"[{"at": "21:10", "strength": 3, "triggers": ["stress", "Stress"]}]"#,
        #"[{"at": "21:10", "strength": 3, "triggers": ["tired", "stress", "tired"]}]"#,
        #"[{"at": "21:10", "strength": 3, "place": "home", "company": "alone"}]"#,
        #"[{"at": "21:10", "strength": 3, "place": "bar"}]"#,
        #"[{"at": "21:10", "strength": 3, "company": 1}]"#, #"[{"at": "21:10", "strength": 3, "note": ""}]"#,
        #"[{"at": "21:10", "strength": 3, "note": "a\tb"}]"#, #"[{"at": "21:10", "strength": 3, "note": "a\u0001"}]"#,
        #"[{"at": "21:10", "strength": 3, "doneText": "\#(String(repeating: "x", count: 101))"}]"#,
        #"[{"at": "21:10", "strength": 3, "triggerText": "\#(String(repeating: "長", count: 100))"}]"#,
        #"[{"at": "21:10", "strength": 3, "plan": ""}]"#, #"[{"at": "21:10", "strength": 3, "plan": 7}]"#,
        #"[{"at": "21:10", "strength": 3, "mood": 2}]"#, #"[{"at": "21:10", "strength": 3, "at": "21:11"}]"#,
        #"[{"at": "21:10", "strength": 3}, {"at": "21:10", "strength": 3}]"#,
        #"[{"at": "21:10", "strength": 3}, {"at": "21:10", "strength": 3, "triggers": ["stress"]}]"#,
        #"[{"at": "21:10", "strength": 3, "triggers": ["stress"]}, {"triggers": ["stress"], "strength": 3, "at": "21:10", "note": "n"}]"#,
        #"[{"at": "21:10", "strength": 3}, null]"#, #"[{"at": "21:10", "strength": 3},]"#,
    ]

    @Test("every spelling of an urges value: the same journal or the same refusal from both readers")
    func spellingsAgree() {
        let many =
            "["
            + (0..<101).map { #"{"at": "\#(ClockTime(minutes: 600 + $0)!.text)", "strength": 5}"# }.joined(
                separator: ", ") + "]"
        for urges in Self.spellings + [many] {
            let bytes = Array(
                #"{"format": "danshu-journal", "version": 4, "days": {"2026-11-28": {"drank": false, "urges": \#(urges)}}}"#
                    .utf8)
            let own = Result { () throws(JournalError) in try JournalReader.read(bytes, file: "j") }
            let kinds = Result { () throws(JournalError) in
                try JournalReader.read(bytes, file: "j", format: .throughKinds)
            }
            #expect(own == kinds, "\(urges)")
        }
    }
}
