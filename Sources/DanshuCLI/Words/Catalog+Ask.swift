import DanshuCore
import DanshuText

/// The words of `danshu ask`: whole sentences, no symbols a screen reader would spell out.
extension Catalog {
    /// 「2026年11月29日(日) お酒を飲みましたか？ y か n で答えてください。」
    public func askDrank(_ date: LocalDate) -> String {
        pick("\(longDate(date)) お酒を飲みましたか？ y（はい）か n（いいえ）で答えてください。",
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

    public func askAlreadyRecorded(_ summary: String) -> String {
        pick("この日はもう記録があります: \(summary)。答えは今の記録に加わります。",
             "This day is recorded already: \(summary). Your answers add to it.")
    }
    public var askPresetsIntro: String { pick("飲んだものは次のどれですか。", "Which of these did you drink?") }
    public var askWhichDrinks: String {
        pick("番号を空白で区切って入れてください。2杯なら 1x2 のように。なければ何も入れずに Enter を押してください。",
             "Type their numbers separated by spaces, 1x2 for two of one. If none, just press Enter.")
    }
    public var askDrinksAgain: String { pick("もう一度、番号を入れてください。", "Please type the numbers again.") }
    public var askMood: String {
        pick("今日の気分は 1（悪い）から 5（良い）のどれですか。答えないときは何も入れずに Enter を押してください。",
             "How was your mood, from 1 (low) to 5 (good)? To skip, just press Enter.")
    }
    public var askCraving: String {
        pick("飲みたい気持ちは 0（なし）から 10（とても強い）のどれですか。答えないときは何も入れずに Enter を押してください。",
             "How strong was the craving, from 0 (none) to 10 (very strong)? To skip, just press Enter.")
    }
    /// While a medicine is set: 「服薬: セリンクロを飲みましたか？ …」.
    public func askMedicine(_ name: String) -> String {
        pick("服薬: \(name)を飲みましたか？ y（はい）か n（いいえ）で答えてください。答えないときは何も入れずに Enter を押してください。",
             "Medicine: did you take \(name)? Answer y (yes) or n (no). To skip, just press Enter.")
    }
    public var askYesNoOrSkip: String {
        pick("y か n で答えてください。答えないときは何も入れずに Enter を押してください。", "Please answer y or n, or just press Enter to skip.")
    }
    public func askNumberAgain(_ range: ClosedRange<Int>) -> String {
        pick("\(range.lowerBound) から \(range.upperBound) までの数字で答えてください。",
             "Please answer with a number from \(range.lowerBound) to \(range.upperBound).")
    }
    public var askSaved: String { pick("記録しました。", "Saved.") }
    public var askEnded: String {
        pick("入力が終わったので、何も記録していません。", "The input ended, so nothing was recorded.")
    }
}
