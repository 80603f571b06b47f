import DanshuApp
import DanshuCore
import DanshuText
import DanshuUI
import Testing

/// The key line at the bottom offers, in every mode, only keys that work there, and fits the width whole.
@Suite("Key line")
struct KeyLineTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29) ?? LocalDate(dayNumber: 0)

    /// A mode of the app and the actions that lead there from the main screen.
    struct Mode: Sendable, CustomStringConvertible {
        var description: String
        var actions: [Action]
        var presets = 7
    }

    static let modes: [Mode] = [
        Mode(description: "main", actions: []),
        Mode(description: "main with pages of chips", actions: [], presets: 15),
        Mode(description: "presets", actions: [.app(.presetPanePressed)]),
        Mode(description: "reordering", actions: [.app(.presetPanePressed), .presets(.reorderToggled)]),
        Mode(description: "statistics", actions: [.app(.statisticsPressed)]),
        Mode(description: "help", actions: [.app(.helpPressed)]),
        Mode(description: "note", actions: [.main(.notePressed)]),
        Mode(description: "one-off drink form", actions: [.main(.oneOffPressed)]),
        Mode(description: "preset form", actions: [.app(.presetPanePressed), .presets(.addPressed)]),
        Mode(description: "delete question", actions: [.app(.presetPanePressed), .presets(.deletePressed)]),
    ]

    static func state(_ mode: Mode) -> AppState {
        var journal = Journal()
        journal.presets = (0..<mode.presets).map { Preset(name: "酒\($0)", abvTenths: 50, ml: 350) }
        var state = AppState(journal: journal, today: today)
        state.message = nil
        for action in mode.actions { reduce(&state, action) }
        return state
    }

    /// Every key any table binds, by the label the screen shows for it.
    static let keysByLabel: [String: Key] = {
        var keys: [String: Key] = [:]
        for table in [
            Keymap.main, Keymap.presets, Keymap.reordering, Keymap.statistics, Keymap.help,
            Keymap.form, Keymap.note, Keymap.question,
        ] {
            for binding in table { for key in binding.keys { keys[key.label] = keys[key.label] ?? key } }
        }
        return keys
    }()

    /// The keys an entry of the drawn line names: `y/n` is two, `1-0` every chip key from 1 to 0.
    static func keys(named spelled: String) -> [Key]? {
        if spelled != "-", let dash = spelled.firstIndex(of: "-"), spelled.count == 3 {
            let digits = Array("1234567890")
            guard let first = digits.firstIndex(of: spelled[spelled.startIndex]),
                let last = digits.firstIndex(of: spelled[spelled.index(after: dash)]), first <= last
            else { return nil }
            return digits[first...last].map { Key.character($0) }
        }
        let labels = spelled == "/" ? ["/"] : spelled.split(separator: "/").map(String.init)
        let keys = labels.compactMap { keysByLabel[$0] }
        return keys.count == labels.count ? keys : nil
    }

    @Test("every key shown maps to a binding of that mode", arguments: modes, [Language.ja, .en])
    func shownKeysWork(_ mode: Mode, _ language: Language) throws {
        let state = Self.state(mode)
        let frame = Screen.render(state, width: 80, height: 22, catalog: Catalog(language), theme: Theme(color: true))
        let line = frame.canvas.row(21)
        #expect(TextWidth.of(line) <= 80)
        let entries = line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(entries.count >= 2, "\(mode): \(line)")
        let actions = Keymap.bindings(for: state).map(\.action)
        for entry in entries {
            let spelled = String(entry.prefix { $0 != " " })
            let keys = try #require(Self.keys(named: spelled), "\(mode): \(entry) names no key")
            for key in keys {
                let action = Keymap.action(for: key, in: state)
                #expect(action.map(actions.contains) == true, "\(mode): \(key.label) in \(entry) does nothing here")
            }
        }
    }

    @Test("reorder mode offers moving and ending, never adding, editing or deleting")
    func reorderLine() {
        let line = KeyLine.text(for: Self.state(Self.modes[3]), width: 200, catalog: Catalog(.ja))
        for offered in ["↑/↓ 移動", "m 並べ替え終了", "Esc 戻る"] { #expect(line.contains(offered), "\(line)") }
        for gone in ["a 追加", "Enter 編集", "d 削除"] { #expect(!line.contains(gone), "\(line)") }
        let list = KeyLine.text(for: Self.state(Self.modes[2]), width: 200, catalog: Catalog(.ja))
        for offered in ["a 追加", "Enter 編集", "d 削除", "m 並べ替え"] { #expect(list.contains(offered), "\(list)") }
    }

    @Test("Tab shows only when there is a second page of chips")
    func tabOnlyWithPages() {
        #expect(!KeyLine.text(for: Self.state(Self.modes[0]), width: 200, catalog: Catalog(.ja)).contains("Tab"))
        #expect(KeyLine.text(for: Self.state(Self.modes[1]), width: 80, catalog: Catalog(.ja)).contains("Tab 次の10件"))
    }

    @Test("a narrow line drops whole entries, lowest rank first; a wide one shows the moves too")
    func fitsByDroppingEntries() {
        let state = Self.state(Self.modes[0])
        for language in Language.allCases {
            let catalog = Catalog(language)
            let all = KeyLine.items(for: state, catalog: catalog)
            for width in [40, 60, 79, 120, 200] {
                let shown = KeyLine.fitted(for: state, width: width, catalog: catalog)
                #expect(TextWidth.of(KeyLine.text(for: state, width: width, catalog: catalog)) <= width)
                #expect(shown.allSatisfy(all.contains), "entries are never cut")
                // An entry dropped while one of lower rank stays is one that does not fit in the room left.
                let dropped = all.filter { !shown.contains($0) }
                let used = TextWidth.of(KeyLine.text(for: state, width: width, catalog: catalog))
                if let kept = shown.map(\.rank).min() {
                    for gone in dropped where gone.rank > kept {
                        #expect(
                            used + 2 + TextWidth.of(gone.text) > width,
                            "\(language) at \(width): dropped \(gone.text) that fits")
                    }
                }
            }
            let narrow = KeyLine.text(for: state, width: 79, catalog: catalog)
            #expect(narrow.contains("? " + catalog.keyHint(.help)) && narrow.contains("q " + catalog.keyHint(.quit)))
            #expect(KeyLine.text(for: state, width: 200, catalog: catalog).contains("←/→ " + catalog.keyHint(.day)))
        }
    }

    @Test("at 80 columns an open day's line shows another drink, undo and the statistics in both languages (issue 26)")
    func featuresAtEighty() {
        let state = Self.state(Self.modes[0])
        for language in Language.allCases {
            let catalog = Catalog(language)
            let line = KeyLine.text(for: state, width: 79, catalog: catalog)
            for (key, hint) in [
                ("y/n", KeyHint.answer), ("1-0", .addDrink), ("o", .otherDrink), ("u", .undo),
                ("s", .statistics), ("?", .help), ("q", .quit),
            ] {
                #expect(line.contains(key + " " + catalog.keyHint(hint)), "\(language): \(line)")
            }
        }
        // What gives way at 80 is what `?` lists and a wider terminal shows: `-` and Ctrl-R.
        let ja = KeyLine.text(for: state, width: 79, catalog: Catalog(.ja))
        #expect(!ja.contains("- 減らす"), "\(ja)")
        for language in Language.allCases {
            let catalog = Catalog(language)
            let wide = KeyLine.text(for: state, width: 139, catalog: catalog)
            for (key, hint) in [("f", KeyHint.feelings), ("w", .trends), ("r", .report), ("m", .note), ("e", .presets)]
            {
                #expect(wide.contains(key + " " + catalog.keyHint(hint)), "\(language) at 140: \(wide)")
            }
        }
    }

    @Test(
        "the less used keys take turns: within a week of days every one that fits shows, each day one at least, beside the urge's key (issues 35, 42)"
    )
    func lessUsedKeysTakeTurns() {
        let week = (0..<7).map { Self.today.adding(days: -$0) }
        let turning: [(String, KeyHint)] = [
            ("e", .presets), ("m", .note), ("f", .feelings), ("c", .context), ("w", .trends), ("r", .report),
            ("I", .ifThenPlans),
        ]
        for medicine in ["", "セリンクロ"] {
            var journal = Journal()
            journal.settings.medicine = medicine
            // Drinking days, so the context's `c` is on the line too.
            for date in week { journal.days[date] = DayRecord(drank: true, drinks: [Preset.defaults[0].entry]) }
            // With `p` and `i` both holding their places, the turn needs ten more columns than 80.
            let width = medicine.isEmpty ? 79 : 89
            for language in Language.allCases {
                let catalog = Catalog(language)
                var seen: Set<String> = []
                for date in week {
                    // The clock has told the time, as it has before the first frame: `i` logs an urge.
                    var state = AppState(journal: journal, today: Self.today, now: ClockTime(wrapping: 21 * 60))
                    state.selected = date
                    state.message = nil
                    let line = KeyLine.text(for: state, width: width, catalog: catalog)
                    let shown = turning.filter { line.contains($0.0 + " " + catalog.keyHint($0.1)) }.map(\.0)
                    #expect(!shown.isEmpty, "\(language) \(date.iso): \(line)")
                    #expect(
                        line.contains("s " + catalog.keyHint(.statistics))
                            && line.contains("u " + catalog.keyHint(.undo)))
                    // The urge's key for the hardest moment keeps its place (issue 42), at 80 columns too.
                    let at80 = KeyLine.text(for: state, width: 79, catalog: catalog)
                    #expect(at80.contains("i " + catalog.keyHint(.urge)), "\(language) \(date.iso): \(at80)")
                    // The medicine's `p` keeps its place while one is set: a daily key for those who take one (issue 24).
                    #expect(
                        at80.contains("p " + catalog.keyHint(.medicine)) == !medicine.isEmpty,
                        "\(language) \(date.iso): \(at80)")
                    seen.formUnion(shown)
                }
                // What fits in the room left turns (`?` lists the rest at any time): the widest words need a wider line.
                let expected: Set<String> =
                    switch (medicine.isEmpty, language) {
                    case (true, .ja): ["e", "m", "f", "c", "w", "r"]
                    case (true, .en): ["m", "f", "w", "r"]
                    case (false, .ja): ["e", "m", "f", "c", "w", "r", "I"]
                    case (false, .en): ["e", "m", "f", "c", "w", "r", "I"]
                    }
                #expect(seen == expected, "\(language) medicine \(medicine): \(seen.sorted())")
            }
        }
    }
}
