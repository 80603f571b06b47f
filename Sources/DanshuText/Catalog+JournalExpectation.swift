import DanshuCore
import DanshuStore

/// What the journal's reader expected where a load error points: one sentence for each value a journal holds, the
/// days' parts of `DayPart` among them (the `expected …` of `file: place: expected …, found …`).
extension Catalog {
    /// What a journal value must be: `a whole number of millilitres from 1 to 5000`.
    public func text(of expectation: JournalExpectation) -> String {
        switch expectation {
        case .journalObject: return pick("danshu のジャーナル（JSON オブジェクト {…}）", "a danshu journal (a JSON object {…})")
        case .object: return pick("オブジェクト {…}", "an object {…}")
        case .list: return pick("配列 […]", "a list […]")
        case .formatName: return pick("形式名 \"danshu-journal\"", "the format name \"danshu-journal\"")
        case .version:
            let newest = Journal.newestVersion
            return pick("バージョン 1〜\(newest)", newest == 2 ? "version 1 or 2" : "a version from 1 to \(newest)")
        case .setting(let key): return text(ofSetting: key)
        case .millilitres:
            return wholeNumber(Limits.ml, ja: "ミリリットル", en: "of millilitres ")
        case .abv:
            let r = Limits.abvTenths
            let low = formatTenthsCompact(r.lowerBound)
            let high = formatTenthsCompact(r.upperBound)
            return pick(
                "\(low)〜\(high) の数（％、小数点以下1桁まで）", "a percentage from \(low) to \(high) with at most one decimal")
        case .grams:
            let r = Limits.gramsTenths
            let low = formatTenthsCompact(r.lowerBound)
            let high = formatTenthsCompact(r.upperBound)
            return pick("\(low)〜\(high) の数（グラム、小数点以下1桁まで）", "grams from \(low) to \(high) with at most one decimal")
        case .count:
            return wholeNumber(Limits.count, ja: "杯数", en: "")
        case .price:
            return wholeNumber(Limits.priceYen, ja: "円", en: "of yen ")
        case .kcal:
            return wholeNumber(Limits.extraKcal, ja: "kcal", en: "of kcal ")
        case .name:
            let r = Limits.nameLength
            return pick(
                "\(r.lowerBound)〜\(r.upperBound) 文字の名前", "a name of \(r.lowerBound) to \(r.upperBound) characters")
        case .note:
            let most = Limits.noteLength.upperBound
            return pick("\(most) 文字以内のメモ", "a note of at most \(most) characters")
        case .drank, .retired:
            return pick("true か false", "true or false")
        case .date:
            let y = Limits.years
            return pick(
                "\(y.lowerBound)〜\(y.upperBound) 年の実在する日付 YYYY-MM-DD",
                "a real date YYYY-MM-DD in the years \(y.lowerBound) to \(y.upperBound)")
        case .mood:
            return wholeNumber(Limits.mood, ja: "気分", en: "")
        case .craving:
            return wholeNumber(Limits.craving, ja: "飲みたい気持ち", en: "")
        case .milestone:
            let list = Streaks.milestones.map(String.init).joined(separator: ", ")
            return pick("節目の日数（\(list) のいずれか）", "a milestone in days (one of \(list))")
        case .weekday:
            let names = Weekday.allCases.map(\.name).joined(separator: ", ")
            return pick("まだ出てきていない曜日（\(names) のいずれか）", "a weekday not named before (one of \(names))")
        case .planAmount:
            return pick("\(planLimits) の数（グラム、小数点以下1桁まで）", "grams from \(planLimits) with at most one decimal")
        case .medicine:
            let most = Limits.medicineName.upperBound
            return pick("1〜\(most) 文字の薬の名前", "a medicine's name of 1 to \(most) characters")
        case .oneOf(let words):
            return oneOf(words)
        case .ifThenPlanID:
            let most = Limits.ifThenText.upperBound
            return pick("1〜\(most) 文字のもしもプランの識別子", "an if-then plan identity of 1 to \(most) characters")
        case .ifThenSituation:
            let keys = IfThenPlan.Situation.kindWords.joined(separator: ", ")
            return pick(
                "「もし」（\(keys) のいずれか1つとその値、例 trigger:stress）",
                "an IF: one of \(keys) with its value (such as trigger:stress)")
        case .ifThenResponse:
            let keys = IfThenPlan.Response.kindWords.joined(separator: ", ")
            return pick(
                "「なら」（\(keys) のいずれか1つとその値、例 response:walk）",
                "a THEN: one of \(keys) with its value (such as response:walk)")
        case .ifThenText:
            let most = Limits.ifThenText.upperBound
            return pick("1行で1〜\(most) 文字の文字列", "a string of 1 to \(most) characters on one line")
        case .planHours:
            return pick(
                "0〜24 時の時間帯 \"始まり-終わり\"（終わりが後、例 \"18-22\"）",
                "hours \"from-to\" from 0 to 24, the end after the start (such as \"18-22\")")
        case .clockTime:
            return pick("時刻 \"HH:MM\"（00:00〜23:59）", "a time of day \"HH:MM\" (00:00 to 23:59)")
        case .urgeStrength:
            return wholeNumber(Limits.urgeStrength, ja: "強さ", en: "")
        case .urgeMinutes:
            return wholeNumber(Limits.urgeFollowUpMinutes, ja: "分", en: "of minutes ")
        case .urgeText:
            let r = Limits.urgeText
            return pick(
                "1行で\(r.lowerBound)〜\(r.upperBound) 文字の文字列",
                "a string of \(r.lowerBound) to \(r.upperBound) characters on one line")
        case .urgeNote:
            let most = Limits.noteLength.upperBound
            return pick("1行で\(most) 文字以内のメモ", "a note of at most \(most) characters on one line")
        case .urge:
            return pick(
                "衝動（at と strength があり、after と afterMinutes は両方あるか両方ないもの）",
                "an urge (with at and strength, and after and afterMinutes both or neither)")
        case .urges:
            return pick(
                "1日 \(Limits.urgesPerDay) 件までの衝動（同じ時刻・強さ・きっかけは1回だけ）",
                "at most \(Limits.urgesPerDay) urges a day, none twice (the same time, strength and triggers)")
        case .knownIfThenPlan:
            return pick(
                "ジャーナルかこのファイルにあるもしもプランの識別子（もしもプランの CSV は衝動の CSV より先に取り込みます）",
                "the identity of an if-then plan the journal or this file has (import the if-then plans' CSV before the urges')"
            )
        }
    }

    private func text(ofSetting key: SettingKey) -> String {
        // Every key named, so a new setting cannot fall into another's sentence unnoticed.
        let range = key.integerRange ?? 0...0
        let choices: [String]
        switch key {
        case .dailyLimitGrams, .gaugeMaxGrams, .weeklyLimitGrams: return wholeNumber(range, ja: "グラム", en: "of grams ")
        case .usualYenPerWeek: return wholeNumber(range, ja: "円", en: "of yen ")
        case .dayStartsAtHour: return wholeNumber(range, ja: "時", en: "of hours ")
        case .soberDaysPerWeekGoal: return wholeNumber(range, ja: "日数", en: "of days ")
        case .mouse, .celebrate, .lockPastDays: return pick("true か false", "true or false")
        case .medicine: return medicineSettingText
        case .language: choices = Language.allCases.map(\.rawValue)
        case .weekStartsOn: choices = WeekStart.allCases.map(\.rawValue)
        case .secondUnit: choices = SecondUnit.allCases.map(\.rawValue)
        case .sex: choices = Sex.allCases.map(\.rawValue)
        case .ageBand: choices = AgeBand.allCases.map(\.rawValue)
        case .ambiguousWidth: choices = AmbiguousWidth.allCases.map(\.rawValue)
        }
        return oneOf(choices)
    }
}
