import DanshuApp

/// The names on one page of chips, each at most a given number of columns. A name that fits is shown whole;
/// a longer one is cut with …. When cut names would look alike, each of them keeps the part that tells it
/// apart instead — its end (`赤ワイ…杯` / `赤ワイ…本`, `…9% 500ml` / `…7% 500ml`) or the middle where they
/// differ (`…ダブル…` / `…シングル…`) — so two presets never look the same on the screen.
enum ChipNames {
    /// The visible form of each name (see `SafeText`), at most `width` columns, pairwise different whenever
    /// the columns allow it.
    static func shortened(_ names: [String], to width: Int) -> [String] {
        shortened(names.map(Units.init), to: width)
    }

    /// The same for names already split into units (`Units`), so a layout search splits each name once.
    static func shortened(_ names: [Units], to width: Int) -> [String] {
        guard width > 0 else { return names.map { _ in "" } }
        var texts = [String](repeating: "", count: names.count)
        var taken = Set<String>()
        var cut: [Int] = []
        for (i, name) in names.enumerated() {
            if name.width <= width {
                texts[i] = name.text
                taken.insert(name.text)
            } else {
                cut.append(i)
            }
        }
        // Names whose plain cut is the same (or is another name's whole text) are settled together.
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for i in cut {
            let plain = names[i].form(.end, width: width)
            if groups[plain] == nil { order.append(plain) }
            groups[plain, default: []].append(i)
        }
        for plain in order {
            let members = groups[plain] ?? []
            if members.count == 1, !taken.contains(plain) {
                texts[members[0]] = plain
                taken.insert(plain)
                continue
            }
            let group = members.map { names[$0] }
            if let forms = commonShape(for: group, width: width, avoiding: taken) {
                for (i, form) in zip(members, forms) {
                    texts[i] = form
                    taken.insert(form)
                }
                continue
            }
            for i in members {
                let form = names[i].candidates(width: width).first { !taken.contains($0) } ?? plain
                texts[i] = form
                taken.insert(form)
            }
        }
        return texts
    }

    /// One way of cutting every name of a group the same way that makes them all different, or nil.
    static func commonShape(for group: [Units], width: Int, avoiding taken: Set<String>) -> [String]? {
        func distinct(_ shape: Units.Shape) -> [String]? {
            let forms = group.map { $0.form(shape, width: width) }
            return Set(forms).count == forms.count && !forms.contains(where: taken.contains) ? forms : nil
        }
        let longestTail = group.map(\.count).min() ?? 0
        for tail in 1..<max(1, longestTail) {
            guard group.allSatisfy({ $0.suffixWidth(tail) < width }) else { break }
            if let forms = distinct(.tail(tail)) { return forms }
        }
        // A window over the first place where the names part.
        let first = group.first?.items ?? []
        let parting =
            (0..<first.count).first { i in group.contains { $0.items.count <= i || $0.items[i].text != first[i].text } }
            ?? 0
        for start in stride(from: max(1, parting - max(0, width - 3)), through: max(1, parting), by: 1) {
            if let forms = distinct(.window(start)) { return forms }
        }
        return nil
    }

    /// A name as the units the screen shows: a character with its combining marks, or one column of a
    /// control character's visible form. Cuts fall only between units.
    struct Units {
        /// How a name is cut to fit.
        enum Shape: Equatable {
            /// `start…`
            case end
            /// `start…end`, keeping the last `count` units.
            case tail(Int)
            /// `…middle…` from unit `start` (and `…end` when the rest fits).
            case window(Int)
        }

        let items: [(text: String, width: Int)]
        let width: Int
        var count: Int { items.count }
        var text: String { items.map(\.text).joined() }

        static let ellipsis = "…"
        static var ellipsisWidth: Int { TextWidth.of(ellipsis) } // two cells where ambiguous characters are wide

        init(_ name: String) {
            var items: [(text: String, width: Int)] = []
            for glyph in GlyphScanner(name) {
                switch glyph {
                case .mark(let mark) where !items.isEmpty:
                    items[items.count - 1].text.unicodeScalars.append(mark)
                case .mark:
                    continue // the scanner gives a mark only after a character it can sit on
                case .character(let scalar, let width):
                    items.append((Glyph.text(of: scalar), width))
                case .replacement(let scalar):
                    items.append((Glyph.text(of: scalar), 1))
                }
            }
            self.items = items
            width = items.reduce(0) { $0 + $1.width }
        }

        /// Columns of the last `count` units.
        func suffixWidth(_ count: Int) -> Int {
            items.suffix(count).reduce(0) { $0 + $1.width }
        }

        /// Units from `start` that fit in `room` columns, not past `end`.
        private func run(from start: Int, room: Int, end: Int) -> (text: String, next: Int) {
            var text = ""
            var used = 0
            var i = start
            while i < end, used + items[i].width <= room {
                text += items[i].text
                used += items[i].width
                i += 1
            }
            return (text, i)
        }

        /// The name cut to at most `width` columns in `shape`; the whole name when it fits.
        func form(_ shape: Shape, width: Int) -> String {
            guard self.width > width else { return text }
            let dot = Units.ellipsis
            let room = width - Units.ellipsisWidth
            guard room >= 0 else { return "" }
            // A space next to … reads as a gap in the name: it goes.
            func trimmed(_ text: String) -> String {
                var text = text
                while text.last == " " { text.removeLast() }
                return text
            }
            switch shape {
            case .end:
                return trimmed(run(from: 0, room: room, end: count).text) + dot
            case .tail(let tail):
                let start = max(0, count - tail)
                let suffix = run(from: start, room: room, end: count)
                guard suffix.next == count else { return trimmed(run(from: 0, room: room, end: count).text) + dot }
                let head = run(from: 0, room: room - suffixWidth(tail), end: start)
                return trimmed(head.text) + dot + suffix.text
            case .window(let start):
                let whole = run(from: start, room: room, end: count)
                if whole.next == count { return dot + whole.text }
                return dot + trimmed(run(from: start, room: room - Units.ellipsisWidth, end: count).text) + dot
            }
        }

        /// Every form worth trying, the most readable first: the start, the start with more and more of the
        /// end, then windows along the name (the first hundred places: past them names are one of a kind).
        func candidates(width: Int) -> [String] {
            var forms = [form(.end, width: width)]
            var tail = 1
            while tail < count, suffixWidth(tail) < width {
                forms.append(form(.tail(tail), width: width))
                tail += 1
            }
            for start in stride(from: 1, to: min(count, 100), by: 1) {
                forms.append(form(.window(start), width: width))
            }
            return forms
        }
    }
}
