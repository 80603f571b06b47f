import DanshuCore

/// The report pane (`r`, design.md §8): the report for the doctor of the four weeks ending the selected day, scrolled like
/// help, and written as an HTML file on a key.
public enum ReportAction: Equatable, Sendable {
    /// ↑ ↓: by lines.
    case scrolled(by: Int)
    /// PgUp PgDn Space: by pages of the pane's height.
    case paged(by: Int)
    /// `h`: write the HTML file.
    case writeHTMLPressed
}

/// The rules of the report pane.
func reduceReport(_ state: inout AppState, _ action: ReportAction) -> [Effect] {
    switch action {
    case .scrolled(let n): state.reportScroll.scroll(lines: n)
    case .paged(let n): state.reportScroll.scroll(pages: n)
    case .writeHTMLPressed: return [.writeReport(endingOn: state.selected)]
    }
    return []
}
