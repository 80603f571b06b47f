import DanshuCore
import DanshuApp
import DanshuText

/// `r`: the report for the doctor of the four weeks ending the selected day, as `danshu report` prints it, scrolled
/// like help; `h` writes it as an HTML file.
enum ReportView {
    static func draw(_ state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        let report = ClinicReport(journal: state.journal, weeks: ClinicReport.defaultWeeks, endingOn: state.selected, today: state.today)
        let lines = ReportText.lines(report, catalog: catalog, width: width - 2)
        frame.canvas.put(" " + (lines.first ?? ""), x: 0, y: 0, style: theme.title, maxWidth: width)
        let body = Array(lines.dropFirst())
        let visible = max(0, height - 3)
        let scroll = state.reportScroll.firstRow(rows: body.count, page: visible)
        for (i, line) in body.dropFirst(scroll).prefix(visible).enumerated() {
            frame.canvas.put(line, x: 1, y: 1 + i, maxWidth: width - 2)
        }
        // The message line as every pane draws it: the written file's path fits the width (issue 40).
        StatusLinesView.draw(state, messageRow: height - 2, hintRow: height - 1, width: width, into: &frame, catalog: catalog, theme: theme)
    }
}
