/// Columns of text lined up by display width (wide characters take two columns), two spaces apart.
public enum TextTable {
    /// The rows as lines; `rightAligned` holds the indices of columns aligned to the right (numbers), `indent` the
    /// spaces before each line. Trailing spaces are left out.
    public static func lines(_ rows: [[String]], rightAligned: Set<Int> = [], indent: Int = 0) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], TextWidth.of(cell)) }
        }
        return rows.map { row in
            var line = String(repeating: " ", count: indent)
            for (i, cell) in row.enumerated() {
                if i > 0 { line += "  " }
                let fill = String(repeating: " ", count: max(0, widths[i] - TextWidth.of(cell)))
                line += rightAligned.contains(i) ? fill + cell : cell + fill
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
