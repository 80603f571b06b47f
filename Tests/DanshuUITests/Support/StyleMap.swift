import DanshuUI

extension Canvas {
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
                    letter = spare.popFirst() ?? "?"  // more styles than letters: all share "?"
                    letters[cell.style] = letter
                }
                if cell.style != .plain || legend[.plain] != nil { used[letter] = cell.style }
                line.append(letter)
            }
            while line.last == "." { line.removeLast() }
            rows.append(line)
        }
        let key = used.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }
        return (rows + (key.isEmpty ? [] : [""] + key)).joined(separator: "\n")
    }
}
