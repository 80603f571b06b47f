import DanshuApp
import DanshuCore
import DanshuText
import DanshuUI
import Testing

/// The run loop's step (`AppLoop`) on its own: what it asks of the world and in which order, for bursts of input, the
/// clock and the disk's answers. The whole loop with a terminal and a journal on disk is in RunLoopTests (DanshuCLI).
@Suite("The run loop's step")
struct AppLoopTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    /// The step driven as the run loop drives it, the world's answers scripted: saves succeed unless told otherwise,
    /// the disk has nothing new. Every request up to the next frame is kept.
    struct Harness {
        var loop: AppLoop
        var requests: [LoopRequest] = []
        var milliseconds: Int64 = 0
        var today = AppLoopTests.today
        /// What the next saves answer.
        var saveResult: SystemAction = .saved
        /// What the next looks at the disk find, first first; nothing once they are used up.
        var diskResult: [SystemAction] = []
        /// How many times the disk was looked at.
        var looks = 0

        init(_ state: AppState, width: Int = 80, height: Int = 24, motion: Bool = false) {
            loop = AppLoop(state: state, width: width, height: height, mouse: true, color: true, language: { _ in .ja })
            settle(loop.start(motion: motion, clock: clock))
        }

        /// The time of day the clock reads.
        var time = ClockTime(wrapping: 12 * 60)

        var clock: LoopClock {
            let now = JournalMoment(day: today, time: time)
            return LoopClock(milliseconds: milliseconds, now: { _ in now })
        }

        /// One burst read after the last frame; the size the terminal has once it was read.
        mutating func send(_ events: [InputEvent], width: Int = 80, height: Int = 24) {
            requests = []
            settle(loop.step(.input(events, width: width, height: height), clock: clock))
        }

        private mutating func settle(_ first: LoopRequest) {
            var request = first
            while true {
                requests.append(request)
                switch request {
                case .reduced: request = loop.step(.result(nil), clock: clock)
                case .perform(.save), .perform(.writeBack): request = loop.step(.result(saveResult), clock: clock)
                case .perform: request = loop.step(.result(nil), clock: clock)
                case .lookAtDisk:
                    looks += 1
                    request = loop.step(.result(diskResult.isEmpty ? nil : diskResult.removeFirst()), clock: clock)
                case .draw, .quit: return
                }
            }
        }

        /// The actions reduced since the last burst.
        var reduced: [Action] { requests.compactMap { if case .reduced(let action, _) = $0 { action } else { nil } } }
        /// The frame the last burst ended in, and how long the loop then waits.
        var frame: Frame? { if case .draw(let frame, _, _)? = requests.last { frame } else { nil } }
        var wait: Int32? { if case .draw(_, _, let wait)? = requests.last { wait } else { nil } }
        var text: String { frame.map { Self.text(of: $0) } ?? "" }

        static func text(of frame: Frame) -> String {
            (0..<frame.canvas.height).map { y in frame.canvas.cells(row: y).map(\.text).joined() }.joined(
                separator: "\n")
        }
    }

    /// Text as the keys that type it.
    static func typed(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

    static func state(days: [Int: DayRecord] = [:]) -> AppState {
        var journal = Journal()
        for (back, record) in days { journal.days[today.adding(days: -back)] = record }
        var state = AppState(journal: journal, today: today)
        state.message = nil
        return state
    }

    @Test("text typed into a form in one burst is one edit, and the Enter after it in the same burst still saves it")
    func typedBurstIsOneEdit() {
        var harness = Harness(Self.state())
        harness.send([.key(.character("m"))])
        harness.send(Self.typed("休肝日にした") + [.key(.enter)])
        #expect(
            harness.reduced == [
                .modal(.note(.textEdited(.insert("休肝日にした")))), .modal(.note(.submitPressed)), .system(.saved),
            ])
        #expect(
            harness.requests.filter { if case .draw = $0 { true } else { false } }.count == 1, "one frame for the burst"
        )
        #expect(harness.loop.state.journal.days[Self.today]?.note == "休肝日にした")
    }

    @Test("a save's result is reduced before the next key of the burst")
    func resultsBeforeTheNextKey() {
        var harness = Harness(Self.state())
        harness.saveResult = .saveFailed(reason: "disk full")
        harness.send([.key(.character("1")), .key(.left)])
        #expect(
            harness.reduced == [
                .main(.chipTapped(0)), .system(.saveFailed(reason: "disk full")), .main(.dayMoved(by: -1)),
            ])
        #expect(harness.loop.state.journal.days[Self.today] == nil, "the failed change was taken back")
        #expect(harness.loop.state.selected == Self.today.adding(days: -1))
    }

    @Test("keys after a resize in the same burst meet the new size; the text before it is kept")
    func resizeMidBurst() {
        var harness = Harness(Self.state())
        harness.send([.key(.character("m"))])
        harness.send(Self.typed("ab") + [.key(.resize)] + Self.typed("c"), width: 40, height: 10)
        #expect(harness.reduced == [.modal(.note(.textEdited(.insert("ab"))))], "c meets the too-small screen")
        #expect(harness.frame?.canvas.width == 40 && harness.frame?.canvas.height == 10)
        harness.send([.key(.resize)] + Self.typed("c") + [.key(.enter)])
        #expect(harness.loop.state.journal.days[Self.today]?.note == "abc")
    }

    @Test("a click later in a burst lands on the frame the keys before it left")
    func clickAfterKeys() throws {
        var harness = Harness(Self.state())
        var earlier = harness.loop.state
        reduce(&earlier, .main(.monthMoved(by: -1)))
        let october = Screen.render(earlier, width: 80, height: 24, catalog: Catalog(.ja), theme: Theme(color: true))
        let target = LocalDate(year: 2026, month: 10, day: 14)!
        let hit = try #require(october.hits.first { $0.action == .main(.dayClicked(target)) })
        harness.send([.key(.character("<")), .key(.click(x: hit.x, y: hit.y))])
        #expect(harness.reduced == [.main(.monthMoved(by: -1)), .main(.dayClicked(target))])
        #expect(harness.loop.state.selected == target)
    }

    @Test(
        "the disk is looked at once a second and today every 30 seconds, by deadlines that keys never put off (issue 34)"
    )
    func clockTick() {
        var harness = Harness(Self.state())
        #expect(harness.wait == AppLoop.diskLookMilliseconds)
        harness.today = Self.today.adding(days: 1)
        // A key every 400 ms for 40 s: the looks come on time all the same, and so does the day.
        var looksAt: [Int64] = []
        for _ in 0..<100 {
            harness.milliseconds += 400
            let before = harness.looks
            harness.send([.key(.right)])
            if harness.looks > before { looksAt.append(harness.milliseconds) }
            #expect(harness.wait.map { $0 <= AppLoop.diskLookMilliseconds } == true)
        }
        #expect(looksAt.count >= 39, "\(looksAt.count) looks in 40 s")
        #expect(zip(looksAt, looksAt.dropFirst()).allSatisfy { $1 - $0 <= 1200 }, "\(looksAt)")
        #expect(looksAt.first.map { $0 <= 1200 } == true)
        #expect(harness.loop.state.today == Self.today.adding(days: 1))
        // Left alone, the wait ends at the next deadline, and the look comes first.
        harness.milliseconds += Int64(harness.wait ?? 0)
        harness.send([.timeout])
        #expect(harness.requests.first == .lookAtDisk)
    }

    @Test("what a look finds is reduced before the frame; a finding that changes nothing draws nothing new")
    func lookFindsAVersion() {
        var harness = Harness(Self.state())
        var theirs = Journal()
        theirs.days[Self.today.adding(days: -1)] = .sober
        harness.diskResult = [
            .journalMerged(
                merged: theirs, arrival: SyncArrival(days: 1, settingsOrPresets: false, conflicts: [], theirsKept: nil),
                changedFromDisk: [])
        ]
        harness.milliseconds += Int64(AppLoop.diskLookMilliseconds)
        harness.send([.timeout])
        #expect(
            harness.reduced.first
                == .system(
                    .journalMerged(
                        merged: theirs,
                        arrival: SyncArrival(
                            days: 1, settingsOrPresets: false,
                            conflicts: [], theirsKept: nil), changedFromDisk: [])))
        #expect(harness.text.contains("別の端末から1日分を取り込みました"))
    }

    /// Seven sober days up to today: a milestone at the start.
    static func milestone() -> AppState {
        state(days: Dictionary(uniqueKeysWithValues: (0..<7).map { ($0, DayRecord.sober) }))
    }

    @Test("a celebration's frames are timed by the clock and end by themselves after the last one")
    func celebrationEndsByItself() {
        var harness = Harness(Self.milestone(), motion: true)
        #expect(harness.loop.state.celebrating == 7)
        var frames = 0
        while harness.loop.state.celebrating != nil && frames < 100 {
            #expect(harness.wait.map { $0 <= Celebration.frameMilliseconds } == true)
            #expect(harness.text.contains("祝"))
            frames += 1
            harness.milliseconds += Int64(harness.wait ?? 0)
            harness.send([.timeout])
        }
        // A look at the disk falls between two frames once a second: the same frame is shown again after it.
        #expect((Celebration.frameCount...(Celebration.frameCount + 2)).contains(frames))
        #expect(harness.milliseconds == Int64(Celebration.frameCount) * Int64(Celebration.frameMilliseconds))
        #expect(harness.reduced == [.system(.celebrationEnded)])
        #expect(harness.wait.map { $0 <= AppLoop.diskLookMilliseconds } == true && !harness.text.contains("祝"))
    }

    @Test("a key ends the celebration and then acts; a late frame is skipped, not waited for")
    func celebrationEndsAtAKey() {
        var harness = Harness(Self.milestone(), motion: true)
        harness.milliseconds += 1000
        harness.send([.timeout])
        #expect(harness.wait == Celebration.wait(afterMilliseconds: 1000) && harness.loop.state.celebrating == 7)
        harness.send([.key(.character("s"))])
        #expect(harness.reduced == [.app(.statisticsPressed)])
        #expect(harness.loop.state.celebrating == nil && harness.loop.state.pane == .statistics)
        #expect(harness.wait.map { $0 <= AppLoop.diskLookMilliseconds } == true && !harness.text.contains("祝"))
    }

    @Test("Ctrl-L draws the next frame whole, once")
    func redrawAll() {
        var harness = Harness(Self.state())
        harness.send([.key(.control("l"))])
        #expect(
            harness.requests == [
                .draw(harness.loop.shown, redrawAll: true, waitMilliseconds: AppLoop.diskLookMilliseconds)
            ])
        harness.send([.key(.right)])
        #expect(
            harness.requests.last
                == .draw(harness.loop.shown, redrawAll: false, waitMilliseconds: AppLoop.diskLookMilliseconds))
    }

    @Test("q looks at the disk, then ends the loop; so does a terminal that hung up; after the end every step says so")
    func quitting() {
        var harness = Harness(Self.state())
        harness.send([.key(.character("q")), .key(.character("1"))])
        #expect(harness.reduced == [.app(.quitPressed), .system(.lookedBeforeLeaving)])
        #expect(harness.requests.prefix(2).last == .lookAtDisk, "the last look comes before the end")
        #expect(harness.requests.last == .quit)
        #expect(harness.loop.state.journal.days.isEmpty, "keys after q are not handled")
        harness.send([.key(.left)])
        #expect(harness.requests == [.quit])

        var other = Harness(Self.state())
        other.send(Self.typed("m") + [.hangup])
        #expect(other.reduced.suffix(2) == [.system(.endRequested), .system(.lookedBeforeLeaving)])
        #expect(other.requests.contains(.lookAtDisk) && other.requests.last == .quit)
    }

    @Test(
        "Ctrl-C in a form or question does what Esc does, after the keys before it; on the main screen or a pane it leaves as q does (issue 40)"
    )
    func interrupt() {
        // The trial: e, a, テスト, Ctrl-C: the form closes, nothing is added, the app stays.
        var form = Harness(Self.state())
        form.send([.key(.character("e")), .key(.character("a"))] + Self.typed("テスト") + [.interrupt])
        #expect(form.loop.state.modal == nil && form.loop.state.pane == .presets && form.requests.last != .quit)
        #expect(!form.loop.leavesByInterrupt && form.reduced.last == .modal(.drinkForm(.cancelPressed)))
        #expect(form.loop.state.journal.presets == Journal().presets)
        // The next Ctrl-C, with no form open, leaves after the last look, without a question.
        form.send([.interrupt])
        #expect(form.loop.leavesByInterrupt && form.requests.contains(.lookAtDisk) && form.requests.last == .quit)
        #expect(form.reduced.suffix(2) == [.system(.endRequested), .system(.lookedBeforeLeaving)])

        // The note, the feelings and the delete question: each backs out as with Esc.
        var note = Harness(Self.state())
        note.send(Self.typed("m") + Self.typed("メモ") + [.interrupt])
        #expect(note.loop.state.modal == nil && note.loop.state.journal.days.isEmpty && !note.loop.leavesByInterrupt)
        note.send([.key(.character("f")), .key(.right), .interrupt])
        #expect(note.loop.state.modal == nil && note.loop.state.journal.days.isEmpty && !note.loop.leavesByInterrupt)
        note.send([.key(.character("e")), .key(.character("d")), .interrupt])
        #expect(
            note.loop.state.modal == nil && note.loop.state.journal.presets == Journal().presets
                && !note.loop.leavesByInterrupt)

        // The urges' forms and questions (issue 42): the urge form with a trigger typed, the plans shown, 「今の強さは？」
        // (skipped, as Esc does), the plans pane's form and its retire question.
        var urges = Harness(
            Self.state(days: [
                0: DayRecord(drank: nil, urges: [Urge(at: ClockTime(wrapping: 11 * 60 + 45), strength: 6)])
            ]))
        #expect(urges.loop.state.modal.map { if case .urgeFollowUp = $0 { true } else { false } } == true)
        urges.send([.key(.character("4")), .interrupt])
        #expect(
            urges.loop.state.modal == nil && urges.loop.state.message == .followUpSkipped
                && !urges.loop.leavesByInterrupt)
        urges.send(
            [.key(.character("i")), .key(.character("5")), .key(.tab), .key(.tab), .key(.tab), .key(.tab)]
                + Self.typed("上司") + [.interrupt])
        #expect(
            urges.loop.state.modal == nil && urges.loop.state.journal.days[Self.today]?.urges.count == 1
                && !urges.loop.leavesByInterrupt)
        urges.send([.key(.character("i")), .key(.character("5")), .key(.enter), .interrupt])
        #expect(
            urges.loop.state.modal == nil && urges.loop.state.journal.days[Self.today]?.urges.count == 2
                && !urges.loop.leavesByInterrupt)
        urges.send([.key(.character("I")), .key(.character("a")), .key(.character("1")), .interrupt])
        #expect(urges.loop.state.modal == nil && urges.loop.state.pane == .ifThenPlans && !urges.loop.leavesByInterrupt)
        urges.send([.key(.enter), .key(.character("d")), .interrupt])
        #expect(
            urges.loop.state.modal == nil && urges.loop.state.journal.ifThenPlans.first?.isActive == true
                && !urges.loop.leavesByInterrupt)

        // A key before Ctrl-C on the main screen is taken first, then the app leaves.
        var main = Harness(Self.state())
        main.send([.key(.character("1")), .interrupt])
        #expect(
            main.loop.state.journal.days[Self.today]?.drinkCount == 1 && main.loop.leavesByInterrupt
                && main.requests.last == .quit)

        // On the too-small screen Esc means nothing: Ctrl-C asks as q does there, and Ctrl-C again backs out of the question.
        var small = Harness(Self.state())
        small.send(Self.typed("m") + Self.typed("x") + [.key(.resize)], width: 39, height: 15)
        small.send([.interrupt], width: 39, height: 15)
        #expect(small.loop.state.askingToQuit && small.loop.state.modal != nil && !small.loop.leavesByInterrupt)
        small.send([.interrupt], width: 39, height: 15)
        #expect(!small.loop.state.askingToQuit && small.loop.state.modal != nil && small.requests.last != .quit)
    }

    @Test(
        "another program's version found by the last look is merged and saved before the end, and said on the terminal after it"
    )
    func leavingMergesFirst() {
        var harness = Harness(Self.state(days: [0: .sober]))
        var merged = harness.loop.state.journal
        merged.days[Self.today.adding(days: -1)] = .sober
        let arrival = SyncArrival(days: 1, settingsOrPresets: false, conflicts: [], theirsKept: nil)
        harness.diskResult = [.journalMerged(merged: merged, arrival: arrival, changedFromDisk: [Self.today])]
        harness.send([.key(.character("q"))])
        #expect(harness.requests.contains(.perform(.save(days: [Self.today]))), "the merge is saved before the end")
        #expect(harness.requests.last == .quit)
        #expect(harness.loop.state.leaving?.parting == [.syncMerged(arrival)])
    }

    @Test("q with the journal deleted asks first: another key goes back, W writes back and quits, y quits without")
    func leavingAnUnusableJournal() {
        var harness = Harness(Self.state(days: [0: .sober]))
        harness.diskResult = [.journalUnusable(.deleted)]
        harness.send([.key(.character("q"))])
        #expect(harness.loop.state.message == .confirmLeaveUnusable(.deleted) && harness.requests.last != .quit)
        #expect(harness.text.contains("W 書き戻して終了"))
        harness.send([.key(.character("x"))])
        #expect(harness.loop.state.leaving == nil && harness.requests.last != .quit, "another key goes back to the app")
        harness.send([.key(.character("q"))])
        harness.saveResult = .writtenBack(kept: nil)
        harness.send([.key(.character("W"))])
        #expect(harness.requests.contains(.perform(.writeBack)) && harness.requests.last == .quit)
        #expect(harness.loop.state.leaving?.parting == [.writtenBack(kept: nil, was: .deleted)])

        var other = Harness(Self.state(days: [0: .sober]))
        other.diskResult = [.journalUnusable(.emptied)]
        other.send([.key(.character("q"))])
        other.send([.key(.character("y"))])
        #expect(!other.requests.contains(.perform(.writeBack)) && other.requests.last == .quit)

        // A hang-up cannot be asked: the journal is written back (what is there kept aside) and the app ends.
        var hungUp = Harness(Self.state(days: [0: .sober]))
        hungUp.diskResult = [.journalUnusable(.unreadable(reason: "not JSON"))]
        hungUp.saveResult = .writtenBack(kept: "~/journal.sync-conflict-x.json")
        hungUp.send([.hangup])
        #expect(hungUp.requests.contains(.perform(.writeBack)) && hungUp.requests.last == .quit)
    }

    @Test(
        "the time of day is told before the first frame and before keys that come a minute later: an urge has that minute (issue 42)"
    )
    func timeOfDay() {
        var harness = Harness(Self.state())
        #expect(harness.loop.state.now == ClockTime(wrapping: 12 * 60))
        harness.time = ClockTime(wrapping: 12 * 60 + 3)
        harness.milliseconds += 500
        harness.send([.key(.character("i")), .key(.character("7")), .key(.enter)])
        #expect(
            harness.reduced.first == .system(.clockTicked(today: Self.today, time: ClockTime(wrapping: 12 * 60 + 3))))
        #expect(
            harness.loop.state.journal.days[Self.today]?.urges == [
                Urge(at: ClockTime(wrapping: 12 * 60 + 3), strength: 7)
            ])
        harness.send([.key(.escape)])
        #expect(
            !harness.reduced.contains { if case .system(.clockTicked) = $0 { true } else { false } },
            "the same minute: not told again")
    }

    @Test("while the app stays open, the clock asks 「今の強さは？」 ten minutes after an urge, with no key pressed (issue 42)")
    func followUpWhileOpen() {
        var state = Self.state(days: [
            0: DayRecord(drank: nil, urges: [Urge(at: ClockTime(wrapping: 12 * 60), strength: 8)])
        ])
        state.now = ClockTime(wrapping: 12 * 60)
        var harness = Harness(state)
        #expect(harness.loop.state.modal == nil)
        // Nine minutes of quiet, the deadlines passing: nothing is asked.
        for minute in 1...9 {
            harness.time = ClockTime(wrapping: 12 * 60 + minute)
            harness.milliseconds += Int64(AppLoop.clockTickMilliseconds)
            harness.send([.timeout])
        }
        #expect(harness.loop.state.modal == nil)
        harness.time = ClockTime(wrapping: 12 * 60 + 10)
        harness.milliseconds += Int64(AppLoop.clockTickMilliseconds)
        harness.send([.timeout])
        #expect(harness.text.contains("今の強さは？") && harness.text.contains("12:00 の衝動（強さ8）から 10分"))
        harness.send([.key(.character("3")), .key(.enter)])
        #expect(harness.loop.state.journal.days[Self.today]?.urges.first?.after == 3)
        #expect(harness.loop.state.journal.days[Self.today]?.urges.first?.afterMinutes == 10)
    }
}
