import DanshuCore
import DanshuText

/// AUDIT-C from the diary and the comparison with people like the user (design.md §8) as lines of text at most `width`
/// columns: `danshu stats` and the report print the same lines, the statistics pane draws the comparison's one line.
public enum ClinicalFeedbackText {
    /// AUDIT-C: its label, then the answers or how many more days they need, the 12 months (each month over its score)
    /// once a window of them has answers, and what the answers stand on once they are shown.
    public static func auditCLines(
        _ audit: AuditC, history: [AuditC], catalog: Catalog, width: Int,
        breaks: TextWrap.Breaks = .characters
    ) -> [String] {
        var lines = [catalog.auditCLabel]
        lines += TextWrap.words(catalog.auditCDetail(audit), width: width - 2, breaks: breaks).map { "  " + $0 }
        if history.contains(where: { $0.answers != nil }) {
            lines += historyLines(history, catalog: catalog, width: width)
        }
        if audit.answers != nil {
            lines += TextWrap.words(catalog.auditCNote(audit), width: width - 2, breaks: breaks).map { "  " + $0 }
        }
        return lines
    }

    /// The 12 months as two rows under one label, each month's name over its score, right-aligned:
    /// `  12か月の推移  12月 1月 …` over `                 -   - …`; in blocks of fewer months when a row would not fit.
    static func historyLines(_ history: [AuditC], catalog: Catalog, width: Int) -> [String] {
        let cells = catalog.auditCHistoryCells(history)
        let label = "  " + catalog.auditCHistoryLabel + "  "
        let indent = TextWidth.of(label)
        let columns = cells.map { max(TextWidth.of($0.month), TextWidth.of($0.score)) }
        var lines: [String] = []
        var start = 0
        while start < cells.count {
            var end = start
            var used = indent
            while end < cells.count, end == start || used + 1 + columns[end] <= width {
                used += (end == start ? 0 : 1) + columns[end]
                end += 1
            }
            let months = (start..<end).map { TextWidth.pad(cells[$0].month, to: columns[$0], alignRight: true) }
            let scores = (start..<end).map { TextWidth.pad(cells[$0].score, to: columns[$0], alignRight: true) }
            lines.append((start == 0 ? label : String(repeating: " ", count: indent)) + months.joined(separator: " "))
            lines.append(String(repeating: " ", count: indent) + scores.joined(separator: " "))
            start = end
        }
        return lines
    }

    /// The comparison in full: its title, what it says, the four weeks' heavy drinking days, and, wherever the survey's
    /// figure is shown, what to keep in mind about it and where it comes from.
    public static func comparisonLines(
        _ comparison: DrinkingComparison, catalog: Catalog, width: Int,
        breaks: TextWrap.Breaks = .characters
    ) -> [String] {
        var lines = TextWrap.words(catalog.comparisonTitle, width: width, breaks: breaks)
        lines += TextWrap.words(catalog.comparisonSentence(comparison), width: width - 2, breaks: breaks).map {
            "  " + $0
        }
        lines += TextWrap.words(catalog.comparisonHeavyDays(comparison), width: width - 2, breaks: breaks).map {
            "  " + $0
        }
        lines += caveatLines(comparison, catalog: catalog, width: width, indent: 2, breaks: breaks)
        return lines
    }

    /// What to keep in mind about the survey's figure and its source, `indent` columns in, while the figure is shown
    /// (above the line); else none.
    public static func caveatLines(
        _ comparison: DrinkingComparison, catalog: Catalog, width: Int, indent: Int,
        breaks: TextWrap.Breaks = .characters
    ) -> [String] {
        guard comparison.shownShare != nil else { return [] }
        let room = width - indent
        let margin = String(repeating: " ", count: indent)
        return
            (TextWrap.words(catalog.comparisonCaveat, width: room, breaks: breaks)
            + TextWrap.words(catalog.comparisonSourceLine, width: room, breaks: breaks)).map { margin + $0 }
    }

    /// The comparison in one line of at most `width` columns: the longest wording that fits, else the shortest cut.
    public static func comparisonLine(_ comparison: DrinkingComparison, catalog: Catalog, width: Int) -> String {
        let lines = catalog.comparisonLines(comparison)
        return lines.first { TextWidth.of($0) <= width } ?? TextWidth.truncate(lines.last ?? "", to: width)
    }
}
