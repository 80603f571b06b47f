import DanshuApp
import DanshuCore
import DanshuStore
import DanshuText
import DanshuUI

/// The storm's starting point: a state at every limit the journal and the screen know.
extension KeyStorm {
    /// The journal a storm starts from, at the limits: the most presets allowed (hostile and long names on
    /// the first chip page, 100 pages of chips), a month of days of which three are an entry short of the entry
    /// limit and the drinking days (today too) hold each drink of the first chip page one short of the count
    /// limit, and notes that would drive a terminal. The feedback settings and the medicine are on, and the first chip page's
    /// drinks cost the most a price may be and carry the most calories, so the money and calorie figures are
    /// as long as they get (design.md §6).
    public static func startState() -> AppState {
        var journal = Journal()
        journal.settings.secondUnit = .ukUnits
        journal.settings.usualYenPerWeek = Settings.usualYenPerWeekRange.upperBound
        journal.settings.weeklyLimitGrams = 150
        let hostileNames = [
            "\u{1b}]0;pwned\u{7}\u{1b}[2J", "abc\u{202E}fed", "\u{2066}x\u{2069}\r", "👨\u{200D}👩\u{200D}👧",
            String(repeating: "長い名前", count: 250), "e\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}",
        ]
        journal.presets =
            hostileNames.enumerated().map {
                Preset(
                    name: $1, abvTenths: 50 + 10 * $0, ml: 350, priceYen: Limits.priceYen.upperBound,
                    extraKcal: Limits.extraKcal.upperBound)
            } + journal.presets
        for n in 1...(Limits.presets - journal.presets.count) {
            journal.presets.append(Preset(name: "酒\(n)", abvTenths: n % 1001, ml: 1 + n % 5000))
        }
        func date(_ day: Int) -> LocalDate { today.adding(days: day - 29) }
        // Drinking days hold every drink of the first chip page one short of the count limit, so a number key
        // there meets it; the storm keeps coming back with `t`, ← → and clicks.
        let nearLimit = journal.presets[0..<AppState.chipsPerPage].map { preset -> DrinkEntry in
            var entry = preset.entry
            entry.count = Limits.count.upperBound - 1
            return entry
        }
        let crowded = (0..<(Limits.entriesPerDay - 1)).map {
            DrinkEntry(name: "記録\($0)", ml: nil, abvTenths: nil, gramsTenths: 10 * $0, count: 1)
        }
        for day in 1...29 {
            switch day {
            case 3, 12: journal.days[date(day)] = .sober
            case 6, 15: continue // unrecorded
            case 21, 24, 27:
                journal.days[date(day)] = DayRecord(
                    drank: true, drinks: crowded, note: "\u{1b}[31m赤\u{1b}[0m\r\n二行目\u{202E}")
            default: journal.days[date(day)] = DayRecord(drank: true, drinks: nearLimit)
            }
        }
        journal.days[today]?.note = hostileNames[4]
        journal.days[date(12)]?.mood = 5
        journal.days[date(12)]?.craving = 0
        // The medicine at its longest name, and under a name a hand edit made to drive a terminal; every context part.
        journal.settings.medicine = String(repeating: "薬", count: Limits.medicineName.upperBound)
        journal.days[date(21)]?.medicine = hostileNames[0]
        journal.days[date(21)]?.context = DayContext(
            place: .other, company: .colleagues,
            reasons: DayContext.Reasons(DayContext.Reason.allCases), aftermath: .blackout)
        // If-then plans (design.md §9), typed ones with text that turns or joins (what a journal may hold), a retired one; urges that used
        // them, followed up or not, and one of today owing its follow-up at the storm's clock.
        journal.ifThenPlans = [
            IfThenPlan(id: "20261101T2100", situation: .trigger(.stress), response: .coping(.walk)),
            IfThenPlan(id: "20261102T2100", situation: .text(hostileNames[1]), response: .text(hostileNames[3])),
            IfThenPlan(id: "20261103T2100", situation: .hours(from: 18, to: 22), response: .coping(.bath)),
            IfThenPlan(id: "20261104T2100", situation: .place(.out), response: .coping(.leave), retired: true),
        ]
        for day in [3, 12, 21] {
            journal.days[date(day)]?.urges = [
                Urge(
                    at: ClockTime(wrapping: 20 * 60), strength: 7, triggers: [.stress, .tired], plan: "20261101T2100",
                    after: 3,
                    afterMinutes: 12),
                Urge(
                    at: ClockTime(wrapping: 22 * 60), strength: 10, triggers: [.offered], triggerText: hostileNames[5],
                    place: .out),
            ]
        }
        journal.days[today]?.urges = [
            Urge(at: ClockTime(wrapping: startTime.minutes - 15), strength: 8, triggers: [.habit])
        ]
        var state = AppState(journal: journal, today: today, now: startTime)
        state.message = nil
        // Animations allowed, so a clock tick that reaches a milestone celebrates it.
        state.motion = true
        return state
    }
}
