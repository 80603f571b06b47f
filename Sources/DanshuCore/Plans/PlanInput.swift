/// A plan as typed on the command line (`danshu plan --days fri,sat --max 40g`): the days by name and the amount in
/// grams or the second unit. The app's form chooses them with keys and needs no parsing.
public enum PlanInput {
    /// Why typed days were refused: the word that is no weekday.
    public enum DaysProblem: Error, Equatable, Sendable {
        case empty
        case unknownDay(String)
    }

    /// Why a typed amount was refused.
    public enum AmountProblem: Error, Equatable, Sendable {
        case notAnAmount
        /// Outside `Limits.planMaxTenths` (in tenths of a gram).
        case outOfRange
    }

    /// Weekdays as words: `fri,sat`, `fri sat`, `mon-thu` (a span in the week's order from Sunday), English names short or
    /// long in any case, or 日 月 火 水 木 金 土 with or without 曜 or 曜日 (`金,土`, `金土`), full-width commas too.
    public static func days(_ text: String) -> Result<Set<Weekday>, DaysProblem> {
        let words = NumberInput.normalize(text).split(whereSeparator: {
            $0 == "," || $0 == " " || $0 == "、" || $0 == "・"
        }).map(String.init)
        guard !words.isEmpty else { return .failure(.empty) }
        var days = Set<Weekday>()
        for word in words {
            let ends = word.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            if ends.count == 2 {
                guard let first = singleDay(ends[0]), let last = singleDay(ends[1]), first <= last else {
                    return .failure(.unknownDay(word))
                }
                days.formUnion(Weekday.allCases.filter { $0 >= first && $0 <= last })
            } else if let day = singleDay(word) {
                days.insert(day)
            } else if let run = japaneseRun(word) {
                days.formUnion(run)
            } else {
                return .failure(.unknownDay(word))
            }
        }
        return .success(days)
    }

    /// One weekday's name: `fri`, `Friday`, `金`, `金曜`, `金曜日`.
    static func singleDay(_ word: String) -> Weekday? {
        let lower = word.lowercased()
        if let day = Weekday.allCases.first(where: { $0.name == lower || englishNames[$0.rawValue] == lower }) {
            return day
        }
        if let run = japaneseRun(word), run.count == 1 { return run.first }
        return nil
    }

    /// Days written together in Japanese: `金土`, `金曜日`; nil unless every character is a weekday's.
    private static func japaneseRun(_ word: String) -> [Weekday]? {
        var rest = Substring(word)
        var days: [Weekday] = []
        while let first = rest.first {
            guard let index = japaneseNames.firstIndex(of: first), let day = Weekday(rawValue: index) else {
                return nil
            }
            days.append(day)
            rest = rest.dropFirst()
            if rest.hasPrefix("曜日") { rest = rest.dropFirst(2) } else if rest.hasPrefix("曜") { rest = rest.dropFirst() }
        }
        return days.isEmpty ? nil : days
    }

    private static let englishNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    private static let japaneseNames: [Character] = ["日", "月", "火", "水", "木", "金", "土"]

    /// An amount in tenths of a gram: grams (`40`, `40g`, `40 g`, `４０ｇ`, `12.5g`), or drinks of the second unit
    /// (`4drinks`, `4 drinks`, `4ドリンク`, `5units`, `5 UK units`, `2杯`), one drink being `Settings.oneDrinkTenths`, rounded half up
    /// to a tenth of a gram.
    public static func amount(_ text: String, oneDrinkTenths: Int) -> Result<Int, AmountProblem> {
        let s = NumberInput.normalize(text).lowercased()
        var number = s
        var perUnit: Int?
        if let unit = drinkWords.first(where: { s.hasSuffix($0) }) {
            number = String(s.dropLast(unit.count))
            perUnit = oneDrinkTenths
        } else if s.hasSuffix("g") {
            number = String(s.dropLast())
        }
        guard case .success(let tenths) = NumberInput.tenths(number, range: 0...Int.max / 1000) else {
            return .failure(.notAnAmount)
        }
        let grams = perUnit.map { dividedRoundingHalfUp(tenths * $0, by: 10) } ?? tenths
        guard Limits.planMaxTenths.contains(grams) else { return .failure(.outOfRange) }
        return .success(grams)
    }

    /// Words for drinks of the second unit, longest first so `drinks` is not read as `s` after `drink`.
    private static let drinkWords = [
        "uk units", "uk unit", "us drinks", "us drink", "drinks", "drink", "units", "unit",
        "usドリンク", "ユニット", "ドリンク", "杯",
    ]
}
