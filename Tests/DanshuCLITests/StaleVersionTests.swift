import DanshuApp
import DanshuCore
import DanshuTestSupport
import DanshuText
import Foundation
import Testing

@testable import DanshuCLI
@testable import DanshuStore

/// Another program's version built on the journal before the app changed it (issue 34, item 2): it never undoes the app's
/// edit, whether it is found by a look, by a save, or merged from a copy kept aside; a day it really changed too keeps
/// ours and lists theirs.
@Suite("An older version never undoes the app's edits")
struct StaleVersionTests {
    typealias Scene = JournalSessionTests.Scene
    static let today = JournalSessionTests.today
    static func day(_ n: Int) -> LocalDate { today.adding(days: -n) }
    /// The Sunday starting the week of the 11-28 edit (weeks start on Sunday).
    static let week = LocalDate(year: 2026, month: 11, day: 22)!

    /// The journal both versions start from: 11-28 one beer, 11-26 sober, a plan for the week, the medicine set.
    static var start: Journal {
        var journal = Journal(days: [day(1): drank(entry(Drink.beer)), day(3): .sober])
        journal.settings.medicine = "セリンクロ"
        journal.plans = [week: WeekPlan(drinkingDays: [.saturday], maxTenths: 400)]
        return journal
    }

    /// Each part of 11-28 (and the week's plan) as the app changes it.
    static let edits: [(name: String, change: @Sendable (inout Journal) -> Void)] = [
        ("drinks", { $0.days[day(1)] = drank(entry(Drink.beer, count: 2)) }),
        ("answer", { $0.days[day(1)] = .sober }),
        ("note", { $0.days[day(1)]?.note = "飲み会" }),
        ("medicine", { $0.days[day(1)]?.medicine = "セリンクロ" }),
        ("context", { $0.days[day(1)]?.context = DayContext(place: .out, company: .friends) }),
        ("plan", { $0.plans[week] = WeekPlan(drinkingDays: [.friday, .saturday], maxTenths: 200) }),
    ]

    @Test(
        "an older version with a note on another day arrives after each kind of edit: the edit stays, the note comes in, one day counted",
        arguments: 0..<6)
    func olderVersionAfterAnEdit(_ index: Int) throws {
        let (name, change) = Self.edits[index]
        for foundBy in ["look", "save"] {
            let scene = try Scene(Self.start)
            var ours = Self.start
            change(&ours)
            scene.change(to: ours)
            // Theirs: built on the journal before the edit, with a note on 11-25.
            var theirs = Self.start
            theirs.days[Self.day(4)] = DayRecord(drank: nil, note: "別の端末で")
            scene.replace(with: theirs)
            if foundBy == "look" {
                scene.lookAtDisk()
            } else {
                scene.send(.main(.answered(.no))) // today: a save that meets their version
                ours.days[Self.today] = .sober
            }
            ours.days[Self.day(4)] = DayRecord(drank: nil, note: "別の端末で")
            let disk = try scene.onDisk()
            #expect(
                disk == ours,
                "\(name), found by a \(foundBy): \(disk.daysDiffering(from: ours).map(\.iso)) \(disk.plans == ours.plans)"
            )
            #expect(scene.state.journal == ours)
            #expect(
                scene.state.message
                    == .syncMerged(SyncArrival(days: 1, settingsOrPresets: false, conflicts: [], theirsKept: nil)),
                "\(name), \(foundBy): \(String(describing: scene.state.message))")
        }
    }

    @Test(
        "a day both sides really changed keeps ours and lists theirs, as danshu merge does; their copy is kept beside the journal"
    )
    func bothChanged() throws {
        let scene = try Scene(Self.start)
        var ours = Self.start
        ours.days[Self.day(1)] = drank(entry(Drink.beer, count: 2))
        scene.change(to: ours)
        var theirs = Self.start
        theirs.days[Self.day(1)] = drank(entry(Drink.beer, count: 3))
        scene.replace(with: theirs)
        scene.lookAtDisk()
        #expect(try scene.onDisk().days[Self.day(1)] == drank(entry(Drink.beer, count: 2)))
        guard case .syncMerged(let arrival)? = scene.state.message else {
            Issue.record("no merge message: \(String(describing: scene.state.message))")
            return
        }
        #expect(arrival.days == 0 && arrival.conflicts == [Self.day(1)] && arrival.theirsKept != nil)
        // The same version again is stale now: nothing more is listed, no second copy made.
        scene.replace(with: theirs)
        scene.lookAtDisk()
        #expect(try scene.onDisk().days[Self.day(1)] == drank(entry(Drink.beer, count: 2)))
        #expect(SyncConflictCopies.beside(journal: scene.path).count == 1)
    }

    @Test("a value the app had and wrote over twice is still stale: the version before both edits undoes neither")
    func twoEditsBack() throws {
        let scene = try Scene(Self.start)
        var ours = Self.start
        ours.days[Self.day(1)] = drank(entry(Drink.beer, count: 2))
        scene.change(to: ours)
        var middle = ours
        middle.days[Self.day(3)] = DayRecord(drank: false, note: "ジム")
        scene.change(to: middle)
        scene.replace(with: ours) // theirs: our first write, without the second edit
        scene.lookAtDisk()
        #expect(try scene.onDisk() == middle)
    }
}

extension JournalSessionTests.Scene {
    /// The app's journal changed to `journal` and saved as a key's change is (the days that differ named), each result
    /// reduced as the run loop does.
    func change(to journal: Journal) {
        let days = state.journal.daysDiffering(from: journal)
        state.journal = journal
        var effects: [Effect] = [.save(days: days)]
        while !effects.isEmpty {
            let effect = effects.removeFirst()
            if let result = session.perform(effect, on: state, catalog: catalog) {
                effects = reduce(&state, .system(result)) + effects
            }
        }
    }
}
