import DanshuApp
import DanshuCore
import DanshuText

/// `r`: the report for the doctor of the four weeks ending the selected day, as `danshu report` prints it, scrolled
/// like help; `h` writes it as an HTML file.
enum ReportView {
    static func draw(
        _ state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        let report = ClinicReport(
            journal: state.journal, weeks: ClinicReport.defaultWeeks, endingOn: state.selected, today: state.today)
        let narrow = width < MainLayout.fullWidth
        var lines = ReportText.lines(
            report, catalog: catalog, width: width - 2, breaks: narrow ? .phrases : .characters)
        // On a phone's screen a line wider than it wraps between phrases, under its own indent, instead of being cut.
        if narrow { lines = lines.flatMap { wrapped($0, width: width - 2) } }
        let keyRows = narrow ? 2 : 1
        let title = narrow ? TextWrap.words(lines.first ?? "", width: width - 1, breaks: .phrases) : [lines.first ?? ""]
        for (i, line) in title.enumerated() {
            frame.canvas.put(" " + line, x: 0, y: i, style: theme.title, maxWidth: width)
        }
        let body = Array(lines.dropFirst())
        let top = title.count
        let visible = max(0, height - top - 1 - keyRows)
        let scroll = state.reportScroll.firstRow(rows: body.count, page: visible)
        for (i, line) in body.dropFirst(scroll).prefix(visible).enumerated() {
            frame.canvas.put(line, x: 1, y: top + i, maxWidth: width - 2)
        }
        // The message line as every pane draws it: the written file's path fits the width (issue 40).
        StatusLinesView.draw(
            state, messageRow: height - 1 - keyRows, hintRow: height - keyRows, width: width, keyRows: keyRows,
            into: &frame, catalog: catalog, theme: theme)
    }

    /// A line within `width` columns: whole when it fits, else wrapped between phrases, each part under the line's indent.
    static func wrapped(_ line: String, width: Int) -> [String] {
        guard TextWidth.of(line) > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let room = max(8, width - indent.count)
        return TextWrap.words(String(line.dropFirst(indent.count)), width: room, breaks: .phrases).map { indent + $0 }
    }
}
