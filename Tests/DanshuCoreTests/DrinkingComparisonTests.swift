import Testing

@testable import DanshuCore

/// How my drinking compares with people like me (issue 36): the survey's row for every sex and age band, nothing of
/// the survey without a sex, approval only at or below the line, and the figures of a hand computation.
@Suite("The comparison with people like the user")
struct DrinkingComparisonTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    static func grams(_ tenths: Int) -> DayRecord {
        DayRecord(drank: true, drinks: [DrinkEntry(name: "d", ml: nil, abvTenths: nil, gramsTenths: tenths, count: 1)])
    }

    /// The table of `docs/data/nhns-2023-risk-drinking.md` typed again: percent, cases, sample; men then women, 20–29 … 70+, 20+.
    static let table: [Sex: [AgeBand: (percent: Double, cases: Int, sample: Int)]] = [
        .male: [
            .twenties: (4.3, 9, 209), .thirties: (13.4, 40, 298), .forties: (23.6, 82, 347), .fifties: (18.8, 90, 480),
            .sixties: (19.3, 93, 481), .seventiesAndOver: (6.6, 50, 763), .unspecified: (14.1, 364, 2578),
        ],
        .female: [
            .twenties: (7.8, 15, 193), .thirties: (10.7, 33, 309), .forties: (13.5, 55, 406), .fifties: (14.6, 81, 554),
            .sixties: (11.1, 58, 523), .seventiesAndOver: (3.5, 32, 910), .unspecified: (9.5, 274, 2895),
        ],
    ]

    /// A journal of `recorded` recorded days ending today, `drinking` of them drinking days of `tenths` each.
    static func journal(sex: Sex, band: AgeBand, recorded: Int, drinking: Int, tenths: Int) -> Journal {
        var journal = Journal()
        journal.settings.sex = sex
        journal.settings.ageBand = band
        for back in 0..<recorded { journal.days[today.adding(days: -back)] = back < drinking ? grams(tenths) : .sober }
        return journal
    }

    struct Random {
        var state: UInt64
        mutating func below(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
    }

    @Test(
        "every sex × age band above the line reads its own row of the survey; the 20+ row without an age band",
        arguments: AgeBand.allCases)
    func rowForEverySexAndBand(band: AgeBand) throws {
        for sex in [Sex.male, .female] {
            let row = try #require(Self.table[sex]?[band])
            // Every day 10 g over the line: above it.
            let line = sex == .male ? 400 : 200
            let comparison = DrinkingComparison(
                journal: Self.journal(sex: sex, band: band, recorded: 28, drinking: 28, tenths: line + 100),
                endingOn: Self.today, today: Self.today)
            let share = try #require(comparison.shownShare, "\(sex) \(band)")
            #expect(share.cases == row.cases && share.sample == row.sample, "\(sex) \(band): \(share)")
            #expect(Double(share.percentTenths) / 10 == row.percent, "\(sex) \(band): \(share)")
            #expect(
                comparison.outcome == .aboveLine(share) && comparison.above == true && comparison.riskLineTenths == line
            )
            #expect(comparison.sex == sex && comparison.ageBand == band)
        }
    }

    @Test(
        "the table's percentages are its cases over its samples, rounded half up, and 'about 1 in N' is 100 over them")
    func tableAgreesWithItsCounts() throws {
        for sex in [Sex.male, .female] {
            for band in AgeBand.allCases {
                let share = try #require(RiskDrinkingSurvey.share(sex: sex, band: band))
                let percent = (Double(share.cases) / Double(share.sample) * 1000).rounded(.toNearestOrAwayFromZero)
                #expect(Int(percent) == share.percentTenths, "\(sex) \(band)")
                #expect(
                    share.aboutOneIn
                        == Int((100 / (Double(share.percentTenths) / 10)).rounded(.toNearestOrAwayFromZero)),
                    "\(sex) \(band)")
            }
        }
        #expect(RiskDrinkingSurvey.share(sex: .male, band: .forties)?.aboutOneIn == 4, "23.6 %: about 1 in 4")
        #expect(RiskDrinkingSurvey.source.year == 2023 && RiskDrinkingSurvey.source.page == 188)
    }

    @Test(
        "without a sex: no comparison with the survey, whatever the age band and the amount (the survey has no such row)",
        arguments: AgeBand.allCases)
    func absentWithoutSex(band: AgeBand) {
        for tenths in [0, 100, 400, 1200] {
            let comparison = DrinkingComparison(
                journal: Self.journal(sex: .unspecified, band: band, recorded: 28, drinking: 14, tenths: tenths),
                endingOn: Self.today, today: Self.today)
            #expect(comparison.outcome == .sexUnspecified && comparison.shownShare == nil && comparison.above == nil)
            #expect(
                comparison.riskLineTenths == nil
                    && comparison.tenthsPerRecordedDay == dividedRoundingHalfUp(14 * tenths, by: 28))
        }
        #expect(RiskDrinkingSurvey.share(sex: .unspecified, band: band) == nil)
    }

    @Test("at or below the line: approval only, no share of the survey; one tenth above it: the share")
    func approvalOnlyAtOrBelow() {
        for sex in [Sex.male, .female] {
            let line = sex == .male ? 400 : 200
            for band in AgeBand.allCases {
                // 28 recorded days, all drinking days: the figure is the day's amount.
                for tenths in [0, 1, line / 2, line - 1, line] {
                    let at = DrinkingComparison(
                        journal: Self.journal(sex: sex, band: band, recorded: 28, drinking: 28, tenths: tenths),
                        endingOn: Self.today, today: Self.today)
                    #expect(
                        at.outcome == .withinLine && at.shownShare == nil && at.above == false,
                        "\(sex) \(band) \(tenths)")
                }
                let over = DrinkingComparison(
                    journal: Self.journal(sex: sex, band: band, recorded: 28, drinking: 28, tenths: line + 1),
                    endingOn: Self.today, today: Self.today)
                #expect(over.above == true && over.shownShare != nil, "\(sex) \(band)")
            }
        }
        // The figure as shown decides: 40.04 g a day is shown 40.0 g, at the line; all of it on one day, a heavy one, so
        // the words say that day instead of approving.
        var journal = Self.journal(sex: .male, band: .forties, recorded: 25, drinking: 0, tenths: 0)
        journal.days[Self.today] = Self.grams(400 * 25 + 1)
        let atTheLine = DrinkingComparison(journal: journal, endingOn: Self.today, today: Self.today)
        #expect(atTheLine.above == false && atTheLine.outcome == .withinLineButHeavyDays(1) && !atTheLine.approves)
    }

    @Test("too few days: 21 of the last 28 recorded are needed, and the missing ones are counted")
    func tooFewDays() {
        for recorded in 0...28 {
            let comparison = DrinkingComparison(
                journal: Self.journal(sex: .male, band: .forties, recorded: recorded, drinking: recorded, tenths: 800),
                endingOn: Self.today, today: Self.today)
            #expect(comparison.recordedDays == recorded && comparison.neededDays == max(0, 21 - recorded))
            if recorded < 21 {
                #expect(
                    comparison.outcome == .tooFewDays(missing: 21 - recorded) && comparison.tenthsPerRecordedDay == nil
                        && comparison.above == nil)
            } else {
                #expect(comparison.above == true && comparison.tenthsPerRecordedDay == 800)
            }
        }
    }

    @Test(
        "the figures equal a hand computation on 300 random journals, windows ending on any day, both sexes and every band"
    )
    func handComputation() {
        var random = Random(state: 36)
        for run in 0..<300 {
            var journal = Journal()
            journal.settings.sex = [Sex.male, .female, .unspecified][run % 3]
            journal.settings.ageBand = AgeBand.allCases[random.below(AgeBand.allCases.count)]
            let recordRate = 5 + random.below(6)
            let drinkRate = random.below(11)
            let heaviness = 1 + random.below(1500)
            for back in -5..<70 where random.below(10) < recordRate {
                journal.days[Self.today.adding(days: -back)] =
                    random.below(10) < drinkRate ? Self.grams(random.below(heaviness)) : .sober
            }
            let end = Self.today.adding(days: 3 - random.below(30))
            let comparison = DrinkingComparison(journal: journal, endingOn: end, today: Self.today)
            // By hand: the 28 days ending on `end`, none after today, in grams as floating point.
            var recorded = 0
            var grams = 0.0
            for back in 0..<28 {
                let date = end.adding(days: -back)
                guard date <= Self.today, let record = journal.days[date], let drank = record.drank else { continue }
                recorded += 1
                if drank { grams += Double(record.totalTenths) / 10 }
            }
            #expect(
                comparison.recordedDays == recorded && comparison.from == end.adding(days: -27) && comparison.to == end,
                "run \(run)")
            guard recorded >= 21 else {
                #expect(comparison.outcome == .tooFewDays(missing: 21 - recorded), "run \(run)")
                continue
            }
            let perDay = (grams / Double(recorded) * 10).rounded(.toNearestOrAwayFromZero) // tenths, half up
            #expect(comparison.tenthsPerRecordedDay == Int(perDay), "run \(run): \(grams) g over \(recorded) days")
            switch journal.settings.sex {
            case .unspecified: #expect(comparison.outcome == .sexUnspecified, "run \(run)")
            case .male, .female:
                let line = journal.settings.sex == .male ? 40.0 : 20.0
                let row = Self.table[journal.settings.sex]?[journal.settings.ageBand]
                #expect(comparison.above == (perDay / 10 > line), "run \(run)")
                #expect(
                    comparison.shownShare.map { Double($0.percentTenths) / 10 }
                        == (perDay / 10 > line ? row?.percent : nil), "run \(run)")
            }
        }
    }
}
