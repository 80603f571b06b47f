import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

/// The treatment companion on screen as a new user met it (issue 35): every mark the calendar shows has its words in the
/// legend at 80×24, the plan form shows when typed days are not saved yet, and the report pane keeps each week's plan.
@Suite("The treatment companion on screen (issue 35)")
struct CompanionTrialScreenTests {
    func render(_ state: AppState, _ width: Int, _ height: Int, _ language: Language) -> Frame {
        Screen.render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: true))
    }

    /// The rows of the calendar's weeks and of its legend at 80×24 (the legend's second row is the row under it).
    func calendarAndLegend(_ frame: Frame) -> (days: String, legend: String) {
        let rows = (0..<frame.canvas.height).map { String(frame.canvas.row($0).prefix(30)) }
        let weeks = rows[4..<10].joined(separator: "\n")
        let legend = rows[10..<12].joined(separator: "\n")
        return (weeks, legend)
    }

    @Test(
        "at 80×24 a month with a plan explains ◇ and a ! that may be against the plan, not only 超過; in English too",
        arguments: [Language.ja, .en])
    func legendExplainsEveryMark(_ language: Language) {
        var state = PlanSnapshotTests.state()
        state.journal.plans[TrendsSnapshotTests.today] = WeekPlan(drinkingDays: [.monday, .friday], maxTenths: 400)
        reduce(&state, .app(.closePressed))
        let catalog = Catalog(language)
        let frame = render(state, 80, 24, language)
        let (days, legend) = calendarAndLegend(frame)
        let glyphs = ScreenGlyphs.current
        // Every mark the days show (at 80 columns over the limit or against the plan is the number reversed)...
        let reversedNumber = (4..<10).contains { y in
            (0..<30).contains { frame.canvas[$0, y].style.reverse && frame.canvas[$0, y].text.first?.isNumber == true }
        }
        #expect(days.contains(glyphs.planned) && reversedNumber && days.contains(glyphs.sober), "\(days)")
        // ...is in the legend with its words.
        #expect(
            legend.contains(glyphs.planned + catalog.legendPlannedDay)
                || legend.contains(glyphs.planned + catalog.legendPlanned), "\(legend)")
        #expect(
            legend.contains(catalog.legendOverOrPlan) || legend.contains(catalog.legendOverOrPlanShort), "\(legend)")
        #expect(!legend.contains(catalog.legendOverShort + " "), "\(legend)")
        #expect(
            legend.contains(glyphs.sober) && legend.contains(catalog.legendFeelings)
                && legend.contains(glyphs.bands.joined()), "\(legend)")
        // A month without a plan keeps the one-row legend, and the row under it blank.
        state.journal.plans = [:]
        let plain = calendarAndLegend(render(state, 80, 24, language)).legend
        let rows = plain.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!plain.contains(glyphs.planned) && rows.count == 2 && rows[1].allSatisfy { $0 == " " }, "\(plain)")
    }

    @Test("the plan form marks the week row 未保存 while days or an amount are not saved; → there then says so and stays")
    func planFormShowsUnsaved() {
        var state = PlanSnapshotTests.state()
        state.journal.plans = [:]
        reduce(&state, .trends(.planPressed))
        #expect(!render(state, 80, 24, .ja).canvas.text.contains("未保存"))
        reduce(&state, .modal(.plan(.dayToggled)))
        for _ in 0..<2 { reduce(&state, .modal(.plan(.fieldMoved(by: 1)))) }
        let typed = render(state, 80, 24, .ja).canvas.text
        #expect(typed.contains("今週 未保存"), "\(typed)")
        reduce(&state, .modal(.plan(.stepped(by: 1))))
        let asked = render(state, 80, 24, .ja).canvas.text
        #expect(asked.contains("未保存の変更があります: Enter で保存、もう一度 ← → で捨てて週を移ります") && asked.contains("今週 未保存"), "\(asked)")
        let english = render(state, 80, 24, .en).canvas.text
        #expect(
            english.contains("Unsaved changes: Enter saves them; ← → again drops them and moves")
                && english.contains("unsaved"))
    }

    @Test(
        "s before any day is marked shows the amount taken and what it waits for; nothing of the pane stands cut beside the box (issue 40)",
        arguments: [Language.ja, .en])
    func planFormSuggestionBeforeDays(_ language: Language) {
        var state = PlanSnapshotTests.state()
        state.journal.plans = [:]
        reduce(&state, .trends(.planPressed))
        reduce(&state, .modal(.plan(.suggestionTaken)))
        let catalog = Catalog(language)
        for (width, height) in [(80, 22), (80, 24)] {
            let frame = render(state, width, height, language)
            let text = frame.canvas.text
            guard case .plan(let form)? = state.modal, let amount = form.maxTenths else {
                return #expect(Bool(false), "no amount")
            }
            #expect(text.contains(catalog.planAmount(amount, .none) + catalog.planAmountNeedsDays), "\(text)")
            #expect(
                !text.contains(catalog.planNoDrinkingDay)
                    && text.contains(catalog.message(.plan(.suggestionNeedsDays))), "\(text)")
            // Beside the box, on its rows, nothing but blanks or whole pieces of the pane (no `/29` of a date it covers).
            let box = ModalView.boxRect(width: width, height: height, boxWidth: 72, boxHeight: 11)
            for y in box.y..<box.maxY {
                #expect(
                    frame.canvas[box.maxX, y].text == " " && frame.canvas[box.x - 1, y].text == " ",
                    "row \(y): \(frame.canvas.row(y))")
            }
        }
    }

    @Test("the report pane at 80×24 keeps each planned week's plan and days as planned whole, on its own line")
    func reportPaneKeepsThePlan() {
        var state = PlanSnapshotTests.state()
        reduce(&state, .app(.closePressed))
        reduce(&state, .app(.reportPressed))
        let catalog = Catalog(.ja)
        let report = ClinicReport(journal: state.journal, weeks: 4, endingOn: state.selected, today: state.today)
        let lines = ReportText.lines(report, catalog: catalog, width: 78)
        let planLines = lines.filter { $0.contains("予定 ") && $0.contains("予定どおり") }
        #expect(
            planLines.count == report.weeks.compactMap(\.plan).filter { $0.recordedDays > 0 }.count
                && !planLines.isEmpty, "\(lines)")
        for line in lines { #expect(TextWidth.of(line) <= 78, "\(line)") }
        // Scrolled to the weeks, the pane shows them whole.
        for _ in 0..<60 { reduce(&state, .report(.scrolled(by: 1))) }
        var text = ""
        for _ in 0..<60 {
            text += render(state, 80, 24, .ja).canvas.text
            reduce(&state, .report(.scrolled(by: -1)))
        }
        for line in planLines { #expect(text.contains(line.trimmingCharacters(in: .whitespaces)), "\(line)") }
    }
}
