import DanshuCore
import DanshuText

/// The subcommands' words for feedback (design.md §6): `stats --weeks`, prices on the command line.
extension Catalog {
    /// `stats` given both `--weeks` and `--month`.
    public var weeksOrMonth: String { pick("--weeks と --month は一緒に使えません", "--weeks and --month cannot go together") }

    /// A `--weeks` that is not a whole number of weeks in range.
    /// `report --weeks` out of its range.
    public func badReportWeeks(_ text: String, range: ClosedRange<Int>) -> String {
        pick(
            "--weeks「\(text)」は使えません。\(range.lowerBound)〜\(range.upperBound) の週数で",
            "--weeks \(text) is not allowed; give a number of weeks from \(range.lowerBound) to \(range.upperBound)")
    }

    /// `report --format` not one of its formats.
    public func badReportFormat(_ text: String, _ formats: [String]) -> String {
        pick(
            "--format「\(text)」は使えません。\(formats.joined(separator: "、")) のいずれかで",
            "--format \(text) is not allowed; use one of \(formats.joined(separator: ", "))")
    }

    public func badWeeks(_ text: String, range: ClosedRange<Int>) -> String {
        pick(
            "--weeks「\(text)」は使えません。\(range.lowerBound)〜\(range.upperBound) の週数で指定してください",
            "--weeks '\(text)' is not a number of weeks from \(range.lowerBound) to \(range.upperBound)")
    }

    /// Header of the price column of `presets list`, and of the calories column.
    public var presetPriceHeader: String { pick("価格", "Price") }
    public var presetKcalHeader: String { pick("糖質など", "Other kcal") }
}
