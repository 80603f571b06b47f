import DanshuCore
import DanshuText

/// The month's urges as lines of text (design.md §9), the one layout the statistics pane draws (`UrgeStatisticsView`)
/// and `danshu stats` prints: the figures (how many, the share that passed without drinking that day, how urges pass),
/// the triggers ranked by how often drinking followed, the plans ranked by the drop in strength and the share passed,
/// and the hour × weekday grid, by the hour where it fits and in 4-hour blocks where it does not.
extension StatisticsText {
    /// The cells a count takes in the grid: two digits and a space.
    static let gridCell = 3
    /// The cells a count takes in the grid of 4-hour blocks: the header's `12` and `20` need one more to stay apart.
    static let gridBlockCell = 4

    /// `danshu stats`' urges block: the figures, the triggers, the plans, then the grid, at `width`; none while the
    /// month has no urge. `firstWeekday` starts the grid's rows (the setting `weekStartsOn`).
    static func urgeLines(_ urges: UrgeReport, catalog: Catalog, width: Int, firstWeekday: Int) -> [ToneLine] {
        guard urges.hasUrges else { return [] }
        let blocks = [
            urgeFigureLines(urges, catalog: catalog, width: width),
            urgeTriggerLines(urges, catalog: catalog, width: width),
            urgePlanLines(urges, catalog: catalog, width: width),
            urgeGridLines(urges.grid, catalog: catalog, width: width, firstWeekday: firstWeekday),
        ]
        return blocks.filter { !$0.isEmpty }.joined(separator: [ToneLine("")]).map { $0 }
    }

    /// The title and the figures: how many urges (followed up, per week), the share that passed without drinking, the
    /// urges on days not recorded, and how this person's urges pass once there is enough to say it.
    static func urgeFigureLines(_ urges: UrgeReport, catalog: Catalog, width: Int) -> [ToneLine] {
        let labels = [catalog.urgesCountLabel, catalog.urgesPassedLabel]
        let labelWidth = (labels.map(TextWidth.of).max() ?? 0) + 2
        func row(_ label: String, _ value: String, _ tone: Tone = .plain) -> [ToneLine] {
            let lines = TextWrap.words(value, width: max(8, width - 2 - labelWidth))
            return lines.enumerated().map { i, line in
                ToneLine([.init("  " + TextWidth.pad(i == 0 ? label : "", to: labelWidth), .dim), .init(line, tone)])
            }
        }
        var lines = [ToneLine(catalog.urgesTitle)]
        lines += row(
            catalog.urgesCountLabel,
            catalog.urgesCount(urges.count, followedUp: urges.followedUp, perWeekTenths: urges.perWeekTenths))
        lines += row(
            catalog.urgesPassedLabel, catalog.urgesPassed(urges.passedWithoutDrinking),
            urges.passedWithoutDrinking.whole > 0 ? .sober : .dim)
        if urges.onUnrecordedDays > 0 {
            lines += indented(catalog.urgesOnUnrecordedDays(urges.onUnrecordedDays), width: width, tone: .dim)
        }
        if let pass = urges.urgesPass { lines += indented(catalog.urgesPass(pass), width: width, tone: .sober) }
        return lines
    }

    /// The triggers given, most often followed by drinking first, at most `limit` of them: a row each, the trigger, the
    /// share of its urges on recorded days that drinking followed, and its urges.
    static func urgeTriggerLines(_ urges: UrgeReport, catalog: Catalog, width: Int, limit: Int = .max) -> [ToneLine] {
        let rows = urges.triggers.prefix(limit)
        guard !rows.isEmpty else { return [] }
        let table = TextTable.lines(
            rows.map { row in
                [
                    catalog.urgeTrigger(row.trigger), catalog.urgeShareShort(row.followedByDrinking),
                    catalog.urgeTriggerCount(row.count),
                ]
            }, rightAligned: [2], indent: 2)
        return TextWrap.words(catalog.urgeTriggersTitle, width: width).map { ToneLine($0) }
            + table.map { ToneLine(TextWidth.truncate($0, to: width)) }
    }

    /// The plans the urges used, best first, at most `limit` of them: a row each, the plan in a few words (cut to the
    /// width), the mean drop in strength and the share of its urges that passed without drinking.
    static func urgePlanLines(_ urges: UrgeReport, catalog: Catalog, width: Int, limit: Int = .max) -> [ToneLine] {
        let plans = urges.plans.prefix(limit)
        guard !plans.isEmpty else { return [] }
        let figures = plans.map { ranked in
            [
                ranked.outcome?.meanDropTenths.map(formatTenths) ?? "-",
                catalog.urgeShareShort(ranked.outcome?.passed ?? .empty),
            ]
        }
        let figureWidths = (0..<2).map { column in figures.map { TextWidth.of($0[column]) }.max() ?? 0 }
        let ruleWidth = max(8, width - 2 - figureWidths.reduce(0, +) - 4)
        let rules = plans.map {
            TextWidth.truncate(SafeText.sanitize(catalog.planRuleShort($0.plan.rule)), to: ruleWidth)
        }
        let table = TextTable.lines(zip(rules, figures).map { [$0] + $1 }, rightAligned: [1], indent: 2)
        return TextWrap.words(catalog.urgePlansTitle, width: width).map { ToneLine($0) } + table.map { ToneLine($0) }
    }

    /// Whether the grid is drawn by the hour at `width`: 24 columns of counts beside the weekdays; else 4-hour blocks.
    static func urgeGridByHour(catalog: Catalog, width: Int) -> Bool {
        urgeGridLabelWidth(catalog) + 24 * gridCell <= width
    }

    /// The grid's title, then the hours (or the blocks' first hours) from the day's start across, and a row a weekday
    /// from `firstWeekday`: each count, or the unrecorded glyph where there is none.
    static func urgeGridLines(_ grid: UrgeHourGrid, catalog: Catalog, width: Int, firstWeekday: Int) -> [ToneLine] {
        let byHour = urgeGridByHour(catalog: catalog, width: width)
        let labelWidth = urgeGridLabelWidth(catalog)
        let cell = byHour ? gridCell : gridBlockCell
        let columns = byHour ? 24 : UrgeHourGrid.blocks
        let hours = (0..<columns).map { byHour ? grid.hour(ofRow: $0) : grid.startHour(ofBlock: $0) }
        let header =
            String(repeating: " ", count: labelWidth)
            + hours.map { TextWidth.pad(String($0), to: cell, alignRight: true) }.joined()
        var lines = TextWrap.words(catalog.urgeGridTitle(blocks: !byHour), width: width).map { ToneLine($0) }
        lines.append(ToneLine(header, .dim))
        let zero = ScreenGlyphs.current.unrecorded
        for offset in 0..<7 {
            let weekday = (firstWeekday + offset) % 7
            var parts = [ToneLine.Part(TextWidth.pad(catalog.urgeGridWeekdays[weekday], to: labelWidth), .dim)]
            for column in 0..<columns {
                let count = byHour ? grid.hourRows[column][weekday] : grid.blockRows[column][weekday]
                parts.append(
                    .init(
                        TextWidth.pad(count == 0 ? zero : String(count), to: cell, alignRight: true),
                        count == 0 ? .dim : .plain))
            }
            lines.append(ToneLine(parts))
        }
        return lines
    }

    /// The columns the grid takes at `width`: the weekday names and 24 hours, or 6 blocks.
    static func urgeGridWidth(catalog: Catalog, width: Int) -> Int {
        urgeGridLabelWidth(catalog)
            + (urgeGridByHour(catalog: catalog, width: width) ? 24 * gridCell : UrgeHourGrid.blocks * gridBlockCell)
    }

    /// The columns the grid's weekday names take, and a space.
    static func urgeGridLabelWidth(_ catalog: Catalog) -> Int {
        (catalog.urgeGridWeekdays.map(TextWidth.of).max() ?? 3) + 1
    }

    /// Words wrapped to `width` under a two-column indent.
    private static func indented(_ text: String, width: Int, tone: Tone) -> [ToneLine] {
        TextWrap.words(text, width: max(8, width - 2)).map { ToneLine("  " + $0, tone) }
    }
}
