import DanshuApp
import DanshuCore
import DanshuTestSupport
import DanshuText
import Foundation
import Testing

@testable import DanshuCLI
@testable import DanshuStore

/// The open app and another program's changes to its journal (issue 21): merged in by meaning, never lost, never
/// stopping the app; an unusable journal never written over.
@Suite("A session and another program's changes")
struct JournalSessionTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!
    static func day(_ n: Int) -> LocalDate { today.adding(days: -n) }

    /// A folder with a journal on disk and an app session on it.
    final class Scene: @unchecked Sendable {
        let folder: String
        let path: String
        let store: JournalStore
        let session: JournalSession
        var state: AppState
        let catalog = Catalog(.ja)

        init(_ journal: Journal, calls: FileCalls = .system) throws {
            folder = NSTemporaryDirectory() + "danshu-session-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            path = folder + "/journal.json"
            try JournalFile.replace(path, with: journal)
            store = JournalStore(path: path, calls: calls)
            state = AppState(journal: try store.load(), today: JournalSessionTests.today)
            session = JournalSession(path: path, store: store, lock: nil, home: nil, reportFolder: folder)
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        /// The action reduced and its effects run by the session, each result reduced before the effects after it, as
        /// the run loop's step does.
        func send(_ action: Action) {
            var effects = reduce(&state, action)
            while !effects.isEmpty {
                let effect = effects.removeFirst()
                if let result = session.perform(effect, on: state, catalog: catalog) {
                    effects = reduce(&state, .system(result)) + effects
                }
            }
        }

        /// The clock's look at the disk; true when it found something to tell.
        @discardableResult
        func lookAtDisk() -> Bool {
            guard let found = session.lookAtDisk(state, catalog: catalog, environment: [:]) else { return false }
            send(.system(found))
            return true
        }

        /// Another program's version, renamed over the journal as Syncthing and git do.
        func replace(with journal: Journal) {
            try? JournalFile.replace(folder + "/incoming.json", with: journal)
            rename(folder + "/incoming.json", path)
        }

        /// What is on disk now.
        func onDisk() throws -> Journal {
            try JournalReader.read(Array(FileManager.default.contents(atPath: path) ?? Data()), file: path)
        }
    }

    static func journal(_ days: [Int: DayRecord]) -> Journal {
        Journal(days: Dictionary(uniqueKeysWithValues: days.map { (day($0.key), $0.value) }))
    }

    @Test(
        "the report pane's h writes report-YYYY-MM-DD.html, the name report --output FOLDER gives, and says where (issue 40)"
    )
    func reportFileName() throws {
        let scene = try Scene(Journal())
        scene.send(.app(.reportPressed))
        scene.send(.report(.writeHTMLPressed))
        let path = scene.folder + "/report-2026-11-29.html"
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(scene.state.message == .reportWritten(path: path))
        #expect(ReportFile.name(endingOn: Self.today, extension: "html") == "report-2026-11-29.html")
        let others = try FileManager.default.contentsOfDirectory(atPath: scene.folder).filter { $0.hasSuffix(".html") }
        #expect(others == ["report-2026-11-29.html"], "\(others)")
    }

    @Test(
        "a change made elsewhere comes in with the next save; the message says how many days; undo takes back only ours"
    )
    func mergedAtTheNextSave() throws {
        let scene = try Scene(Self.journal([3: .sober]))
        scene.replace(with: Self.journal([3: .sober, 2: .sober, 1: drank(entry(Drink.beer))]))
        scene.send(.main(.answered(.no))) // today, sober
        #expect(try scene.onDisk() == Self.journal([3: .sober, 2: .sober, 1: drank(entry(Drink.beer)), 0: .sober]))
        #expect(scene.state.journal == (try scene.onDisk()))
        #expect(
            scene.state.message
                == .syncMerged(SyncArrival(days: 2, settingsOrPresets: false, conflicts: [], theirsKept: nil)))
        #expect(scene.catalog.message(scene.state.message!) == "別の端末から2日分を取り込みました")
        scene.send(.app(.undoPressed))
        #expect(try scene.onDisk() == Self.journal([3: .sober, 2: .sober, 1: drank(entry(Drink.beer))]))
    }

    @Test(
        "a day changed on both sides keeps ours, names the day, and keeps theirs beside the journal as a conflict copy")
    func conflictKeepsOurs() throws {
        let scene = try Scene(Self.journal([1: .sober]))
        scene.replace(with: Self.journal([1: .sober, 0: drank(entry(Drink.sake))]))
        scene.send(.main(.answered(.no)))
        #expect(try scene.onDisk().days[Self.today] == .sober)
        let copies = SyncConflictCopies.beside(journal: scene.path)
        #expect(copies.count == 1)
        let copy = try JournalReader.read(
            Array(FileManager.default.contents(atPath: copies[0]) ?? Data()), file: copies[0])
        #expect(copy.days == [Self.today: drank(entry(Drink.sake))])
        #expect(
            scene.state.message
                == .syncMerged(
                    SyncArrival(days: 0, settingsOrPresets: false, conflicts: [Self.today], theirsKept: copies[0])))
        #expect(scene.catalog.message(scene.state.message!).contains("11月29日は両方で変更されたため、こちらを残しました"))
    }

    @Test("left alone, the app takes the change in on a clock tick")
    func mergedOnATick() throws {
        let scene = try Scene(Self.journal([3: .sober]))
        #expect(!scene.lookAtDisk())
        var theirs = Self.journal([3: .sober, 2: .sober])
        theirs.settings.dailyLimitGrams = 40
        scene.replace(with: theirs)
        scene.lookAtDisk()
        #expect(scene.state.journal == theirs)
        #expect(
            scene.state.message
                == .syncMerged(SyncArrival(days: 1, settingsOrPresets: true, conflicts: [], theirsKept: nil)))
    }

    @Test(
        "an unreadable, emptied or deleted journal is never written over: the change is taken back until W writes it back"
    )
    func unusableUntilWriteBack() throws {
        for (problem, damage): (DiskProblem?, (String) -> Void) in [
            (nil, { _ = FileManager.default.createFile(atPath: $0, contents: Data("{not json".utf8)) }),
            (.emptied, { _ = FileManager.default.createFile(atPath: $0, contents: Data()) }),
            (.deleted, { unlink($0) }),
        ] {
            let scene = try Scene(Self.journal([1: .sober]))
            damage(scene.path)
            let before = FileManager.default.contents(atPath: scene.path)
            scene.send(.main(.answered(.no)))
            #expect(scene.state.journal == Self.journal([1: .sober]), "the change is taken back")
            #expect(FileManager.default.contents(atPath: scene.path) == before, "the file is untouched")
            if let problem {
                #expect(scene.state.diskProblem == problem)
            } else {
                #expect(scene.state.diskProblem != nil)
            }
            #expect(scene.catalog.message(scene.state.message!).hasPrefix("W で今の内容を書き戻せます"))
            // Other keys keep saying so; W writes back, keeping what was there.
            scene.send(.main(.dayMoved(by: -1)))
            #expect(scene.state.message == .journalUnusable(scene.state.diskProblem!))
            let was = scene.state.diskProblem
            scene.send(.app(.writeBackPressed))
            #expect(try scene.onDisk() == Self.journal([1: .sober]))
            // The message is true: it names the copy that keeps what was there, and says so only when one was made.
            let copies = SyncConflictCopies.beside(journal: scene.path)
            #expect(copies.count == (problem == nil ? 1 : 0))
            #expect(scene.state.diskProblem == nil && scene.state.message == .writtenBack(kept: copies.first, was: was))
            let said = scene.catalog.message(scene.state.message!)
            #expect(copies.first.map { said.contains($0) } ?? !said.contains("残しました"), "\(said)")
            scene.send(.main(.dayMoved(by: -1)))
            scene.send(.main(.answered(.no)))
            #expect(try scene.onDisk() == Self.journal([1: .sober, 2: .sober]), "saves go on")
        }
    }

    @Test(
        "random moments: 200 rounds of an app change and another program's day, before, during or after the save; nothing is lost"
    )
    func nothingLostAtRandomMoments() throws {
        let pending = Pending()
        var calls = FileCalls.system
        calls.exchange = { first, second in
            pending.fire()
            return FileCalls.system.exchange(first, second)
        }
        let scene = try Scene(Journal(), calls: calls)
        var random = SystemRandomNumberGenerator()
        var theirs: [LocalDate] = []
        for round in 0..<200 {
            // Theirs: a version of what is on disk now plus one more day, put in place at one of three moments.
            let date = LocalDate(year: 2020, month: 1, day: 1)!.adding(days: round)
            theirs.append(date)
            let replace = { [scene] in
                var version = (try? scene.onDisk()) ?? Journal()
                version.days[date] = .sober
                scene.replace(with: version)
            }
            let moment = Int.random(in: 0..<3, using: &random)
            switch moment {
            case 0: replace() // before the key
            case 1: pending.set(replace) // in the instant before the save's swap (after the key when it saves nothing)
            default: break // after the key's save
            }
            // Ours: today's count of beer goes up by one, or an answer on a day of the last week.
            if round % 2 == 0 {
                scene.send(.main(.chipTapped(0)))
                // The 26th beer passes 500 g, which is asked about once (`BeyondDrinkable`): y records it.
                if case .amountQuestion? = scene.state.modal { scene.send(.modal(.amountQuestion(.answered(true)))) }
            } else {
                scene.state.selected = Self.day(1 + round % 6)
                scene.send(.main(.answered(round % 4 == 1 ? .no : .yes)))
                scene.state.selected = Self.today
            }
            pending.fire()
            if moment == 2 { replace() }
            if Int.random(in: 0..<4, using: &random) == 0 { scene.lookAtDisk() }
        }
        scene.lookAtDisk()
        scene.send(.main(.chipTapped(0)))
        let disk = try scene.onDisk()
        let lost = theirs.filter { disk.days[$0] != .sober }
        #expect(lost.isEmpty, "\(lost.count) of their days lost: \(lost.prefix(5).map(\.iso))")
        #expect(disk.days[Self.today]?.drinks.first?.count == 101, "ours: \(String(describing: disk.days[Self.today]))")
        #expect(disk == scene.state.journal)
    }

    /// One replacement waiting for the next swap (a moment inside the save).
    final class Pending: @unchecked Sendable {
        private var action: (() -> Void)?
        func set(_ action: @escaping () -> Void) { self.action = action }
        func fire() {
            let action = self.action
            self.action = nil
            action?()
        }
    }
}
