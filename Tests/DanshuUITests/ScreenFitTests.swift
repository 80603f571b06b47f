import DanshuApp
import DanshuCore
import DanshuStorm
import DanshuText
import DanshuUI
import Testing

/// Every screen fits whole from 80×22 (an 80×24 terminal under a tmux or screen status line) and large
/// terminals are used, not left blank.
@Suite("Screens fit every size")
struct ScreenFitTests {
    /// A screen of the app, reached from the main screen by actions.
    struct Screen: Sendable, CustomStringConvertible {
        var description: String
        var actions: [Action]
        /// Text that must be on it, whole.
        var shows: [String]
    }

    static let screens: [Screen] = [
        Screen(
            description: "main", actions: [],
            shows: [
                "お酒を飲みましたか？", "40.0g ▓ 高リスク", "メモ: 金曜日の夜", "ビール500缶 × 2",
                "[1 ビール500缶]", "[0 梅酒ロック]", "q 終了",
            ]),
        Screen(description: "presets", actions: [.app(.presetPanePressed)], shows: ["梅酒ロック", "Esc 戻る"]),
        Screen(
            description: "preset form with an error",
            actions: [
                .app(.presetPanePressed), .presets(.addPressed), .modal(.drinkForm(.textEdited(.insert("ハイボール")))),
                .modal(.drinkForm(.fieldMoved(by: 1))), .modal(.drinkForm(.textEdited(.insert("101")))),
                .modal(.drinkForm(.submitPressed)),
            ],
            shows: ["プリセットを追加", "0〜100 の範囲で", "純アルコール量", "Enter 保存"]),
        Screen(
            description: "delete question", actions: [.app(.presetPanePressed), .presets(.deletePressed)],
            shows: ["「ビール500缶」を削除しますか？ (y/n)", "y 削除する"]),
        Screen(
            description: "reordering", actions: [.app(.presetPanePressed), .presets(.reorderToggled)],
            shows: ["並べ替え中", "m 並べ替え終了"]),
        Screen(
            description: "statistics", actions: [.app(.statisticsPressed)],
            shows: ["過去12か月", "11月 ○○○○○○▓░○○○○○○█··○○○○○○○○○○▓·", "○休肝日 ░▒▓█飲酒 ·未記録", "最も多かった日", "90日まで あと89日"]),
        Screen(
            description: "trends", actions: [.app(.trendsPressed)],
            shows: [
                "週ごとの推移  ‹ 2026年11月22日〜28日 ›", "40.0g  週の上限 100g 以内  飲酒 1日  休肝日 6日", "直近4週（11/1〜11/28） 記録日あたり 8.8g",
                "休肝日 週2日の目標", "Esc 戻る",
            ]),
        Screen(description: "help", actions: [.app(.helpPressed)], shows: ["メイン画面", "PgUp/PgDn ページ"]),
        Screen(
            description: "note", actions: [.main(.notePressed)],
            shows: ["メモ: 2026年11月28日(土)", "金曜日の夜、友だちと", "Enter 保存（空にすると削除）"]),
        Screen(
            description: "one-off drink", actions: [.main(.oneOffPressed)],
            shows: ["その他の飲み物", "または純アルコール (g)", "Tab 次の欄"]),
        Screen(
            description: "feelings",
            actions: [
                .main(.feelingsPressed), .modal(.feelings(.valueStepped(by: 1))), .modal(.feelings(.fieldMoved(by: 1))),
            ],
            shows: [
                "気分と飲みたい気持ち: 2026年11月28日(土)", "飲みたい気持ち", "0 1 2 3 4 5 6 7 8 9 10", "0 なし 〜 10 とても強い", "未入力", "Enter 保存",
            ]),
        Screen(
            description: "context",
            actions: [
                .main(.contextPressed), .modal(.context(.numberTyped(2))), .modal(.context(.fieldMoved(by: 2))),
                .modal(.context(.numberTyped(3))), .modal(.context(.numberTyped(4))),
            ],
            shows: ["飲んだ日の状況: 2026年11月28日(土)", "1 自宅", "5 その他", "7 飲みたくて", "3 なし", "Space 理由", "Enter 保存"]),
        Screen(
            description: "locked day",
            actions: [.main(.dayClicked(LocalDate(year: 2026, month: 11, day: 15) ?? LocalDate(dayNumber: 0)))],
            shows: ["記録済み Enter で修正", "Enter 修正", "同窓会"]),
    ]

    static let sizes = [(80, 22), (80, 23), (80, 24), (100, 30), (120, 40), (200, 60), (300, 100)]

    static func state(_ screen: Screen) -> AppState {
        var state = PresetPaneSnapshotTests.state()
        reduce(&state, .app(.closePressed))
        reduce(&state, .main(.dayMoved(by: -1)))
        for action in screen.actions { reduce(&state, action) }
        return state
    }

    static func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language = .ja) -> Frame {
        DanshuUI.Screen.render(
            state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: true))
    }

    /// Rows that hold nothing but spaces.
    static func blankRows(_ canvas: Canvas) -> Int {
        (0..<canvas.height).filter { canvas.row($0).isEmpty }.count
    }

    @Test("every screen fits whole: nothing cut, boxes closed, no cell broken", arguments: screens)
    func fits(_ screen: Screen) {
        let state = Self.state(screen)
        for (width, height) in Self.sizes {
            let frame = Self.render(state, width, height)
            let text = frame.canvas.text
            #expect(FrameCheck.problems(frame, width: width, height: height).isEmpty, "\(screen) at \(width)×\(height)")
            #expect(!text.contains("端末が小さすぎます"))
            for words in screen.shows {
                #expect(text.contains(words), "\(screen) at \(width)×\(height) lacks \(words)\n\(text)")
            }
            for problem in Self.openBoxes(frame.canvas) { Issue.record("\(screen) at \(width)×\(height): \(problem)") }
        }
    }

    /// What is wrong with the boxes on a canvas: each `┌` that starts a titled box must have `┐`, `└` and `┘`
    /// at its corners and `│` down both sides (or the pieces of `glyphs`).
    static func openBoxes(_ canvas: Canvas, glyphs: ScreenGlyphs = .narrow) -> [String] {
        var problems: [String] = []
        let g = glyphs
        for y in 0..<canvas.height {
            for x in 0..<canvas.width
            where canvas[x, y].text == g.topLeft && canvas[x + 1, y].text == g.horizontal
                && canvas[x + 2, y].text == " "
            {
                guard let right = (x + 1..<canvas.width).first(where: { canvas[$0, y].text == g.topRight }),
                    let bottom = (y + 1..<canvas.height).first(where: { canvas[x, $0].text == g.bottomLeft })
                else {
                    problems.append("the box at \(x),\(y) has no right or bottom corner")
                    continue
                }
                if canvas[right, bottom].text != g.bottomRight {
                    problems.append("the box at \(x),\(y) has no bottom-right corner")
                }
                for side in (y + 1)..<bottom
                where canvas[x, side].text != g.vertical || canvas[right, side].text != g.vertical {
                    problems.append("the box at \(x),\(y) is open on row \(side)")
                }
            }
        }
        return problems
    }

    @Test("below 40×16 the too-small screen says what is needed", arguments: [(39, 16), (40, 15), (30, 12)])
    func tooSmall(width: Int, height: Int) {
        let text = Self.render(Self.state(Self.screens[0]), width, height).canvas.text
        #expect(text.contains("端末が小さすぎます") && text.contains("必要 40×16") && text.contains("現在 \(width)×\(height)"))
        #expect(text.contains("q で終了"))
    }

    @Test(
        "the too-small screen's last line wraps whole at every width it can show, the question to quit too (trial: cut at 60)",
        arguments: [Language.ja, .en])
    func tooSmallWraps(_ language: Language) {
        let catalog = Catalog(language)
        var state = Self.state(Self.screens[0])
        reduce(&state, .main(.notePressed))
        state.askingToQuit = true
        let question = catalog.message(.confirmQuit)
        func squeezed(_ s: String) -> String { s.filter { $0 != " " && $0 != "\n" } }
        // Every width at the most rows it has; on a short terminal (6 rows) the title and sizes give way to the question.
        for width in 8..<40 {
            for height in [15, 6] where height > 6 || width >= 24 {
                let text = DanshuUI.Screen.render(
                    state, width: width, height: height, catalog: catalog, theme: Theme(color: false)
                ).canvas.text
                #expect(squeezed(text).hasSuffix(squeezed(question)), "\(language) \(width)×\(height):\n\(text)")
                let sizes = catalog.tooSmallDetail(needWidth: 40, needHeight: 16, width: width, height: height)
                if height == 15 && TextWidth.of(sizes) <= width {
                    #expect(text.contains(sizes), "\(language) \(width)×\(height):\n\(text)")
                }
            }
        }
    }

    @Test(
        "the too-small screen never breaks inside a word: its question at 39×15, and every width down to its longest word (issues 40, 44)",
        arguments: [Language.ja, .en])
    func tooSmallKeepsWordsWhole(_ language: Language) {
        let catalog = Catalog(language)
        var state = Self.state(Self.screens[0])
        reduce(&state, .main(.notePressed))
        // The words of its lines, as a reader splits them (Japanese: its phrases), without and with the question.
        let common =
            language == .ja
            ? ["端末が", "小さすぎます", "必要", "40×16", "現在"] : ["Terminal", "too", "small", "need", "40×16,", "have"]
        let words = [
            false: common + (language == .ja ? ["終了"] : ["quits"]),
            true: common
                + (language == .ja
                    ? ["入力中の", "内容を", "捨てて", "終了しますか？", "y:", "ほかの", "キー:", "続ける"]
                    : ["Quit", "lose", "what", "typed?", "quits,", "other", "goes", "back"])
                ,
        ]
        let longest = words.values.joined().map(TextWidth.of).max() ?? 1
        for asking in [false, true] {
            state.askingToQuit = asking
            for width in longest..<40 {
                let canvas = DanshuUI.Screen.render(
                    state, width: width, height: 20, catalog: catalog, theme: Theme(color: false)
                ).canvas
                let lines = (0..<canvas.height).map { canvas.row($0).split(separator: " ").joined(separator: " ") }
                    .joined(separator: "\n")
                for word in words[asking] ?? [] {
                    #expect(lines.contains(word), "\(language) \(width)×20 breaks \(word):\n\(lines)")
                }
            }
        }
        // Just below the smallest screen: the question whole, 続ける on one line.
        state.askingToQuit = true
        let trial = DanshuUI.Screen.render(state, width: 39, height: 15, catalog: catalog, theme: Theme(color: false))
            .canvas.text
        #expect(trial.contains(language == .ja ? "続ける" : "back"), "\(trial)")
    }

    @Test(
        "the report's message fits 80 columns: its folders give way, never the file's name (issue 40)",
        arguments: [Language.ja, .en])
    func reportMessageFits(_ language: Language) {
        var state = Self.state(Self.screens[0])
        reduce(&state, .app(.reportPressed))
        let path = "/home/someone/Documents/clinic/visits/november/report-2026-11-28.html"
        state.message = .reportWritten(path: path)
        let canvas = Self.render(state, 80, 24, language).canvas
        let line = canvas.row(22)
        #expect(line.hasSuffix("/report-2026-11-28.html") && line.contains("…/") && TextWidth.of(line) <= 80, "\(line)")
        #expect(line.hasPrefix(" " + Catalog(language).message(.reportWritten(path: ""))), "\(line)")
        // Where it fits, the path is whole.
        state.message = .reportWritten(path: "~/report-2026-11-28.html")
        #expect(Self.render(state, 80, 24, language).canvas.row(22).hasSuffix(" ~/report-2026-11-28.html"))
    }

    @Test(
        "at 200×60 at most a quarter of the rows stay blank on the main screen, on any kind of day",
        arguments: [20, 28, 29])
    func largeTerminalIsUsed(day: Int) {
        var state = Self.state(Self.screens[0])
        reduce(&state, .main(.dayClicked(LocalDate(year: 2026, month: 11, day: day) ?? state.today)))
        let frame = Self.render(state, 200, 60)
        #expect(Self.blankRows(frame.canvas) <= 15, "\(Self.blankRows(frame.canvas)) blank rows:\n\(frame.canvas.text)")
        let layout = MainLayout(for: state, width: 200, height: 60)
        #expect(layout.calendarCellHeight >= 2 && layout.weekBars.height >= 6 && layout.gauge.height >= 50)
        #expect(Self.blankRows(Self.render(state, 120, 40).canvas) <= 10)
    }

    @Test("a long note reads in the day panel: cut with … at 80×22 and 80×24, whole at 200×60")
    func longNote() {
        var state = Self.state(Self.screens[0])
        let note =
            "今日は仕事の後に同期と居酒屋へ。最初の一杯だけのつもりが、話が弾んで結局三杯。明日は休肝日にして、朝は走る。"
            + "来週の飲み会は一次会で帰ると決めた。"
        state.journal.days[state.selected]?.note = note
        func noteLines(_ frame: Frame, _ width: Int, _ height: Int) -> [String] {
            let panel = MainLayout(for: state, width: width, height: height).dayPanel
            var lines: [String] = []
            for y in panel.y..<panel.maxY {
                var row = ""
                for x in panel.x..<panel.maxX { row += frame.canvas[x, y].text }
                lines.append(row.trimmingCharacters(in: .whitespaces))
            }
            guard let start = lines.firstIndex(where: { $0.hasPrefix("メモ: ") }) else { return [] }
            return Array(lines[start...]).filter { !$0.isEmpty }
        }
        for (width, height) in [(80, 22), (80, 24)] {
            let lines = noteLines(Self.render(state, width, height), width, height)
            #expect(lines.count >= 2, "\(lines)")
            #expect(lines.last?.hasSuffix("…") == true, "\(width)×\(height): \(lines)")
        }
        let whole = noteLines(Self.render(state, 200, 60), 200, 60).joined()
        #expect(whole == "メモ: " + note)
    }
}
