import DanshuApp
import DanshuCore
import DanshuText

/// The top line: 「断酒 N日目」 and the streak facts, as many as fit; a welcome until the first recorded day.
enum HeaderView {
    static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        let streaks = state.streaks
        var x = rect.x + 1
        guard streaks.hasRecordedDay else {
            frame.canvas.put(catalog.headerWelcome, x: x, y: rect.y, style: theme.streak, maxWidth: rect.maxX - x)
            return
        }
        x += frame.canvas.put(
            catalog.streakTitle(streaks.current), x: x, y: rect.y, style: theme.streak, maxWidth: rect.maxX - x)
        // On a drinking day there is no streak to count toward 90 yet: that fact waits for the next sober day.
        var facts =
            [
                catalog.longestStreak(streaks), catalog.totalSober(streaks.totalSoberDays),
                catalog.soberThisMonth(streaks.soberDaysThisMonth),
            ] + (streaks.isUnderWay ? [catalog.daysToHabit(streaks.daysToHabit)] : [])
        // Money not spent comes first once the user has said what they used to spend (design.md §6).
        if let yen = state.journal.settings.notSpentYen(overDays: streaks.current), yen > 0 {
            facts.insert(catalog.notSpentFact(yen), at: 0)
        }
        if let next = streaks.nextMilestone, next != Streaks.habitHorizon, streaks.isUnderWay {
            facts.append(catalog.nextMilestone(next))
        }
        for fact in facts {
            let text = "  " + fact
            guard x + TextWidth.of(text) <= rect.maxX - 1 else { break } // whole facts only
            x += frame.canvas.put(text, x: x, y: rect.y, style: theme.plain)
        }
    }
}
