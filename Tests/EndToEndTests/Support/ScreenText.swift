import Foundation

/// Reading what the app drew: lines, cells and the journal's numbers.
enum ScreenText {
    /// The 0-based column and row where `text` starts in the first line that starts with `prefix` and
    /// has only ASCII (one column per character) before the match.
    static func cell(of text: String, in screen: String, onLineStartingWith prefix: String = "") -> (x: Int, y: Int)? {
        for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.hasPrefix(prefix) {
            guard let range = line.range(of: text) else { continue }
            let before = line[..<range.lowerBound]
            guard before.unicodeScalars.allSatisfy(\.isASCII) else { continue }
            return (before.count, row)
        }
        return nil
    }

    /// Whether a screen captured with escapes (`capture-pane -e`) sets any foreground or background color:
    /// SGR 30–37, 40–47, 90–97, 100–107, or 38/48 (256 and 24-bit). 39 and 49 only reset to the default.
    static func hasColor(_ screenWithEscapes: String) -> Bool {
        var rest = Substring(screenWithEscapes)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { !($0.isNumber || $0 == ";" || $0 == ":") }) else { break }
            let final = rest[end]
            let parameters = rest[..<end]
            rest = rest[rest.index(after: end)...]
            guard final == "m" else { continue }
            var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
            while let code = codes.popFirst() {
                switch code {
                case 30...37, 40...47, 90...97, 100...107: return true
                case 38, 48:
                    // 38;5;N and 38;2;R;G;B are colors; a bare 38 would be malformed.
                    if let kind = codes.first, kind == 5 || kind == 2 { return true }
                default: continue
                }
            }
        }
        return false
    }

    /// The screen captured with escapes as its characters, each with whether it was drawn reversed (SGR 7 on, until
    /// 27 or a reset).
    static func reverseFlags(_ screenWithEscapes: String) -> [(character: Character, reversed: Bool)] {
        var cells: [(character: Character, reversed: Bool)] = []
        var reversed = false
        var rest = Substring(screenWithEscapes)
        while let first = rest.first {
            guard first == "\u{1B}", rest.dropFirst().first == "[" else {
                cells.append((first, reversed))
                rest = rest.dropFirst()
                continue
            }
            let body = rest.dropFirst(2)
            guard let end = body.firstIndex(where: { !($0.isNumber || $0 == ";" || $0 == ":") }) else { break }
            if body[end] == "m" {
                let codes = body[..<end].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                for code in codes.isEmpty ? [0] : codes {
                    if code == 0 || code == 27 { reversed = false }
                    if code == 7 { reversed = true }
                }
            }
            rest = body[body.index(after: end)...]
        }
        return cells
    }

    /// For each character of the first `text` on the screen (captured with escapes), whether it is drawn reversed; nil
    /// when the screen does not show it.
    static func reversed(_ text: String, in screenWithEscapes: String) -> [Bool]? {
        let cells = reverseFlags(screenWithEscapes)
        let characters = Array(text)
        guard characters.count <= cells.count else { return nil }
        for start in 0...(cells.count - characters.count)
        where (0..<characters.count).allSatisfy({ cells[start + $0].character == characters[$0] }) {
            return (0..<characters.count).map { cells[start + $0].reversed }
        }
        return nil
    }

    /// A day's total pure alcohol in tenths of a gram, from its JSON object in the journal.
    static func totalTenths(of day: [String: Any]?) -> Int {
        let drinks = day?["drinks"] as? [[String: Any]] ?? []
        return drinks.reduce(0) { sum, drink in
            let grams = (drink["grams"] as? NSNumber)?.doubleValue ?? 0
            let count = (drink["count"] as? NSNumber)?.intValue ?? 0
            return sum + Int((grams * 10).rounded()) * count
        }
    }

    /// `name × count` for each drink of a day in the journal, in order.
    static func drinkCounts(of day: [String: Any]?) -> [String] {
        let drinks = day?["drinks"] as? [[String: Any]] ?? []
        return drinks.map { "\($0["name"] as? String ?? "?") × \(($0["count"] as? NSNumber)?.intValue ?? 0)" }
    }
}
