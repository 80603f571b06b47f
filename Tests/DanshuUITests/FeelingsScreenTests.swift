import DanshuApp
import DanshuCore
import DanshuStorm
import DanshuText
import Testing

@testable import DanshuUI

/// Feelings in the day panel, the calendar and the statistics (told apart without color), and the frames of a
/// milestone's celebration: a pure function of the milestone, the frame's number and the size.
@Suite struct FeelingsScreenTests {
    /// The fixture month with feelings on the selected day (11-28), on a sober day (11-20) and an over-limit one (11-15).
    static func state() -> AppState {
        var state = SizeSnapshotTests.state()
        for (date, mood, craving) in [(28, 2, 7), (20, 5, 1), (15, 1, 9)] {
            let day = LocalDate(year: 2026, month: 11, day: date) ?? state.today
            state.journal.days[day]?.mood = mood
            state.journal.days[day]?.craving = craving
        }
        state.journal.days[state.today] = DayRecord(drank: nil, craving: 3) // only feelings: unrecorded for drinking
        return state
    }

    func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language = .ja, color: Bool = true) -> Frame
    {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: color))
    }

    @Test("the day panel shows them and the calendar marks the days with feelings, without color too")
    func dayPanelAndCalendar() {
        let state = Self.state()
        assertSnapshot(render(state, 80, 22).canvas, named: "main-feelings-80x22")
        let plain = render(state, 80, 22, color: false).canvas.text
        #expect(plain.contains("気分 2/5  飲みたい 7/10"))
        // At 80 the marks are the number's look: 28 and 15 keep their band glyphs (issue 40), as every day does.
        #expect(
            plain.contains(" 28▓ ") && plain.contains(" 15█ ") && plain.contains(" 20○ ") && !plain.contains("*"),
            "\(plain)")
        // With a spare column `!` goes before the number; with two, both marks as characters.
        let wide = render(state, 100, 30).canvas.text
        #expect(wide.contains("!28▓ ") && wide.contains(" 20○ ") && !wide.contains("*"))
        let wider = render(state, 130, 30).canvas.text
        #expect(
            wider.contains("*!28▓ ") && wider.contains("*!15█ ") && wider.contains("*20○ ") && wider.contains("*気分 "),
            "\(wider)")
        #expect(render(state, 80, 24, .en).canvas.text.contains("mood 2/5  craving 7/10"))
        // The longest values fit the panel's 23 columns at 80, with one space between them.
        var longest = state
        longest.journal.days[longest.selected]?.craving = 10
        #expect(render(longest, 80, 22).canvas.text.contains("気分 2/5 飲みたい 10/10"))
        #expect(render(longest, 80, 22, .en).canvas.text.contains("mood 2/5  craving 10/10"))
    }

    /// The first row of each week of the calendar, as drawn.
    func calendarWeeks(_ state: AppState, _ width: Int, _ height: Int, _ language: Language = .ja, color: Bool = true)
        -> [String]
    {
        let canvas = render(state, width, height, language, color: color).canvas
        let layout = MainLayout(for: state, width: width, height: height)
        return (0..<6).map { week in
            let y = layout.calendar.y + 2 + week * layout.calendarCellHeight
            return String((layout.calendar.x..<layout.calendar.maxX).map { canvas[$0, y].text }.joined())
        }
    }

    /// The cells of a day's digits in the calendar as drawn: where the number's look is the mark.
    func numberCells(_ day: Int, _ state: AppState, _ width: Int, _ height: Int, color: Bool) -> [Cell] {
        let canvas = render(state, width, height, color: color).canvas
        let layout = MainLayout(for: state, width: width, height: height)
        let digits = String(day).map(String.init)
        func isDigit(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && x < canvas.width && canvas[x, y].text.first?.isNumber == true
        }
        for week in 0..<6 {
            let y = layout.calendar.y + 2 + week * layout.calendarCellHeight
            for x in layout.calendar.x..<layout.calendar.maxX
            where !isDigit(x - 1, y) && !isDigit(x + digits.count, y)
                && digits.indices.allSatisfy({ canvas[x + $0, y].text == digits[$0] })
            {
                return digits.indices.map { canvas[x + $0, y] }
            }
        }
        return []
    }

    @Test(
        "at every width a day's number and marks never touch the next day's; every drinking day keeps its band glyph, and the over-limit and feelings marks show on every day, as characters or as the number's look (issues 26, 40)",
        arguments: [(80, 22), (80, 24), (100, 30), (130, 30), (200, 60)])
    func marksNeverTouch(width: Int, height: Int) {
        var state = Self.state()
        // Feelings on every recorded day: two-digit over-limit days (15, 28) then need both marks.
        for day in 1...28 {
            state.journal.days[LocalDate(year: 2026, month: 11, day: day) ?? state.today]?.mood = 3
        }
        let cellWidth = MainLayout(for: state, width: width, height: height).calendarCellWidth
        let marks = CalendarView.Marks(cellWidth: cellWidth)
        for language in [Language.ja, .en] {
            for color in [true, false] {
                let weeks = calendarWeeks(state, width, height, language, color: color)
                for week in weeks {
                    // Split at blanks: each piece is one day's, so it holds one number.
                    for piece in week.split(separator: " ") {
                        let numbers = piece.split { !$0.isASCII || !$0.isNumber }
                        #expect(
                            numbers.count == 1,
                            "\(width)x\(height) \(language): '\(piece)' holds two days' parts in '\(week)'")
                    }
                }
                let text = weeks.joined(separator: "\n")
                #expect(text.contains("15█") && text.contains("28▓"), "the band glyphs stay: \(text)")
                if marks.overAsCharacter {
                    #expect(text.contains("!15") && text.contains("!28"), "15 and 28 are over the limit: \(text)")
                } else {
                    #expect(!text.contains("!"))
                    for day in [15, 28] {
                        #expect(
                            numberCells(day, state, width, height, color: color).filter { $0.style.reverse }.count
                                == String(day).count, "\(day) reversed: over the limit")
                    }
                }
                if marks.feelingsAsCharacter {
                    #expect(text.contains("*!15█") || text.contains("*!15▓"), "both marks at \(width): \(text)")
                } else {
                    #expect(!text.contains("*"))
                    for day in [1, 7, 15, 20, 27] {
                        #expect(
                            numberCells(day, state, width, height, color: color).filter { $0.style.bold }.count
                                == String(day).count, "\(day) bold: it has feelings")
                    }
                    // A sober day without feelings is not bold: bold says feelings here.
                    var without = state
                    without.journal.days[LocalDate(year: 2026, month: 11, day: 20) ?? state.today]?.mood = nil
                    without.journal.days[LocalDate(year: 2026, month: 11, day: 20) ?? state.today]?.craving = nil
                    #expect(numberCells(20, without, width, height, color: color).filter { !$0.style.bold }.count == 2)
                }
            }
            // The legend shows each mark as it is drawn: the character, or the number's look on its words.
            let canvas = render(state, width, height, language).canvas
            let catalog = Catalog(language)
            #expect(
                canvas.text.contains((marks.feelingsAsCharacter ? "*" : "") + catalog.legendFeelings), "\(canvas.text)")
            if !marks.feelingsAsCharacter || !marks.overAsCharacter {
                let layout = MainLayout(for: state, width: width, height: height)
                let legend = (layout.calendar.maxY - 2..<layout.calendar.maxY + 1).flatMap { y in
                    (0..<layout.calendar.maxX + 2).map { canvas[$0, y] }
                }
                #expect(
                    legend.contains {
                        $0.style.bold && !$0.style.reverse && catalog.legendFeelings.hasPrefix($0.text)
                            && !$0.text.isEmpty
                    },
                    "the word 気分 in bold")
                if !marks.overAsCharacter {
                    #expect(
                        legend.contains {
                            $0.style.reverse && catalog.legendOverShort.hasPrefix($0.text) && !$0.text.isEmpty
                        },
                        "the word 超過 reversed")
                }
            }
        }
    }

    @Test(
        "the issue's days at 80×24: 40.0, 61.8 and 87.4 g read 12▓ 13█ 14█, reversed as over the limit, with or without color (issue 40)"
    )
    func heavyDaysKeepTheirGlyphs() {
        var state = Self.state()
        let grams = [12: 400, 13: 618, 14: 874]
        for (day, tenths) in grams {
            let date = LocalDate(year: 2026, month: 11, day: day) ?? state.today
            state.journal.days[date] = DayRecord(
                drank: true, drinks: [DrinkEntry(name: "x", ml: nil, abvTenths: nil, gramsTenths: tenths, count: 1)],
                mood: 2)
        }
        for color in [true, false] {
            let text = calendarWeeks(state, 80, 24, color: color).joined(separator: "\n")
            #expect(text.contains("12▓ 13█ 14█"), "\(text)")
            for day in grams.keys.sorted() {
                let cells = numberCells(day, state, 80, 24, color: color)
                #expect(
                    cells.count == 2 && cells.allSatisfy { $0.style.reverse && $0.style.bold },
                    "\(day): over the limit and feelings")
            }
        }
    }

    @Test(
        "where marks fit: a single digit's own tens column, then the blank before the number; marks given only where every day has room"
    )
    func markPlaces() {
        typealias Place = CalendarView.CellPlace
        // 80 columns (cells of 4): [tens][units][glyph][blank]; the marks are the number's look, never a character.
        #expect(!Place.holdsOver(width: 4) && !Place.holdsEveryMark(width: 4))
        #expect(Place(x: 0, width: 4, day: 15, over: false, feelings: false) == Place.expected(numberX: 0, glyphX: 2))
        // 100 columns (cells of 5): one blank before the number, for `!`.
        #expect(Place.holdsOver(width: 5) && !Place.holdsEveryMark(width: 5))
        #expect(
            Place(x: 0, width: 5, day: 15, over: true, feelings: false)
                == Place.expected(numberX: 1, glyphX: 3, overX: 0))
        #expect(
            Place(x: 0, width: 5, day: 7, over: true, feelings: false)
                == Place.expected(numberX: 1, glyphX: 3, overX: 1))
        // 130 columns (cells of 6): both marks for every day.
        #expect(Place.holdsEveryMark(width: 6))
        #expect(
            Place(x: 0, width: 6, day: 15, over: true, feelings: true)
                == Place.expected(numberX: 2, glyphX: 4, overX: 1, feelingsX: 0))
    }

    @Test("the feelings form: the chosen value reversed, with or without color; the focused field pointed at and bold")
    func formStyles() {
        for color in [true, false] {
            var state = SizeSnapshotTests.state([.main(.feelingsPressed), .modal(.feelings(.digitTyped(4)))])
            let frame = render(state, 80, 22, color: color)
            let canvas = frame.canvas
            guard let y = (0..<canvas.height).first(where: { canvas.row($0).contains("▶ 気分            1 2 3 4 5") })
            else {
                Issue.record("no focused mood row:\n\(canvas.text)")
                return
            }
            let fourX = (0..<canvas.width).filter { canvas[$0, y].text == "4" }
            #expect(fourX.count == 1 && canvas[fourX[0], y].style.reverse, "4 is chosen")
            #expect(frame.cursor?.x == fourX.first && frame.cursor?.y == y, "the cursor sits on the chosen value")
            #expect((0..<canvas.width).filter { canvas[$0, y].style.reverse }.count == 1)
            reduce(&state, .modal(.feelings(.fieldMoved(by: 1))))
            #expect(render(state, 80, 22, color: color).canvas.text.contains("▶ 飲みたい気持ち"))
        }
    }

    @Test("a new journal that has only feelings is still welcomed, not told 「断酒 0日目」")
    func welcomeWithOnlyFeelings() {
        let today = LocalDate(year: 2026, month: 11, day: 29) ?? LocalDate(dayNumber: 0)
        var state = AppState(journal: Journal(), today: today)
        reduce(&state, .main(.feelingsPressed))
        reduce(&state, .modal(.feelings(.digitTyped(3))))
        reduce(&state, .modal(.feelings(.submitPressed)))
        #expect(state.journal.days[today] == DayRecord(drank: nil, mood: 3))
        let header = render(state, 80, 22).canvas.row(0)
        #expect(header.contains("ようこそ") && !header.contains("断酒 0日目"), "\(header)")
    }

    @Test(
        "statistics: the month's average mood on sober and drinking days and its average craving, only once it has some"
    )
    func statistics() {
        var state = Self.state()
        reduce(&state, .app(.statisticsPressed))
        assertSnapshot(render(state, 80, 22).canvas, named: "statistics-feelings-80x22")
        let text = render(state, 80, 24, .en).canvas.text
        #expect(text.contains("Average mood") && text.contains("sober 5.0 drank 1.5") && text.contains("5.0/10"))
        var none = SizeSnapshotTests.state()
        reduce(&none, .app(.statisticsPressed))
        #expect(!render(none, 80, 22).canvas.text.contains("気分"))
    }

    /// The screen under a celebration of `milestone` at frame `number`.
    func celebration(
        _ milestone: Int, frame number: Int, _ width: Int = 80, _ height: Int = 22, _ language: Language = .ja,
        color: Bool = true
    ) -> Frame {
        var state = SizeSnapshotTests.state()
        state.celebrating = milestone
        var frame = render(state, width, height, language, color: color)
        Celebration.draw(
            milestone: milestone, frame: number, into: &frame, catalog: Catalog(language), theme: Theme(color: color))
        return frame
    }

    @Test("the first, a middle and the last frame of 30 days at 80×22: 「祝 断酒30日目」 in the middle, confetti falling")
    func frames() {
        for number in [0, Celebration.frameCount / 2, Celebration.frameCount - 1] {
            assertSnapshot(celebration(30, frame: number).canvas, named: "celebration-30-frame\(number)-80x22")
        }
        let first = celebration(30, frame: 0).canvas
        let next = celebration(30, frame: 1).canvas
        #expect(first != next, "the confetti moves")
        #expect(first == celebration(30, frame: 0).canvas, "a frame is the same every time")
        #expect(celebration(30, frame: 5).canvas.row(10).contains("祝 断酒30日目"))
        #expect(celebration(1, frame: 5, 80, 24, .en).canvas.text.contains("1 day sober"))
        // The whole animation stays within two seconds, however slowly a frame is drawn: late frames are skipped.
        #expect(Int(Celebration.frameMilliseconds) * Celebration.frameCount <= 2000)
        #expect(Celebration.frame(afterMilliseconds: 0) == 0 && Celebration.frame(afterMilliseconds: 95) == 1)
        #expect(
            Celebration.frame(afterMilliseconds: 1799) == Celebration.frameCount - 1
                && Celebration.frame(afterMilliseconds: 1800) == nil)
        #expect(Celebration.wait(afterMilliseconds: 0) == 90 && Celebration.wait(afterMilliseconds: 1000) == 80)
    }

    @Test("the confetti is in the gauge colors, bold; without color bold alone")
    func colors() {
        let gauge = Set((0...100).map { Gauge.color(gramsTenths: $0, maxTenths: 100) })
        for color in [true, false] {
            let canvas = celebration(60, frame: 8, color: color).canvas
            var pieces = 0
            for y in 0..<canvas.height {
                for x in 0..<canvas.width
                where Celebration.pieces.contains(canvas[x, y].text) && canvas[x, y].style.bold {
                    pieces += 1
                    if color {
                        #expect(canvas[x, y].style.foreground.map(gauge.contains) == true)
                    } else {
                        #expect(canvas[x, y].style.foreground == nil)
                    }
                }
            }
            #expect(pieces > 10)
        }
    }

    @Test("every frame is sound at every size and at either ambiguous width; the box stays closed")
    func everyFrameFits() {
        for ambiguous in [1, 2] {
            TextWidth.withAmbiguousWidth(ambiguous) {
                for (width, height) in [(80, 22), (80, 24), (120, 40), (300, 100)] {
                    for number in 0..<Celebration.frameCount {
                        let frame = celebration(365, frame: number, width, height)
                        #expect(
                            FrameCheck.problems(frame, width: width, height: height).isEmpty,
                            "\(width)×\(height) frame \(number)")
                        #expect(frame.canvas.text.contains("祝 断酒365日目"))
                        // Where ambiguous characters are two cells, the frames add none the screens do not have.
                        for (x, y, glyph) in AmbiguousWidthLayoutTests.ambiguousCells(frame.canvas)
                        where ambiguous == 2 && !AmbiguousWidthLayoutTests.knownAmbiguous.contains(glyph) {
                            Issue.record("\(width)×\(height) frame \(number): an ambiguous glyph \(glyph) at \(x),\(y)")
                        }
                    }
                }
            }
        }
        // Below the minimum nothing is drawn over the too-small screen.
        #expect(celebration(30, frame: 3, 39, 15).canvas == render(SizeSnapshotTests.state(), 39, 15).canvas)
    }

    @Test(
        "during a celebration every key ends it: one that means something acts (the reducer ends it), any other ends it alone"
    )
    func anyKeyEndsIt() {
        var state = SizeSnapshotTests.state()
        state.celebrating = 30
        let frame = render(state, 80, 22)
        func route(_ key: Key) -> InputRouter.Outcome {
            InputRouter.route(key, state: state, frame: frame, width: 80, height: 22, mouse: false)
        }
        #expect(route(.character("s")) == .action(.app(.statisticsPressed)))
        #expect(route(.function(5)) == .action(.system(.celebrationEnded)))
        #expect(route(.click(x: 1, y: 1)) == .action(.system(.celebrationEnded)))
        #expect(route(.resize) == .nothing)
        reduce(&state, .app(.statisticsPressed))
        #expect(state.celebrating == nil && state.pane == .statistics)
        #expect(
            InputRouter.route(.function(5), state: state, frame: frame, width: 80, height: 22, mouse: false) == .nothing
        )
    }

    @Test("animations play only without --no-motion, without NO_MOTION and with color")
    func motion() {
        #expect(Celebration.motionAllowed(noMotionOption: false, environment: [:], color: true))
        #expect(Celebration.motionAllowed(noMotionOption: false, environment: ["NO_MOTION": ""], color: true))
        #expect(!Celebration.motionAllowed(noMotionOption: true, environment: [:], color: true))
        #expect(!Celebration.motionAllowed(noMotionOption: false, environment: ["NO_MOTION": "1"], color: true))
        #expect(!Celebration.motionAllowed(noMotionOption: false, environment: [:], color: false))
    }
}
