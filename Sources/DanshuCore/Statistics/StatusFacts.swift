/// What `danshu status` and `danshu remind` tell: today's record, the sober streak and the month's
/// sober days. Computed from a whole journal here, or from its last lines by `JournalTailReader`.
public struct StatusFacts: Equatable, Sendable {
    /// The journal date of today.
    public var today: LocalDate
    /// Today's record, nil when unrecorded.
    public var record: DayRecord?
    /// 「断酒 N日目」: the current sober streak, as `Streaks.current` counts it.
    public var streak: Int
    /// Sober days in today's month, up to today (`DayRecord.isDrinkingDay`).
    public var monthSoberDays: Int
    /// What the user used to spend a week (`Settings.usualYenPerWeek`), 0 when off: for money not spent.
    public var usualYenPerWeek = 0

    /// The facts as given.
    public init(today: LocalDate, record: DayRecord?, streak: Int, monthSoberDays: Int) {
        self.today = today
        self.record = record
        self.streak = streak
        self.monthSoberDays = monthSoberDays
    }

    /// The facts of a whole journal as of `today`.
    public init(journal: Journal, today: LocalDate) {
        let streaks = Streaks(days: journal.days, today: today)
        self.init(
            today: today, record: journal.days[today], streak: streaks.current,
            monthSoberDays: streaks.soberDaysThisMonth)
        usualYenPerWeek = journal.settings.usualYenPerWeek
    }

    /// The yen not spent over the current streak (design.md §6); nil while `usualYenPerWeek` is 0.
    public var notSpentYen: Int? { Money.notSpentYen(usualPerWeek: usualYenPerWeek, days: streak) }

    /// Today as the calendar shows it.
    public var state: DayState { DayState(record) }

    /// Whether today's question is answered (はい or いいえ); a note alone does not answer it.
    public var answered: Bool { record?.drank != nil }

    /// Today's risk band, only when today is a drinking day (not one of only non-alcoholic drinks).
    public var band: RiskBand? { record?.isDrinkingDay == true ? RiskBand(gramsTenths: gramsTenths) : nil }

    /// Today's pure alcohol in tenths of a gram (0 unless today is a drinking day).
    public var gramsTenths: Int { state.gramsTenths }
}
