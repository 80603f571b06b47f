import DanshuCore
import DanshuText
import DanshuUI

/// `danshu report --format html` and the app's `r`: the report for the doctor as one self-contained page (inline CSS
/// and SVG; no script, no font or link fetched) that prints 28 days on at most two A4 pages and reads in black and white:
/// every day has its mark, and the chart's bars differ by fill pattern as well as by shade.
enum ReportHTML {
    static func page(_ report: ClinicReport, catalog: Catalog, notes: Bool) -> String {
        let weeks = report.periodWeeks
        var html = """
            <!DOCTYPE html>
            <html lang="\(catalog.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(catalog.reportTitle)) \(escape(report.summary.from.iso))–\(escape(report.summary.to.iso))</title>
            <style>\(style)</style>
            </head>
            <body>
            <header>
            <h1>\(escape(catalog.reportTitle))</h1>
            <p class="period">\(escape(catalog.reportPeriod(report.summary.from, report.summary.to, weeks: weeks)))</p>
            <p>\(escape(catalog.reportSex(report.sex)))</p>
            <p>\(escape(catalog.reportLimits(dailyTenths: report.dailyLimitTenths, heavyTenths: report.thresholds.heavyDayTenths,
                                               weeklyTenths: report.weeklyLimitTenths, goal: report.soberDaysPerWeekGoal)))</p>
            </header>

            """
        html += summary(report, catalog: catalog)
        html += chart(report, catalog: catalog)
        html += weekTable(report, catalog: catalog)
        html += dayTable(report, catalog: catalog, notes: notes)
        // What to keep in mind about the survey's figure and its source, while the summary shows it.
        let caveat = ClinicalFeedbackText.caveatLines(report.comparison, catalog: catalog, width: Int.max, indent: 0)
        html +=
            "<p class=\"foot\">\(([catalog.reportFootnote] + caveat).map(escape).joined(separator: "<br>"))</p>\n</body>\n</html>\n"
        return html
    }

    /// The summary's rows and the responder criteria as `ReportText` lays them out, in tables.
    private static func summary(_ report: ClinicReport, catalog: Catalog) -> String {
        let weeks = report.periodWeeks
        let now = report.summary
        let before = report.previous
        let (rows, whoRow) = ReportText.summaryRows(report, catalog: catalog)
        var html =
            "<section class=\"summary\">\n<h2>\(escape(catalog.reportSummaryTitle))</h2>\n<table class=\"figures\">\n"
        html +=
            "<tr><th></th><th>\(escape(catalog.reportThisPeriod(weeks: weeks)))<br><small>\(escape(catalog.shortSpan(now.from, now.to)))</small></th>"
        html +=
            "<th>\(escape(catalog.reportPreviousPeriod(weeks: weeks)))<br><small>\(escape(catalog.shortSpan(before.from, before.to)))</small></th></tr>\n"
        // Under the WHO level, the last four weeks against the risk line and people like the user, as wide as the table.
        let compare =
            "<tr><td colspan=\"3\" class=\"compare\"><div>"
            + escape(ClinicalFeedbackText.comparisonLine(report.comparison, catalog: catalog, width: Int.max))
            + "</div></td></tr>\n"
        for (i, row) in rows.enumerated() {
            html +=
                "<tr><td>\(escape(row[0].trimmingLeadingSpaces))</td><td class=\"n\">\(escape(row[1]))</td><td class=\"n\">\(escape(row[2]))</td></tr>\n"
            if i == whoRow { html += compare }
        }
        html += "</table>\n<table class=\"criteria\">\n<caption>\(escape(catalog.reportResponderTitle))</caption>\n"
        for (name, met) in ReportText.responderCriteria(report, catalog: catalog) {
            html +=
                "<tr><td>\(escape(name))</td><td class=\"\(met == true ? "met" : "")\">\(escape(catalog.reportCriterion(met)))</td></tr>\n"
        }
        html += "</table>\n"
        if report.showsAuditC { html += auditC(report, catalog: catalog) }
        if report.heavySituations.hasAny {
            html +=
                "<table class=\"criteria\">\n<caption>\(escape(catalog.heavySituationsTitle(report.heavySituations)))</caption>\n"
            for row in catalog.heavySituationsRows(report.heavySituations) {
                html += "<tr><td>\(escape(row[0]))</td><td>\(escape(row[1]))</td></tr>\n"
            }
            html += "</table>\n"
        }
        // The period's urges, one short block (design.md §9).
        if report.urges.hasUrges {
            html +=
                "<div class=\"urges\"><b>\(escape(catalog.reportUrgesTitle))</b><br>"
                + ReportText.urgeParts(report.urges, catalog: catalog).map(escape).joined(separator: "<br>")
                + "</div>\n"
        }
        return html + "</section>\n"
    }

    /// AUDIT-C: the answers or how many more days they need, the 12 months (each month over its score) once a window of
    /// them has answers, and what the answers stand on once they are shown.
    private static func auditC(_ report: ClinicReport, catalog: Catalog) -> String {
        let audit = report.auditC
        var html =
            "<div class=\"audit\"><b>\(escape(catalog.auditCLabel))</b><br>\(escape(catalog.auditCDetail(audit)))\n"
        if report.auditCHistory.contains(where: { $0.answers != nil }) {
            let cells = catalog.auditCHistoryCells(report.auditCHistory)
            html +=
                "<table class=\"history\"><caption>\(escape(catalog.auditCHistoryLabel))</caption>\n<tr>"
                + cells.map { "<th>\(escape($0.month))</th>" }.joined() + "</tr>\n<tr>"
                + cells.map { "<td>\(escape($0.score))</td>" }.joined()
                + "</tr>\n</table>\n"
        }
        if audit.answers != nil { html += "<small>\(escape(catalog.auditCNote(audit)))</small>\n" }
        return html + "</div>\n"
    }

    /// The days' grams as bars against the daily limit (dashed) and the heavy-day line (solid), each day's mark under
    /// its bar. Bars within the limit are light, over it hatched, heavy days black: told apart without color.
    private static func chart(_ report: ClinicReport, catalog: Catalog) -> String {
        let count = report.days.count
        let barWidth = 14
        let gap = 4
        let left = 44
        let top = 16
        let height = 150
        let bottom = 34
        let width = left + count * (barWidth + gap) + 10
        let limit = report.dailyLimitTenths
        let heavy = report.thresholds.heavyDayTenths
        let scale = max(report.days.map(\.tenths).max() ?? 0, heavy * 5 / 4, limit * 5 / 4, 10)
        func y(_ tenths: Int) -> Int { top + height - min(height, tenths * height / scale) }
        var svg =
            "<svg class=\"chart\" viewBox=\"0 0 \(width) \(top + height + bottom)\" role=\"img\" aria-label=\"\(escape(catalog.reportTitle))\">\n"
        svg +=
            "<defs><pattern id=\"hatch\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        svg +=
            "<rect width=\"4\" height=\"4\" fill=\"#fff\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"4\" stroke=\"#000\" stroke-width=\"2\"/></pattern></defs>\n"
        svg +=
            "<line x1=\"\(left)\" y1=\"\(top + height)\" x2=\"\(width - 6)\" y2=\"\(top + height)\" stroke=\"#000\"/>\n"
        for (tenths, dash, label) in [
            (limit, "4 3", catalog.limitGrams(limit)), (heavy, "", catalog.limitGrams(heavy)),
        ] where tenths > 0 {
            svg +=
                "<line x1=\"\(left)\" y1=\"\(y(tenths))\" x2=\"\(width - 6)\" y2=\"\(y(tenths))\" stroke=\"#000\"\(dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"")/>"
            svg +=
                "<text x=\"\(left - 4)\" y=\"\(y(tenths) + 4)\" text-anchor=\"end\" class=\"axis\">\(escape(label))</text>\n"
        }
        for (i, day) in report.days.enumerated() {
            let x = left + gap / 2 + i * (barWidth + gap)
            if day.tenths > 0 {
                let fill: String
                switch day.mark {
                case .heavy: fill = "#000"
                case .overLimit: fill = "url(#hatch)"
                default: fill = "#ccc"
                }
                svg +=
                    "<rect x=\"\(x)\" y=\"\(y(day.tenths))\" width=\"\(barWidth)\" height=\"\(top + height - y(day.tenths))\" fill=\"\(fill)\" stroke=\"#000\" stroke-width=\"0.5\"/>"
                svg +=
                    "<text x=\"\(x + barWidth / 2)\" y=\"\(y(day.tenths) - 3)\" text-anchor=\"middle\" class=\"value\">\(dividedRoundingHalfUp(day.tenths, by: 10))</text>"
            }
            let center = x + barWidth / 2
            svg +=
                "<text x=\"\(center)\" y=\"\(top + height + 13)\" text-anchor=\"middle\" class=\"mark\">\(escape(catalog.reportMark(day.mark)))</text>"
            svg +=
                "<text x=\"\(center)\" y=\"\(top + height + 27)\" text-anchor=\"middle\" class=\"axis\">\(day.date.day)</text>\n"
        }
        svg += "</svg>\n"
        return "<section class=\"chart\">\n" + svg
            + "<p class=\"legend\">\(escape(catalog.reportMarkLegend(heavyTenths: heavy).joined(separator: "　")))</p>\n</section>\n"
    }

    private static func weekTable(_ report: ClinicReport, catalog: Catalog) -> String {
        var html = "<section>\n<h2>\(escape(catalog.reportWeeksTitle))</h2>\n<table class=\"weeks\">\n"
        for week in ReportText.weekRows(report, catalog: catalog) {
            html += "<tr><td>\(escape(week.span))</td><td>\(escape(week.total))</td><td>\(escape(week.sober))</td>"
            if report.showsPlans { html += "<td>\(escape(week.plan))</td>" }
            html += "</tr>\n"
        }
        return html + "</table>\n</section>\n"
    }

    private static func dayTable(_ report: ClinicReport, catalog: Catalog, notes: Bool) -> String {
        var html = "<section class=\"days\">\n<h2>\(escape(catalog.reportDaysTitle))</h2>\n<table class=\"days\">\n"
        for day in report.days {
            var what = escape(catalog.reportDay(day))
            let details = ReportText.dayDetails(day, report: report, catalog: catalog)
            if !details.isEmpty { what += " <span class=\"feel\">\(escape(details.joined(separator: "  ")))</span>" }
            if notes, let note = ReportText.dayNote(day, catalog: catalog) {
                what += "<br><span class=\"note\">\(escape(note))</span>"
            }
            html += "<tr class=\"\(day.mark.rawValue)\"><td class=\"date\">\(escape(catalog.reportDate(day.date)))</td>"
            html += "<td class=\"mark\">\(escape(catalog.reportMark(day.mark)))</td>"
            html +=
                "<td class=\"n\">\(escape(ReportText.dayAmount(day, report: report, catalog: catalog)))</td><td>\(what)</td></tr>\n"
        }
        return html + "</table>\n</section>\n"
    }

    /// Text as HTML: `& < > " '` escaped; control characters dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += " "
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Black on white, system fonts only (nothing fetched); A4 with 28 days on at most two pages.
    static let style = """
        body{font-family:"Noto Sans CJK JP","Hiragino Sans","Yu Gothic",sans-serif;color:#000;background:#fff;margin:1.5em auto;max-width:60em;font-size:11pt;line-height:1.35}
        h1{font-size:1.5em;margin:0 0 .2em}h2{font-size:1.1em;margin:.8em 0 .3em;border-bottom:1px solid #000}
        header p{margin:.1em 0}.period{font-weight:bold}
        table{border-collapse:collapse}td,th{padding:.1em .5em;vertical-align:top}
        .summary{display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start}.summary h2{flex-basis:100%}
        table.figures th{text-align:right;border-bottom:1px solid #000}table.figures td.n{text-align:right}
        table.criteria caption{text-align:left;font-weight:bold}table.criteria td.met{font-weight:bold}.audit{max-width:24em}.urges{max-width:30em;font-size:.9em}
        td.compare div{width:0;min-width:100%;font-size:.9em}table.history{margin:.2em 0;font-size:.8em}table.history caption{text-align:left}
        table.history th,table.history td{padding:0 .2em;text-align:right;font-weight:normal;white-space:nowrap}
        svg.chart{width:100%;height:auto;max-height:15em}svg .axis{font-size:9px}svg .value{font-size:8px}svg .mark{font-size:11px}
        .legend{font-size:.9em;margin:.2em 0}
        table.days{width:100%}table.days td{border-bottom:1px solid #ddd}table.days td.n{text-align:right;white-space:nowrap}
        table.days td.date{white-space:nowrap}table.days td.mark{text-align:center}tr.heavy td{font-weight:bold}
        tr.unrecorded td{color:#555}.feel{font-size:.9em}.note{font-size:.9em}.foot{font-size:.85em;margin-top:1em}
        @page{size:A4;margin:12mm}
        @media print{body{font-size:8.5pt;margin:0;max-width:none}h2{margin:.4em 0 .2em}svg.chart{max-height:11em}table.days td{padding:0 .4em}}
        """
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
