import DanshuCore
import DanshuText
import Testing

/// The words of the comparison with people like the user and of AUDIT-C (issue 36): the sentence exactly,
/// approval only at or below the line, and every wording in both languages.
@Suite("The comparison's and AUDIT-C's words")
struct ComparisonCatalogTests {
    static let today = LocalDate(year: 2026, month: 11, day: 29)!

    /// The comparison of 28 recorded days, `drinking` of them drinking days of `tenths` each.
    static func comparison(sex: Sex, band: AgeBand, recorded: Int = 28, drinking: Int, tenths: Int)
        -> DrinkingComparison
    {
        var journal = Journal()
        journal.settings.sex = sex
        journal.settings.ageBand = band
        for back in 0..<recorded {
            journal.days[today.adding(days: -back)] =
                back < drinking
                ? DayRecord(
                    drank: true, drinks: [DrinkEntry(name: "d", ml: nil, abvTenths: nil, gramsTenths: tenths, count: 1)]
                ) : .sober
        }
        return DrinkingComparison(journal: journal, endingOn: today, today: today)
    }

    /// One comparison of every outcome for each sex and band, and AUDIT-C with and without answers.
    static func texts(_ c: Catalog) -> [String] {
        var texts = [
            c.comparisonTitle, c.comparisonCaveat, c.comparisonSourceLine, c.auditCLabel, c.auditCHistoryLabel,
        ]
        for sex in Sex.allCases {
            for band in AgeBand.allCases {
                for (recorded, tenths) in [(28, 1200), (28, 100), (10, 100)] {
                    let comparison = Self.comparison(
                        sex: sex, band: band, recorded: recorded, drinking: 14, tenths: tenths)
                    texts += [c.comparisonSentence(comparison)] + c.comparisonLines(comparison)
                }
                texts.append(c.ageBandName(band))
            }
        }
        for days in [1, 28, 40] {
            var journal = Journal()
            for back in 0..<days { journal.days[today.adding(days: -back)] = .sober }
            let audit = AuditC(journal: journal, endingOn: today, today: today)
            texts +=
                [c.auditCValue(audit), c.auditCDetail(audit), c.auditCNote(audit), c.auditCScore(audit)]
                + c.auditCHistoryCells([audit]).flatMap { [$0.month, $0.score] }
        }
        return texts
    }

    @Test("above the line: the issue's sentence word for word, and its English")
    func aboveTheLine() {
        // 14 drinking days of 104.6 g over 28 recorded days: 52.3 g a day.
        let comparison = Self.comparison(sex: .male, band: .forties, drinking: 14, tenths: 1046)
        #expect(comparison.tenthsPerRecordedDay == 523)
        #expect(
            Catalog(.ja).comparisonSentence(comparison)
                == "2023年の国民健康・栄養調査では、40〜49歳の男性（飲まない人も含む）でこの量を飲んでいたのは 23.6%（約4人に1人）でした。直近4週間のあなたの平均は1日 52.3g で、この基準（40g）を上回っています。"
        )
        #expect(
            Catalog(.en).comparisonSentence(comparison)
                == "In the 2023 National Health and Nutrition Survey, 23.6% (about 1 in 4) of men aged 40–49, non-drinkers included, drank this much. Your average over the last 4 weeks is 52.3g a day, above this line (40g)."
        )
        // Women without an age band: the row of all adults.
        let woman = Self.comparison(sex: .female, band: .unspecified, drinking: 14, tenths: 1046)
        #expect(
            Catalog(.ja).comparisonSentence(woman).hasPrefix(
                "2023年の国民健康・栄養調査では、20歳以上の女性（飲まない人も含む）でこの量を飲んでいたのは 9.5%（約11人に1人）でした。"))
        // Every one-line form keeps the survey's year.
        for language in [Language.ja, .en] {
            for line in Catalog(language).comparisonLines(comparison) { #expect(line.contains("2023"), "\(line)") }
        }
    }

    @Test("at or below the line, approval only: no share, no survey, nothing of others, in both languages")
    func approvalOnly() {
        for sex in [Sex.male, .female] {
            for band in AgeBand.allCases {
                let line = sex == .male ? 400 : 200
                let comparison = Self.comparison(sex: sex, band: band, drinking: 28, tenths: line)
                for language in [Language.ja, .en] {
                    let c = Catalog(language)
                    for text in [c.comparisonSentence(comparison)] + c.comparisonLines(comparison) {
                        #expect(
                            !text.contains("%") && !text.contains("2023") && !text.contains("調査")
                                && !text.lowercased().contains("survey"), "\(text)")
                        #expect(
                            !text.contains("少な") && !text.lowercased().contains("less")
                                && !text.lowercased().contains("most"), "\(text)")
                    }
                }
                #expect(Catalog(.ja).comparisonSentence(comparison).hasPrefix("直近4週間は基準内です"))
            }
        }
    }

    @Test("the English words hold no Japanese, for every outcome, sex and age band")
    func englishHasNoJapanese() {
        for text in Self.texts(Catalog(.en)) {
            #expect(EnglishCatalogTests.japanese(in: text) == nil, "Japanese in English text: \(text)")
        }
    }
}
