/// Where a published figure comes from: which survey, its year, and the page of the report that prints it. The
/// catalog names the survey; DanshuCore holds only what identifies it.
public struct SurveySource: Equatable, Sendable {
    /// The surveys danshu quotes.
    public enum Survey: Sendable {
        /// 厚生労働省「国民健康・栄養調査」 (Japan's National Health and Nutrition Survey).
        case nationalHealthAndNutrition
    }

    public let survey: Survey
    /// The year the survey was taken.
    public let year: Int
    /// The printed page of the report the table is on.
    public let page: Int
}

/// One cell of a survey table: how many of a group answered so, out of how many, and the percentage as printed.
public struct SurveyShare: Equatable, Sendable {
    public let cases: Int
    public let sample: Int
    /// The percentage as the report prints it, in tenths of a percent (23.6 % is 236).
    public let percentTenths: Int

    /// "About 1 in N": 100 % over the share, rounded half up (23.6 % is about 1 in 4).
    public var aboutOneIn: Int { dividedRoundingHalfUp(1000, by: max(1, percentTenths)) }
}

/// The share of adults drinking at the level that raises lifestyle-disease risk (生活習慣病のリスクを高める量: men 40 g
/// of pure alcohol a day or more, women 20 g or more), by sex and age band, from the 2023 National Health and Nutrition
/// Survey (`docs/data/nhns-2023-risk-drinking.md`). The denominator is every adult asked, non-drinkers included; what each
/// person drank is what they said, classed by how often and how much.
public enum RiskDrinkingSurvey {
    /// 『令和5年 国民健康・栄養調査報告』 (published 2025-03-25), printed page 188.
    public static let source = SurveySource(survey: .nationalHealthAndNutrition, year: 2023, page: 188)

    /// The risk line for a sex in tenths of a gram a day: 40 g for men, 20 g for women; none without a sex, since the
    /// survey has no row for an unspecified one.
    public static func riskLineTenths(for sex: Sex) -> Int? {
        switch sex {
        case .male: return 400
        case .female: return 200
        case .unspecified: return nil
        }
    }

    /// The share of `sex` in `band` at or above the risk line; `.unspecified` takes the row of all adults (20 and
    /// over). None without a sex.
    public static func share(sex: Sex, band: AgeBand) -> SurveyShare? {
        switch sex {
        case .male: return men(band)
        case .female: return women(band)
        case .unspecified: return nil
        }
    }

    private static func men(_ band: AgeBand) -> SurveyShare {
        switch band {
        case .twenties: return SurveyShare(cases: 9, sample: 209, percentTenths: 43)
        case .thirties: return SurveyShare(cases: 40, sample: 298, percentTenths: 134)
        case .forties: return SurveyShare(cases: 82, sample: 347, percentTenths: 236)
        case .fifties: return SurveyShare(cases: 90, sample: 480, percentTenths: 188)
        case .sixties: return SurveyShare(cases: 93, sample: 481, percentTenths: 193)
        case .seventiesAndOver: return SurveyShare(cases: 50, sample: 763, percentTenths: 66)
        case .unspecified: return SurveyShare(cases: 364, sample: 2578, percentTenths: 141)
        }
    }

    private static func women(_ band: AgeBand) -> SurveyShare {
        switch band {
        case .twenties: return SurveyShare(cases: 15, sample: 193, percentTenths: 78)
        case .thirties: return SurveyShare(cases: 33, sample: 309, percentTenths: 107)
        case .forties: return SurveyShare(cases: 55, sample: 406, percentTenths: 135)
        case .fifties: return SurveyShare(cases: 81, sample: 554, percentTenths: 146)
        case .sixties: return SurveyShare(cases: 58, sample: 523, percentTenths: 111)
        case .seventiesAndOver: return SurveyShare(cases: 32, sample: 910, percentTenths: 35)
        case .unspecified: return SurveyShare(cases: 274, sample: 2895, percentTenths: 95)
        }
    }
}
