/// How my drinking compares with people like me (design.md §8, normative feedback): the grams per recorded day of the last
/// four weeks (`FourWeeks`) against the risk line for the person's sex, beside the national survey's share of people of
/// that sex and age band at or above it (`RiskDrinkingSurvey`), and the four weeks' heavy drinking days beside them.
/// What may be said is decided here, once: the share only above the line (below it, approval only: telling people under
/// a norm what the norm is raised their drinking), approval only when no day of the four weeks was a heavy drinking day
/// (design.md §1: an average never hides a large amount at one time), nothing of the survey without a sex (it has no such
/// row), and nothing at all from too few recorded days.
public struct DrinkingComparison: Equatable, Sendable {
    /// What the comparison says.
    public enum Outcome: Equatable, Sendable {
        /// Fewer than `neededRecordedDays` of the window are recorded: how many more are needed.
        case tooFewDays(missing: Int)
        /// No sex is set: the guideline only, beside the person's own figure.
        case sexUnspecified
        /// At or below the line, with no heavy drinking day: approval only, never how many others drink more.
        case withinLine
        /// At or below the line on average, but with heavy drinking days: no approval, the heavy days said plainly.
        case withinLineButHeavyDays(Int)
        /// Above the line: the survey's share of the person's sex and age band at or above it.
        case aboveLine(SurveyShare)
    }

    /// The days the comparison looks back over, the last included: four weeks (`FourWeeks.days`).
    public static let windowDays = FourWeeks.days
    /// The recorded days of the window it needs: three weeks of the four (`FourWeeks.neededRecordedDays`).
    public static let neededRecordedDays = FourWeeks.neededRecordedDays

    /// The window's first and last day.
    public let from: LocalDate
    public let to: LocalDate
    public let sex: Sex
    /// The setting; `.unspecified` reads the survey's row of all adults.
    public let ageBand: AgeBand
    /// Days of the window answered はい or いいえ, up to today.
    public let recordedDays: Int
    /// The window's pure alcohol, in tenths of a gram.
    public let totalTenths: Int
    /// `totalTenths` per recorded day, rounded half up to a tenth; nil below `neededRecordedDays`.
    public let tenthsPerRecordedDay: Int?
    /// The risk line for `sex` in tenths of a gram a day; nil without a sex.
    public let riskLineTenths: Int?
    /// A day over this, in tenths of a gram, is a heavy drinking day (design.md §8: 60 g men, 40 g women and unspecified).
    public let heavyDayTenths: Int
    /// The window's heavy drinking days, counted from any number of recorded days.
    public let heavyDays: Int
    public let outcome: Outcome

    /// How many more recorded days the window needs before anything is compared; 0 once it has enough.
    public var neededDays: Int { max(0, Self.neededRecordedDays - recordedDays) }
    /// Whether the person's figure is above the line; nil when nothing is compared (too few days, or no sex).
    public var above: Bool? {
        switch outcome {
        case .tooFewDays, .sexUnspecified: return nil
        case .withinLine, .withinLineButHeavyDays: return false
        case .aboveLine: return true
        }
    }
    /// Whether the words approve: at or below the line with no heavy drinking day. Only then is the line green.
    public var approves: Bool { outcome == .withinLine }
    /// The survey's share shown beside the figure: only above the line.
    public var shownShare: SurveyShare? {
        if case .aboveLine(let share) = outcome { return share }
        return nil
    }

    /// The four weeks ending on `end` (days after `today` count for nothing), with the journal's sex and age band.
    public init(journal: Journal, endingOn end: LocalDate, today: LocalDate) {
        let span = FourWeeks(endingOn: end)
        let thresholds = ClinicalThresholds(sex: journal.settings.sex)
        let tally = SpanTally(journal: journal, span, thresholds: thresholds, today: today)
        from = span.from
        to = span.to
        sex = journal.settings.sex
        ageBand = journal.settings.ageBand
        recordedDays = tally.recordedDays
        totalTenths = tally.totalTenths
        heavyDayTenths = thresholds.heavyDayTenths
        heavyDays = tally.heavyDays
        riskLineTenths = RiskDrinkingSurvey.riskLineTenths(for: sex)
        let perDay = tally.hasEnoughRecord ? tally.tenthsPerRecordedDay : nil
        tenthsPerRecordedDay = perDay
        // Above is judged on the figure as shown, so the words never contradict it (40.0 g is at the line).
        if let perDay, let line = riskLineTenths, let share = RiskDrinkingSurvey.share(sex: sex, band: ageBand) {
            outcome =
                perDay > line
                ? .aboveLine(share) : tally.heavyDays > 0 ? .withinLineButHeavyDays(tally.heavyDays) : .withinLine
        } else {
            outcome =
                perDay != nil ? .sexUnspecified : .tooFewDays(missing: Self.neededRecordedDays - tally.recordedDays)
        }
    }
}
