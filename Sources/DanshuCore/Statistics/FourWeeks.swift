/// "The last 4 weeks", one span everywhere (docs/decisions.md, "One last 4 weeks"): the 28 days ending the day a figure
/// is as of (today in `stats`, the selected day in the trends pane, the report's last day), and the 28 before them. The
/// statistics' comparison with the risk line, the trends pane's comparison, `stats --json`, `stats --weeks --json` and
/// the report all take their four weeks from here, so the same journal gives the same span and the same grams.
public struct FourWeeks: Equatable, Sendable {
    /// The days of the span: four weeks.
    public static let days = 28
    /// The recorded days a span needs before its grams per recorded day are compared with anything (a line, or the four
    /// weeks before): three weeks of the four, so a figure never stands on a few days.
    public static let neededRecordedDays = 21

    /// The span's first day.
    public let from: LocalDate
    /// The span's last day: the day the figures are as of.
    public let to: LocalDate

    /// The 28 days ending on `end`, that day included.
    public init(endingOn end: LocalDate) {
        from = end.adding(days: 1 - Self.days)
        to = end
    }

    /// The 28 days just before.
    public var before: FourWeeks { FourWeeks(endingOn: from.adding(days: -1)) }

    /// Whether `recordedDays` are enough for a span's grams per recorded day to be compared.
    public static func hasEnoughRecord(_ recordedDays: Int) -> Bool { recordedDays >= neededRecordedDays }
}

/// A span of days tallied as the comparisons count it, up to today: the days answered (recorded), the grams of its
/// drinking days, and its heavy drinking days. Unrecorded days add nothing and are never counted as sober.
public struct SpanTally: Equatable, Sendable {
    public let from: LocalDate
    public let to: LocalDate
    /// Days answered はい or いいえ, up to today.
    public let recordedDays: Int
    /// The span's pure alcohol in tenths of a gram.
    public let totalTenths: Int
    /// Drinking days over `thresholds.heavyDayTenths`.
    public let heavyDays: Int

    /// The days from `from` to `to` of the journal as of `today` (days after it count for nothing).
    public init(journal: Journal, from: LocalDate, to: LocalDate, thresholds: ClinicalThresholds, today: LocalDate) {
        self.from = from
        self.to = to
        var recorded = 0
        var total = 0
        var heavy = 0
        var date = from
        while date <= min(to, today) {
            switch journal.state(of: date) {
            case .unrecorded: break
            case .sober: recorded += 1
            case .drank(let tenths):
                recorded += 1
                total += tenths
                if thresholds.isHeavy(gramsTenths: tenths) { heavy += 1 }
            }
            date = date.adding(days: 1)
        }
        recordedDays = recorded
        totalTenths = total
        heavyDays = heavy
    }

    /// The four weeks `span` of the journal as of `today`.
    public init(journal: Journal, _ span: FourWeeks, thresholds: ClinicalThresholds, today: LocalDate) {
        self.init(journal: journal, from: span.from, to: span.to, thresholds: thresholds, today: today)
    }

    /// `totalTenths` per recorded day, rounded half up to a tenth; nil without a recorded day.
    public var tenthsPerRecordedDay: Int? {
        recordedDays == 0 ? nil : dividedRoundingHalfUp(totalTenths, by: recordedDays)
    }
    /// Whether the span has the recorded days a comparison needs (`FourWeeks.neededRecordedDays`).
    public var hasEnoughRecord: Bool { FourWeeks.hasEnoughRecord(recordedDays) }
}
