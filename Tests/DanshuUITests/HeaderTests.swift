import DanshuApp
import DanshuCore
import DanshuText
import DanshuUI
import Foundation
import Testing

/// The header line: a welcome on a new journal, then 「断酒 N日目」 and the streak facts in words that
/// read right in both languages.
@Suite struct HeaderTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    /// A session on 2026-11-29 whose last `soberDays` days, today included, were answered いいえ; with `earlierStreak`,
    /// a drink before them and that many sober days before the drink.
    func session(soberDays: Int = 0, earlierStreak: Int = 0) -> AppState {
        var journal = Journal()
        for offset in 0..<soberDays { journal.days[Self.today.adding(days: -offset)] = .sober }
        if earlierStreak > 0 {
            journal.days[Self.today.adding(days: -soberDays)] = DayRecord(drank: true)
            for offset in 0..<earlierStreak { journal.days[Self.today.adding(days: -soberDays - 1 - offset)] = .sober }
        }
        return AppState(journal: journal, today: Self.today)
    }

    func header(_ state: AppState, _ language: Language, width: Int = 80) -> String {
        let frame = Screen.render(
            state, width: width, height: 24, catalog: Catalog(language), theme: Theme(color: false))
        return frame.canvas.row(0).trimmingCharacters(in: .whitespaces)
    }

    @Test("A new journal is welcomed, not told 「断酒 0日目」, until its first recorded day", arguments: Language.allCases)
    func welcomeUntilTheFirstDay(_ language: Language) {
        var state = session()
        #expect(header(state, language) == Catalog(language).headerWelcome)
        #expect(!header(state, language).contains("0"))

        reduce(&state, .main(.oneOffPressed)) // a form opened and cancelled records nothing
        reduce(&state, .modal(.drinkForm(.cancelPressed)))
        reduce(&state, .main(.dayMoved(by: -1)))
        #expect(header(state, language) == Catalog(language).headerWelcome)

        reduce(&state, .main(.answered(.no))) // yesterday sober: today is day 2
        #expect(header(state, language).hasPrefix(Catalog(language).streakTitle(2)))
        reduce(&state, .app(.undoPressed))
        #expect(header(state, language) == Catalog(language).headerWelcome)
    }

    @Test(
        "The statistics pane of a new journal says the streaks start later, whole, at 80 columns",
        arguments: Language.allCases)
    func statisticsPaneAgrees(_ language: Language) {
        var state = session()
        reduce(&state, .app(.statisticsPressed))
        let frame = Screen.render(state, width: 80, height: 24, catalog: Catalog(language), theme: Theme(color: false))
        // The left column of each row: the text before the gap in front of the heatmap.
        let left = (0..<24).map {
            frame.canvas.row($0).components(separatedBy: "   ")[0].trimmingCharacters(in: .whitespaces)
        }
        let sentence = Catalog(language).streaksNotStarted.split(separator: "\n").map(String.init)
        #expect(sentence.count == 2)
        let shown = left.filter { sentence.contains($0) }
        #expect(shown == sentence, "\(left.joined(separator: "\n"))")
        #expect(!left.joined().contains(Catalog(language).streakTitle(0)))
    }

    @Test(
        "English counts days with correct plurals",
        arguments: [
            (
                1, 0,
                "Sober day 1  your longest yet  1 sober day  1 sober this month  89 days to a 90-day streak  next: day 3"
            ),
            (89, 0, "Sober day 89  your longest yet  89 sober days  29 sober this month  1 day to a 90-day streak"),
            (
                90, 0,
                "Sober day 90  your longest yet  90 sober days  29 sober this month  90-day streak reached  next: day 180"
            ),
            (0, 1, "Your next sober day is day 1  longest 1 day  1 sober day  1 sober this month"),
            (
                2, 3,
                "Sober day 2  longest 3 days  5 sober days  5 sober this month  88 days to a 90-day streak  next: day 3"
            ),
        ])
    func englishPlurals(soberDays: Int, earlierStreak: Int, expected: String) {
        #expect(header(session(soberDays: soberDays, earlierStreak: earlierStreak), .en, width: 120) == expected)
    }

    @Test(
        "Japanese header facts",
        arguments: [
            (1, 0, "断酒 1日目  最長記録を更新中  休肝日 累計1日  今月の休肝日 1日"),
            (2, 3, "断酒 2日目  最長 3日  休肝日 累計5日  今月の休肝日 5日  断酒90日まで あと88日"),
        ])
    func japanese(soberDays: Int, earlierStreak: Int, expected: String) {
        #expect(header(session(soberDays: soberDays, earlierStreak: earlierStreak), .ja) == expected)
    }

    @Test("today unanswered after two sober days: 「断酒3日目」 and the longest said to be this one, never 「最長 2日」")
    func currentIsTheLongest() {
        var state = session(soberDays: 0, earlierStreak: 0)
        state.journal.days[Self.today.adding(days: -3)] = DayRecord(drank: true)
        state.journal.days[Self.today.adding(days: -2)] = .sober
        state.journal.days[Self.today.adding(days: -1)] = .sober
        state = AppState(journal: state.journal, today: Self.today)
        #expect(header(state, .ja).hasPrefix("断酒 3日目  最長記録を更新中"))
        reduce(&state, .main(.answered(.yes))) // today drank: the longest stays 2, never lower
        #expect(header(state, .ja).hasPrefix("次の休肝日が断酒1日目  最長 2日"))
    }
}
