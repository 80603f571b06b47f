import DanshuCore
import DanshuStore
import DanshuApp
/// `--drink NAME:ABV:ML[:YEN]` of `danshu log`: the name, the ABV and volume, and maybe a price, for the drink
/// form to validate. It splits at the last colons (`:` or the full-width `：`), so a name may hold colons; a unit on
/// a value (`180ml:15%`) lets ABV and volume come in either order (see `ABVAndVolume`). A fourth value is the price
/// when it says so (`500円`, `¥500`) or when the two before it are numbers (`ハイボール:7:350:500`); otherwise
/// the last two values are ABV and volume and everything before them is the name (`a:b:7:350`).
public struct OneOffArgument: Equatable, Sendable {
    /// The drink's name, everything before the values.
    public var name: String
    /// The ABV and the volume as typed.
    public var values: ABVAndVolume
    /// The price as typed, nil when not given.
    public var price: String?

    /// A one-off as typed.
    public init(name: String, values: ABVAndVolume, price: String? = nil) {
        self.name = name
        self.values = values
        self.price = price
    }

    /// Why a `--drink` text was refused before the form saw it.
    public enum Problem: Error, Equatable, Sendable {
        /// Fewer than two colons.
        case notThreeParts
        /// The two values after the drink's name are not one ABV and one volume.
        case values(name: String, ABVAndVolume.Problem)
    }

    /// Reads the text of one `--drink`.
    public static func parse(_ text: String) -> Result<OneOffArgument, Problem> {
        let isColon: (Character) -> Bool = { $0 == ":" || $0 == "：" }
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: isColon).map(String.init)
        guard parts.count >= 3 else { return .failure(.notThreeParts) }
        let withPrice = parts.count >= 4 && saysPrice(parts[parts.count - 1], after: parts[parts.count - 3], parts[parts.count - 2])
        let values = withPrice ? Array(parts.suffix(3).prefix(2)) : Array(parts.suffix(2))
        // The name as typed, its own colons (either kind) kept.
        var name = text[...]
        for _ in 0..<(withPrice ? 3 : 2) { name = name[..<(name.lastIndex(where: isColon) ?? name.startIndex)] }
        switch ABVAndVolume.read(values[0], values[1]) {
        case .success(let read): return .success(OneOffArgument(name: String(name), values: read, price: withPrice ? parts.last : nil))
        case .failure(let problem): return .failure(.values(name: String(name), problem))
        }
    }

    /// Whether the last of four values is a price: it carries 円 or ¥, or it carries no unit of ABV or volume
    /// while the two before it are numbers.
    static func saysPrice(_ last: String, after first: String, _ second: String) -> Bool {
        let plain = NumberInput.normalize(last).lowercased()
        if plain.hasSuffix("円") || plain.hasSuffix("yen") || plain.hasPrefix("¥") || last.hasPrefix("\u{FFE5}") { return true }
        guard ABVAndVolume.Unit(endOf: last) == nil else { return false }
        let isNumber = { (text: String) in
            if case .success = NumberInput.tenths(text, unit: ABVAndVolume.Unit(endOf: text) == .percent ? "%" : "ml", range: 0...Int.max) {
                return true
            }
            return false
        }
        return isNumber(first) && isNumber(second)
    }
}
