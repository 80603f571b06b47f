import DanshuCore
import DanshuText

/// The command line's words for the medicine and the day's context (design.md §8): `log`, `remind --medicine`.
extension Catalog {
    /// `log --medicine --no-medicine`.
    public var medicineBothWays: String {
        pick("--medicine と --no-medicine は一緒に指定できません", "--medicine and --no-medicine cannot go together")
    }

    /// A `--where`, `--with`, `--why` or `--after` value that is none of the option's words.
    public func unknownContextWord(option: String, value: String, allowed: [String]) -> String {
        let list = allowed.joined(separator: option == "--why" ? "," : "|")
        return option == "--why"
            ? pick(
                "--why は \(list) からカンマ区切りで選びます（「\(value)」は使えません）。空にすると消えます",
                "--why takes any of \(list), comma-separated, not '\(value)'; empty clears it")
            : pick(
                "\(option) に使える値は \(list) です（「\(value)」は使えません）。空にすると消えます",
                "\(option) takes \(list), not '\(value)'; empty clears it")
    }

    /// `log --medicine` with no medicine set.
    public var medicineNotSetForCommand: String {
        pick(
            "薬の名前が設定されていません。先に danshu config medicine 名前 で設定してください",
            "no medicine is set: set it first with danshu config medicine NAME")
    }

    /// `log DATE --where …` on a day not answered はい.
    public var contextNeedsDrinkingDay: String {
        pick(
            "--where・--with・--why・--after は飲んだ日に記録します（ITEM か --drink で飲んだものも指定してください）",
            "--where, --with, --why and --after are for a drinking day (give an ITEM or --drink too)")
    }

    /// `log --sober` together with context options.
    public var soberWithContext: String {
        pick(
            "--sober（飲まなかった）と --where・--with・--why・--after は一緒に指定できません",
            "--sober (did not drink) cannot go with --where, --with, --why or --after")
    }

    /// `remind --medicine` when today's medicine is not marked taken: `今日はまだセリンクロを記録していません`.
    public func medicineNotTakenYet(_ name: String) -> String {
        pick(
            "今日の\(name)はまだ記録していません（飲んだら danshu log --medicine）",
            "\(name) is not marked taken today (danshu log --medicine once you take it)")
    }
}
