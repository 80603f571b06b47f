import DanshuApp
import DanshuCore
import DanshuText

/// The month at a glance, under today's panel from 140 columns: the shown month's figures, its calories, money, AUDIT-C
/// and heavy days' situations in a row each (as under the statistics pane's heatmap), the selected week's plan against
/// what was drunk, the last four weeks (ending the selected day, as the trends pane counts them) against the four before,
/// and the streak (the header's facts, one a row). Each is a section
/// (`Section`) placed whole in the rows under today's panel, in this order, the later ones left out where rows run
/// short; the selected day's urges and the plans the month's urges used (design.md §9) go in after the week's plan, while
/// the month holds an urge or the journal a plan. Every line is one the app
/// already says elsewhere, in the same words: the statistics' (`StatisticsText`), the trends' (`TrendsText`), the day
/// panel's plan line.
enum GlanceView {
    static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        guard !rect.isEmpty else { return }
        // Rows the sections leave widen the gaps between them, up to three rows more each.
        for placed in Section.stack(sections(state, catalog: catalog, theme: theme), in: rect, spread: 3) {
            placed.section.draw(placed.rect, &frame)
        }
    }

    /// The glance's sections in reading order.
    static func sections(_ state: AppState, catalog: Catalog, theme: Theme) -> [Section] {
        let month = MonthReport(journal: state.journal, month: state.shownMonth, today: state.today)
        let weeks = TrendsReport(
            journal: state.journal, weeks: 1, endingWithWeekHolding: state.selected, today: state.today)
        return [
            .lines("month", theme: theme) { width in
                [ToneLine(catalog.monthTitle(state.shownMonth), .title)]
                    + StatisticsText.monthLines(month, catalog: catalog, width: width)
            },
            .lines("feedback", theme: theme) { width in
                StatisticsText.feedbackLines(month, catalog: catalog, width: width, summaries: true)
            },
            .lines(
                "week plan", theme: theme,
                shorter: .lines("week plan's summary", theme: theme) { width in
                    weekPlanLines(state, weeks.newestWeek, catalog: catalog, width: width, days: false)
                }
            ) { width in weekPlanLines(state, weeks.newestWeek, catalog: catalog, width: width) },
            .lines("urges", theme: theme) { width in urgeLines(state, month.urges, catalog: catalog, width: width) },
            .lines("four weeks", theme: theme) { width in TrendsText.closingLines(weeks, catalog: catalog, width: width)
            },
            .lines("streak", theme: theme) { _ in StatisticsText.streakLines(month, catalog: catalog) },
        ]
    }

    /// The selected day's urges, a line each (time, strength and what it came to, triggers), then the plans the month's
    /// urges used, best first, as the statistics pane's `i` ranks them; nothing while the month holds no urge and the
    /// journal no plan (nothing of the feature shows before it is used).
    static func urgeLines(_ state: AppState, _ urges: UrgeReport, catalog: Catalog, width: Int) -> [ToneLine] {
        let day = state.journal.days[state.selected]?.urges ?? []
        // From what the frame already has, not a walk over every day of the journal at each frame.
        guard urges.hasUrges || !day.isEmpty || !state.journal.ifThenPlans.isEmpty else { return [] }
        var lines = [ToneLine(catalog.glanceUrgesTitle(state.selected, today: state.today), .title)]
        if day.isEmpty {
            lines += TextWrap.words(catalog.glanceNoUrges, width: width, breaks: .phrases).map { ToneLine($0, .dim) }
        }
        for urge in day {
            let tone: Tone = urge.eased ? .sober : .plain
            lines += TextWrap.words(catalog.urgeSummaryWithAfter(urge), width: width - 2, breaks: .phrases).map {
                ToneLine("  " + $0, tone)
            }
        }
        let plans = StatisticsText.urgePlanLines(urges, catalog: catalog, width: width, limit: 3)
        return plans.isEmpty ? lines : lines + [ToneLine("")] + plans
    }

    /// The columns of a day's actual before its plan: `▓ 40.0g` and two blanks.
    static let actualWidth = 9

    /// What a day came to, as the calendar marks it: `○` sober, the band's glyph and the grams, `·` not recorded; blank
    /// for a day to come. Padded to `actualWidth`.
    static func actual(_ date: LocalDate, state: AppState) -> ToneLine.Part {
        let glyphs = ScreenGlyphs.current
        let (text, tone): (String, Tone)
        if date > state.today {
            (text, tone) = ("", .plain)
        } else {
            switch state.journal.state(of: date) {
            case .unrecorded: (text, tone) = (glyphs.unrecorded, .dim)
            case .sober: (text, tone) = (glyphs.sober, .sober)
            case .drank(let g):
                (text, tone) = (
                    glyphs.band(RiskBand(gramsTenths: g)) + " " + formatGrams(g), .band(RiskBand(gramsTenths: g))
                )
            }
        }
        return .init(TextWidth.pad(text, to: actualWidth), tone)
    }

    /// The selected week's plan, as the trends pane says it (`予定: 金・土 40g まで  予定どおり 3/4日`; without one, that
    /// the trends pane's `p` makes one), then (with `days`) each day it covers: what was drunk, and its plan in the day panel's words.
    static func weekPlanLines(_ state: AppState, _ week: ReportWeek, catalog: Catalog, width: Int, days: Bool = true)
        -> [ToneLine]
    {
        let unit = state.journal.settings.secondUnit
        guard week.plan != nil else {
            return TextWrap.words(catalog.glanceNoPlan, width: width, breaks: .phrases).map { ToneLine($0, .dim) }
        }
        let summary = catalog.trendsPlanLine(week.plan, weekStart: week.total.firstDay, unit)
        var lines = TextWrap.words(summary, width: width, breaks: .phrases).map { ToneLine($0) }
        guard days else { return lines }
        for date in (0..<7).map({ week.total.firstDay.adding(days: $0) }) {
            guard let plan = state.journal.dayPlan(on: date) else { continue }
            let kept = date > state.today ? nil : plan.kept(state.journal.state(of: date))
            let day = catalog.weekdayNames[date.weekday] + (date.day < 10 ? " " : "") + String(date.day) + "  "
            let words = [
                catalog.dayPlanLine(plan, kept: kept, unit), catalog.dayPlanLine(plan, kept: kept, .none),
                catalog.dayPlanLineShort(plan, kept: kept),
            ].first { TextWidth.of(day) + actualWidth + TextWidth.of($0) <= width }
            let tone: Tone = kept.map { $0 ? .sober : .error } ?? .info
            lines.append(
                ToneLine([
                    .init(day, date == state.selected ? .title : .dim), actual(date, state: state),
                    .init(words ?? catalog.dayPlanLineShort(plan, kept: kept), tone),
                ]))
        }
        return lines
    }
}
