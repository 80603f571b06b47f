import DanshuCore
import DanshuText

/// The words of `danshu ask`: whole sentences, no symbols a screen reader would spell out.
extension Catalog {
    /// 「2026年11月29日(日) お酒を飲みましたか？ y か n で答えてください。」
    public func askDrank(_ date: LocalDate) -> String {
        pick(
            "\(longDate(date)) お酒を飲みましたか？ y（はい）か n（いいえ）で答えてください。",
            "\(longDate(date)): did you drink? Answer y (yes) or n (no).")
    }
    public var askYesOrNo: String { pick("y か n で答えてください。", "Please answer y or n.") }

    /// y, yes, はい / n, no, いいえ, in either language; nil for anything else.
    public func yesOrNo(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "y", "yes", "はい": return true
        case "n", "no", "いいえ": return false
        default: return nil
        }
    }

    /// Said first on a day with an answer, before what it holds (one thing a line).
    public var askAlreadyRecorded: String { pick("この日はもう記録があります:", "This day is recorded already:") }

    /// Said after what a recorded day holds: what y and n will do to it, a sentence a line.
    public func askRecordedDayAnswers(removable: Bool) -> [String] {
        [pick("はいと答えると、飲んだものはこの記録に加わります。", "If you answer yes, the drinks you give are added to it.")]
            + (removable
                ? [pick("いいえと答えると飲み物の記録を消すので、その前に確かめます。", "Before no removes its drinks, you are asked to confirm.")]
                : [])
    }

    /// What a no would remove, asked once more: `いいえにすると、この日の飲み物3杯（114.9g）と飲んだ日の様子を消します。…`.
    public func askConfirmRemoval(drinks: Int, tenths: Int, context: Bool) -> String {
        let drinksJA = drinks > 0 ? "飲み物\(drinks)杯（\(formatGrams(tenths))）" : ""
        let drinksEN = drinks > 0 ? (drinks == 1 ? "1 drink" : "\(drinks) drinks") + " (\(formatGrams(tenths)))" : ""
        let whatJA = [drinksJA, context ? "飲んだ日の様子" : ""].filter { !$0.isEmpty }.joined(separator: "と")
        let whatEN = [drinksEN, context ? "what the day was like" : ""].filter { !$0.isEmpty }.joined(
            separator: " and ")
        return pick(
            "いいえにすると、この日の\(whatJA)を消します。消してよいですか？ y（はい）か n（いいえ）で答えてください。何も入れずに Enter を押すと、いいえです。",
            "No removes this day's \(whatEN). Remove? Answer y (yes) or n (no); just Enter is no.")
    }
    public var askRemovalDeclined: String {
        pick("何も消していません。もう一度答えてください。", "Nothing was removed. Please answer again.")
    }
    /// After the save: `飲み物3杯の記録と飲んだ日の様子を消しました。`.
    public func askRemoved(drinks: Int, context: Bool) -> String {
        let whatJA = [drinks > 0 ? "飲み物\(drinks)杯の記録" : "", context ? "飲んだ日の様子" : ""].filter { !$0.isEmpty }.joined(
            separator: "と")
        let whatEN = [
            drinks > 0 ? (drinks == 1 ? "1 drink" : "\(drinks) drinks") : "", context ? "what the day was like" : "",
        ]
        .filter { !$0.isEmpty }.joined(separator: " and ")
        return pick("\(whatJA)を消しました。", "Removed \(whatEN).")
    }
    public var askPresetsIntro: String { pick("飲んだものは次のどれですか。", "Which of these did you drink?") }
    public var askWhichDrinks: String {
        pick(
            "番号を空白で区切って入れてください。2杯なら 1x2 のように。一覧にない飲み物は 名前:度数:量（例: ハイボール:7:350）で。なければ何も入れずに Enter を押してください。",
            "Type their numbers separated by spaces, 1x2 for two of one; a drink not listed as NAME:ABV:ML, e.g. highball:7:350. If none, just press Enter."
        )
    }

    /// How `ask` takes a drink not in the list, where `log` names its `--drink` option.
    public var askOneOffSpelling: String { pick("名前:度数:量（例: ハイボール:7:350）", "NAME:ABV:ML (e.g. highball:7:350)") }

    /// After the reason a drink is beyond what a person can drink (`beyondDrinkable`): y records it, anything else asks again.
    public var askBeyondDrinkable: String {
        pick(
            "打ち間違いでなければ y を入れてください。ほかの答えなら、飲んだものをもう一度聞きます。",
            "If it is not a typo, type y. Any other answer asks for the drinks again.")
    }
    /// The end of a refusal before `askDrinksAgain`: 「。」 / `. `.
    public var askSentenceEnd: String { pick("。", ". ") }
    public var askDrinksAgain: String { pick("もう一度、番号を入れてください。", "Please type the numbers again.") }
    /// The mood of today, or of the day asked about when it is another: 「今日の気分は…」 / 「この日の気分は…」.
    /// The scale's ends in the feelings form's words (`moodScaleEnds`), so the two never say it differently.
    public func askMood(isToday: Bool) -> String {
        let (low, high) = moodScaleEnds
        let r = Limits.mood
        return pick(
            (isToday ? "今日" : "この日") + "の気分は \(r.lowerBound)（\(low)）から \(r.upperBound)（\(high)）のどれですか。"
                + "答えないときは何も入れずに Enter を押してください。",
            "How was your mood" + (isToday ? " today" : " that day")
                + ", from \(r.lowerBound) (\(low)) to \(r.upperBound) (\(high))? To skip, just press Enter.")
    }
    public var askCraving: String {
        let (low, high) = cravingScaleEnds
        let r = Limits.craving
        return pick(
            "飲みたい気持ちは \(r.lowerBound)（\(low)）から \(r.upperBound)（\(high)）のどれですか。"
                + "答えないときは何も入れずに Enter を押してください。",
            "How strong was the craving, from \(r.lowerBound) (\(low)) to \(r.upperBound) (\(high))? To skip, just press Enter."
        )
    }
    /// While a medicine is set: 「服薬: セリンクロを飲みましたか？ …」.
    public func askMedicine(_ name: String) -> String {
        pick(
            "服薬: \(name)を飲みましたか？ y（はい）か n（いいえ）で答えてください。答えないときは何も入れずに Enter を押してください。",
            "Medicine: did you take \(name)? Answer y (yes) or n (no). To skip, just press Enter.")
    }
    public var askYesNoOrSkip: String {
        pick("y か n で答えてください。答えないときは何も入れずに Enter を押してください。", "Please answer y or n, or just press Enter to skip.")
    }
    public func askNumberAgain(_ range: ClosedRange<Int>) -> String {
        pick(
            "\(range.lowerBound) から \(range.upperBound) までの数字で答えてください。",
            "Please answer with a number from \(range.lowerBound) to \(range.upperBound).")
    }
    public var askSaved: String { pick("記録しました。", "Saved.") }
    public var askEnded: String {
        pick("入力が終わったので、何も記録していません。", "The input ended, so nothing was recorded.")
    }
}
