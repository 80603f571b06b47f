import DanshuCore

/// `s`: the statistics of the shown month. (Filled in with the month's figures by the statistics work.)
enum StatisticsView {
    static func draw(_ state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        frame.canvas.put(catalog.keyHelp(.statistics) + "  " + catalog.monthTitle(state.shownMonth), x: 1, y: 0, style: theme.title)
    }
}
