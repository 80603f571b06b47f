import DanshuApp
import DanshuCore
import DanshuText

/// The whole screen as a function of the state: what the terminal layer draws after every key.
public enum Screen {
    public static func render(_ state: AppState, width: Int, height: Int, catalog: Catalog, theme: Theme) -> Frame {
        var frame = Frame(width: width, height: height)
        guard width >= MainLayout.minimumWidth, height >= MainLayout.minimumHeight else {
            let question = state.leaving?.asking == true ? state.message : nil
            TooSmallView.draw(
                width: width, height: height, askingToQuit: state.askingToQuit, question: question, into: &frame,
                catalog: catalog,
                theme: theme)
            return frame
        }
        switch state.pane {
        case .main: drawMain(state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .help: HelpView.draw(state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .presets:
            PresetPaneView.draw(state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .ifThenPlans:
            IfThenPlanPaneView.draw(state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .statistics:
            StatisticsView.draw(state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .trends: TrendsView.draw(state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        case .report: ReportView.draw(state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        }
        if let modal = state.modal {
            frame.hits.removeAll() // a form or question takes the clicks too
            ModalView.draw(
                modal, state: state, width: width, height: height, into: &frame, catalog: catalog, theme: theme)
        }
        return frame
    }

    static func drawMain(
        _ state: AppState, width: Int, height: Int, into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        let chips = ChipStripView.arrange(
            state, width: width - 2, maximumRows: MainLayout.chipRowsAllowed(width: width, height: height))
        let layout = MainLayout(for: state, width: width, height: height, catalog: catalog, chipRows: chips.rows)
        HeaderView.draw(state, in: layout.header, into: &frame, catalog: catalog, theme: theme)
        if layout.ruleShown { frame.canvas.put(ScreenGlyphs.current.line(width), x: 0, y: 1, style: theme.frame) }
        if !layout.calendar.isEmpty {
            CalendarView.draw(
                state, in: layout.calendar, cellWidth: layout.calendarCellWidth, cellHeight: layout.calendarCellHeight,
                legendRows: layout.legendRows, neighbours: layout.calendarShowsNeighbours, into: &frame,
                catalog: catalog, theme: theme)
        }
        if !layout.dayPanel.isEmpty {
            DayPanelView.draw(state, in: layout.dayPanel, into: &frame, catalog: catalog, theme: theme)
        }
        DrinkListView.draw(state, in: layout.drinks, into: &frame, catalog: catalog, theme: theme)
        WeekBarsView.draw(
            state, in: layout.weekBars, cellWidth: layout.calendarCellWidth, into: &frame, catalog: catalog,
            theme: theme)
        let total = state.journal.state(of: state.selected).gramsTenths
        GaugeView.draw(
            gramsTenths: total, maxTenths: state.journal.settings.gaugeMaxTenths, in: layout.gauge,
            into: &frame, catalog: catalog, theme: theme)
        GlanceView.draw(state, in: layout.glance, into: &frame, catalog: catalog, theme: theme)
        ChipStripView.draw(
            state, chips, in: layout.chips, pageRow: layout.chipPageRow, into: &frame, catalog: catalog, theme: theme)
        // Where the screen is too short for both, `g` puts the calendar in the day's place and back; the key line says which.
        let turn =
            layout.monthTakesTurns
            ? KeyLine.item(
                .main(.monthViewToggled), state.showsMonth ? .showDay : .showMonth, rank: 9, for: state,
                catalog: catalog) : nil
        StatusLinesView.draw(
            state, messageRow: layout.messageRow, hintRow: layout.hintRow, width: width, keyRows: layout.keyLineRows,
            keys: turn.map { [$0] } ?? [], into: &frame, catalog: catalog, theme: theme)
    }
}
