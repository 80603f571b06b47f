import DanshuCore
import DanshuUI

extension Canvas {
    /// All rows joined by "\n", trailing spaces trimmed per row: what a snapshot test compares.
    var text: String {
        (0..<height).map(row).joined(separator: "\n")
    }

    /// Every cell's style drawn as one letter per column, so snapshot tests catch color regressions:
    /// plain cells are `.`, styles named in `legend` use their letter, the others get A, B, C… in reading order.
    /// Trailing dots are trimmed per row; after a blank line each letter used is listed with its style.
    func styleMap(legend: [Style: Character] = [:]) -> String {
        var letters = legend
        if letters[.plain] == nil { letters[.plain] = "." }
        let taken = Set(letters.values)
        var spare = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".filter { !taken.contains($0) }[...]
        var used: [Character: Style] = [:]
        var rows: [String] = []
        for y in 0..<height {
            var line = ""
            for cell in cells(row: y) {
                let letter: Character
                if let known = letters[cell.style] {
                    letter = known
                } else {
                    letter = spare.popFirst() ?? "?" // more styles than letters: all share "?"
                    letters[cell.style] = letter
                }
                if cell.style != .plain || legend[.plain] != nil { used[letter] = cell.style }
                line.append(letter)
            }
            while line.last == "." { line.removeLast() }
            rows.append(line)
        }
        let key = used.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value.legend)" }
        return (rows + (key.isEmpty ? [] : [""] + key)).joined(separator: "\n")
    }
}

extension Style {
    /// A short readable form for the style map's key, e.g. `fg #00FF00 bold`; `plain` when nothing is set.
    var legend: String {
        var parts: [String] = []
        if let foreground { parts.append("fg \(Self.hex(foreground))") }
        if let background { parts.append("bg \(Self.hex(background))") }
        if bold { parts.append("bold") }
        if dim { parts.append("dim") }
        if reverse { parts.append("reverse") }
        if underline { parts.append("underline") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }

    private static func hex(_ color: RGB) -> String {
        let digits = Array("0123456789ABCDEF")
        var out = "#"
        for byte in [color.r, color.g, color.b] {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        return out
    }
}
