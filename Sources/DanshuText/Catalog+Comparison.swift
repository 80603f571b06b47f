import DanshuCore

/// The words of how my drinking compares with people like me (design.md §8, `DrinkingComparison`). The rule for them
/// (docs/decisions.md): above the line, the survey's share and the person's figure, plainly; at or below it, approval
/// only, never that others drink more, and no approval while the four weeks had a heavy drinking day (those are said
/// beside the average instead); without a sex, the guideline only. Wherever the survey's figure is shown, its
/// year, that it counts non-drinkers and is self-reported, and that a diary and a survey measure differently.
extension Catalog {
    /// The section's title: `生活習慣病のリスクを高める量との比較（直近4週間）`.
    public var comparisonTitle: String {
        pick("生活習慣病のリスクを高める量との比較（直近4週間）", "Against the amount that raises lifestyle-disease risk (last 4 weeks)")
    }

    /// The survey's name: `国民健康・栄養調査` / `National Health and Nutrition Survey`.
    public func surveyName(_ survey: SurveySource.Survey) -> String {
        switch survey {
        case .nationalHealthAndNutrition: return pick("国民健康・栄養調査", "National Health and Nutrition Survey")
        }
    }

    /// An age band as the survey's rows name it: `40〜49歳` / `aged 40–49`; unspecified is the row of all adults.
    public func ageBandName(_ band: AgeBand) -> String {
        switch band {
        case .unspecified: return pick("20歳以上", "aged 20 and over")
        case .seventiesAndOver: return pick("70歳以上", "aged 70 and over")
        case .twenties, .thirties, .forties, .fifties, .sixties:
            let first = Int(band.rawValue.prefix(2)) ?? 20
            return pick("\(first)〜\(first + 9)歳", "aged \(first)–\(first + 9)")
        }
    }

    /// An age band in few words, for one line: `40代` / `40–49`.
    private func ageBandShort(_ band: AgeBand) -> String {
        switch band {
        case .unspecified: return pick("20歳以上", "20+")
        case .seventiesAndOver: return pick("70歳以上", "70+")
        case .twenties, .thirties, .forties, .fifties, .sixties:
            let first = Int(band.rawValue.prefix(2)) ?? 20
            return pick("\(first)代", "\(first)–\(first + 9)")
        }
    }

    /// A sex in one word, as the report and the comparison show it: `男性` / `male`.
    public func sexWord(_ sex: Sex) -> String {
        switch sex {
        case .male: return pick("男性", "male")
        case .female: return pick("女性", "female")
        case .unspecified: return pick("未設定", "not set")
        }
    }

    /// The people of a sex in a word, as the comparison names them: `男性` / `men`.
    private func peopleOfSex(_ sex: Sex) -> String {
        sex == .female ? pick("女性", "women") : pick("男性", "men")
    }

    /// The value of `key` that `word` names when it is a word the screen shows for it in either language (`男性`,
    /// `40代`, `40〜49歳`, `men`, `40–49`), so `danshu config sex 男性` takes what the report says; nil for other words
    /// and other keys.
    public static func settingValue(shownAs word: String, for key: SettingKey) -> String? {
        /// Full-width and case aside, with one kind of dash and no spaces: `40〜49歳` and `40-49歳` are one word.
        func plain(_ text: String) -> String {
            String(
                NumberInput.normalize(text).lowercased().compactMap { c -> Character? in
                    c == " " ? nil : "–〜~～".contains(c) ? "-" : c
                })
        }
        let typed = plain(word)
        let catalogs = [Catalog(.ja), Catalog(.en)]
        func named(by shown: [String]) -> Bool { shown.contains { plain($0) == typed } }
        switch key {
        case .sex:
            return Sex.allCases.first { sex in
                named(by: catalogs.flatMap { [$0.sexWord(sex)] + (sex == .unspecified ? [] : [$0.peopleOfSex(sex)]) })
            }?.rawValue
        case .ageBand:
            return AgeBand.allCases.first { band in
                named(by: catalogs.flatMap { [$0.ageBandName(band), $0.ageBandShort(band)] })
            }?.rawValue
        case .ambiguousWidth, .celebrate, .dailyLimitGrams, .dayStartsAtHour, .gaugeMaxGrams, .language, .lockPastDays,
            .medicine, .mouse,
            .secondUnit, .soberDaysPerWeekGoal, .usualYenPerWeek, .weekStartsOn, .weeklyLimitGrams:
            return nil
        }
    }

    /// The people of a sex and age band: `40〜49歳の男性` / `men aged 40–49`.
    private func people(_ sex: Sex, _ band: AgeBand, short: Bool = false) -> String {
        let age = short ? ageBandShort(band) : ageBandName(band)
        let who = peopleOfSex(sex)
        return short ? pick(age + who, who + " " + age) : pick(age + "の" + who, who + " " + age)
    }

    /// `23.6%`.
    private func percent(_ share: SurveyShare) -> String { formatTenths(share.percentTenths) + "%" }

    /// What the comparison says, in full (`danshu stats`): above the line the survey's share and the figure, at or below
    /// it approval only, without a sex the guideline only, or how many more recorded days it needs.
    public func comparisonSentence(_ comparison: DrinkingComparison) -> String {
        let source = RiskDrinkingSurvey.source
        let perDay = comparison.tenthsPerRecordedDay.map(formatGrams) ?? ""
        let line = comparison.riskLineTenths.map(limitGrams) ?? ""
        switch comparison.outcome {
        case .tooFewDays(let missing):
            return pick(
                "基準との比較は直近\(DrinkingComparison.windowDays)日のうち\(DrinkingComparison.neededRecordedDays)日分の記録があると表示します（あと \(missing)日）",
                "The comparison is shown once \(DrinkingComparison.neededRecordedDays) of the last \(DrinkingComparison.windowDays) days are recorded (\(missing) more)"
            )
        case .sexUnspecified:
            return pick(
                "性別が未設定のため、調査との比較はしません。生活習慣病のリスクを高める量は1日平均で男性 \(limitGrams(400))・女性 \(limitGrams(200)) 以上です。直近4週間のあなたの平均は1日 \(perDay) です（性別は danshu config sex male|female で設定できます）。",
                "With no sex set there is no comparison with the survey. The amount that raises lifestyle-disease risk is \(limitGrams(400)) a day on average for men and \(limitGrams(200)) for women; your average over the last 4 weeks is \(perDay) a day (set it with danshu config sex male|female)."
            )
        case .withinLine:
            return pick(
                "直近4週間は基準内です（あなたの平均は1日 \(perDay)、基準は \(line)）。",
                "The last 4 weeks are within the guideline (your average \(perDay) a day; the line \(line)).")
        case .withinLineButHeavyDays(let n):
            let heavy = limitGrams(comparison.heavyDayTenths)
            return pick(
                "直近4週間のあなたの平均は1日 \(perDay) で基準（\(line)）以下ですが、1日 \(heavy) を超えて飲んだ日が \(n)日ありました。一度に多く飲むことには、平均とは別に健康へのリスクがあります。",
                "Your average over the last 4 weeks is \(perDay) a day, at or under the line (\(line)), but on \(days(n)) you drank more than \(heavy). A large amount at one time carries a risk of its own, apart from the average."
            )
        case .aboveLine(let share):
            return pick(
                "\(source.year)年の\(surveyName(source.survey))では、\(people(comparison.sex, comparison.ageBand))（飲まない人も含む）でこの量を飲んでいたのは \(percent(share))（約\(share.aboutOneIn)人に1人）でした。直近4週間のあなたの平均は1日 \(perDay) で、この基準（\(line)）を上回っています。",
                "In the \(source.year) \(surveyName(source.survey)), \(percent(share)) (about 1 in \(share.aboutOneIn)) of \(people(comparison.sex, comparison.ageBand)), non-drinkers included, drank this much. Your average over the last 4 weeks is \(perDay) a day, above this line (\(line))."
            )
        }
    }

    /// The four weeks' heavy drinking days, said beside the comparison in `danshu stats` whatever it says:
    /// `1日 60g を超えた日（直近4週間）: 7日` / `Days over 60g in the last 4 weeks: 7`.
    public func comparisonHeavyDays(_ comparison: DrinkingComparison) -> String {
        let heavy = limitGrams(comparison.heavyDayTenths)
        return pick(
            "1日 \(heavy) を超えた日（直近4週間）: \(comparison.heavyDays)日",
            "Days over \(heavy) in the last 4 weeks: \(comparison.heavyDays)")
    }

    /// What to keep in mind about the survey's figure, said wherever it is shown: self-reported, non-drinkers counted,
    /// measured differently from a diary.
    public var comparisonCaveat: String {
        pick(
            "調査の数字は自己申告によるもので、飲まない人も含みます。日記と調査は量り方が違うので、目安として見てください。",
            "The survey's figure is self-reported and counts non-drinkers; a diary and a survey measure differently, so read it as a rough guide."
        )
    }

    /// Where the survey's figure comes from: `出典: 厚生労働省『令和5年 国民健康・栄養調査報告』p.188`.
    public var comparisonSourceLine: String {
        let source = RiskDrinkingSurvey.source
        return pick(
            "出典: 厚生労働省『令和\(source.year - 2018)年 \(surveyName(source.survey))報告』p.\(source.page)",
            "Source: Ministry of Health, Labour and Welfare, \(surveyName(source.survey)) \(source.year) report, p. \(source.page)"
        )
    }

    /// The comparison in one line, longest first, each saying less: the statistics pane and the report take the first
    /// that fits. Above the line, every one keeps the survey's year; where the four weeks had a heavy drinking day, every
    /// one says how many (at or below the line they are the point), and the others say it while it fits.
    public func comparisonLines(_ comparison: DrinkingComparison) -> [String] {
        let year = RiskDrinkingSurvey.source.year
        let perDay = comparison.tenthsPerRecordedDay.map(formatGrams) ?? ""
        let line = comparison.riskLineTenths.map(limitGrams) ?? ""
        let heavy = limitGrams(comparison.heavyDayTenths)
        let n = comparison.heavyDays
        // `60g超の日 7日` / `7 days over 60g`, first where it fits.
        let heavyDays = pick("\(heavy)超の日 \(n)日", n == 1 ? "1 day over \(heavy)" : "\(n) days over \(heavy)")
        func withHeavyDays(_ lines: [String]) -> [String] {
            n == 0 ? lines : lines.map { $0 + pick("・", "; ") + heavyDays } + lines
        }
        switch comparison.outcome {
        case .tooFewDays(let missing):
            return withHeavyDays([
                pick(
                    "基準との比較は直近4週間に記録が\(DrinkingComparison.neededRecordedDays)日分あると表示（あと \(missing)日）",
                    "Compared with the guideline once \(DrinkingComparison.neededRecordedDays) of the last \(DrinkingComparison.windowDays) days are recorded (\(missing) more)"
                ),
                pick(
                    "基準との比較: 記録あと \(missing)日で表示",
                    "Comparison: record \(missing == 1 ? "1 more day" : "\(missing) more days")"),
            ])
        case .sexUnspecified:
            return withHeavyDays([
                pick(
                    "直近4週の平均 1日\(perDay)。基準は男性 \(limitGrams(400))・女性 \(limitGrams(200))（性別を設定すると比べます）",
                    "4 weeks: \(perDay) a day; line \(limitGrams(400)) for men, \(limitGrams(200)) for women (set sex to compare)"
                ),
                pick(
                    "直近4週 1日\(perDay)（基準 男性\(limitGrams(400))・女性\(limitGrams(200))）",
                    "4 weeks: \(perDay)/day (line: men \(limitGrams(400)), women \(limitGrams(200)))"),
            ])
        case .withinLine:
            return [
                pick(
                    "直近4週間は基準内です（1日 \(perDay)・基準 \(line)・\(heavy)超の日なし）",
                    "Last 4 weeks within the guideline: \(perDay) a day, line \(line), no day over \(heavy)"),
                pick(
                    "直近4週間は基準内です（1日 \(perDay)・基準 \(line)）",
                    "Within the guideline over the last 4 weeks (\(perDay) a day; line \(line))"),
                pick("直近4週間は基準内です", "Within the guideline over the last 4 weeks"),
            ]
        case .withinLineButHeavyDays:
            return [
                pick(
                    "直近4週 1日\(perDay)で基準 \(line)以下ですが、\(heavyDays)ありました",
                    "Last 4 weeks \(perDay) a day, at or under the \(line) line, but \(heavyDays)"),
                pick(
                    "直近4週 1日\(perDay)（基準 \(line)）・\(heavyDays)", "4 weeks: \(perDay)/day (line \(line)); \(heavyDays)"),
                pick("直近4週 \(heavyDays)", "4 weeks: \(heavyDays)"),
            ]
        case .aboveLine(let share):
            let long = people(comparison.sex, comparison.ageBand)
            let short = people(comparison.sex, comparison.ageBand, short: true)
            let plain = [
                pick(
                    "直近4週 1日\(perDay): 基準 \(line)超。\(year)年の調査で\(long)の \(percent(share))（飲まない人も含む・自己申告）",
                    "Last 4 weeks \(perDay) a day, above the \(line) line; so were \(percent(share)) of \(long) in the \(year) survey (self-reported, non-drinkers included)"
                ),
                pick(
                    "直近4週 1日\(perDay): 基準 \(line)超。\(short)の \(percent(share))（\(year)年調査・飲まない人も含む）",
                    "4 weeks: \(perDay)/day, above \(line); \(percent(share)) of \(short) (\(year) survey, incl. non-drinkers)"
                ),
                pick(
                    "直近4週 1日\(perDay): 基準 \(line)超（\(year)年調査で\(short)の \(percent(share))）",
                    "4 weeks: \(perDay)/day, above \(line) (\(year) survey: \(percent(share)) of \(short))"),
            ]
            guard n > 0 else { return plain }
            // With heavy days: each wording with them after it, then the shortest with them before the survey's figure.
            return plain.map { $0 + pick("・", "; ") + heavyDays }
                + [
                    pick(
                        "直近4週 1日\(perDay): 基準 \(line)超・\(heavyDays)（\(year)年調査で\(short)の \(percent(share))）",
                        "4 weeks: \(perDay)/day, above \(line), \(heavyDays) (\(year): \(percent(share)) of \(short))")
                ] + plain
        }
    }
}
