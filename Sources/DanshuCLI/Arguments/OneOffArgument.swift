import DanshuCore

/// `--drink NAME:ABV:ML[:YEN]` of `danshu log`: the name, the ABV and volume, and maybe a price, which DanshuCore
/// reads as the drink form's fields (`TypedDrink`). It splits at the last colons (`:` or the full-width `：`), so a
/// name may hold colons; a unit on a value (`180ml:15%`) lets ABV and volume come in either order (see `ABVAndVolume`).
/// With four values or more, no spelling may silently mean something else: a unit on the last value decides (`500円`,
/// `¥500` a price; `15%`, `180ml` not), an empty last value is an empty price (`a:b:7:350:`), and a bare last value is
/// the price only when the name-with-a-colon reading is not a drink DanshuCore would take (`ハイボール:7:350:450`, since
/// 350 % is none), the volume only when the priced reading is not; when both are, it is refused with both spellings
/// (`Mix 1:2:5:500`).
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

    /// Why a `--drink` text was refused before its values were read.
    public enum Problem: Error, Equatable, Sendable {
        /// Fewer than two colons.
        case notThreeParts
        /// The two values after the drink's name are not one ABV and one volume; `price` as typed, for the spelling.
        case values(name: String, ABVAndVolume.Problem, price: String? = nil)
        /// A bare last value that makes two drinks DanshuCore would take: without a price, its name holding the colon
        /// before the values, or with the last value as its price.
        case ambiguous(withoutPrice: DrinkEntry, withPrice: DrinkEntry)
    }

    /// Reads the text of one `--drink`.
    public static func parse(_ text: String) -> Result<OneOffArgument, Problem> {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: isColon).map(String.init)
        guard parts.count >= 3 else { return .failure(.notThreeParts) }
        guard parts.count >= 4 else { return read(text, priced: false) }
        let last = parts[parts.count - 1]
        if NumberInput.normalize(last).isEmpty { return read(String(text[..<lastColon(in: text[...])]), priced: false) }
        if saysYen(last) { return read(text, priced: true) }
        if ABVAndVolume.Unit(endOf: last) != nil { return read(text, priced: false) }
        // A value with a unit before the last two is the ABV or the volume, not a part of the name.
        if ABVAndVolume.Unit(endOf: parts[parts.count - 3]) != nil { return read(text, priced: true) }
        let withPrice = read(text, priced: true)
        let withoutPrice = read(text, priced: false)
        let plain = drink(withoutPrice)
        let priced = drink(withPrice)
        guard plain != nil || priced != nil else {
            // Neither makes a drink: the refusal explains the reading the values' look suggests.
            return areNumbers(parts[parts.count - 3], parts[parts.count - 2]) ? withPrice : withoutPrice
        }
        // The other reading counts in the order it fits too: the user may have meant it with the values swapped.
        if let plain = plain ?? drink(withoutPrice, inEitherOrder: true),
            let priced = priced ?? drink(withPrice, inEitherOrder: true)
        {
            return .failure(.ambiguous(withoutPrice: plain, withPrice: priced))
        }
        return plain != nil ? withoutPrice : withPrice
    }

    private static func isColon(_ character: Character) -> Bool { character == ":" || character == "：" }

    private static func lastColon(in text: Substring) -> String.Index {
        text.lastIndex(where: isColon) ?? text.startIndex
    }

    /// `text` read as NAME:ABV:ML, or NAME:ABV:ML:YEN when `priced`; the name keeps its own colons (either kind).
    private static func read(_ text: String, priced: Bool) -> Result<OneOffArgument, Problem> {
        var rest = text[...]
        var values: [String] = []
        for _ in 0..<(priced ? 3 : 2) {
            let colon = lastColon(in: rest)
            values.insert(String(rest[rest.index(after: colon)...]), at: 0)
            rest = rest[..<colon]
        }
        let price = priced ? values.removeLast() : nil
        switch ABVAndVolume.read(values[0], values[1]) {
        case .success(let read): return .success(OneOffArgument(name: String(rest), values: read, price: price))
        case .failure(let problem): return .failure(.values(name: String(rest), problem, price: price))
        }
    }

    /// The drink a reading describes when DanshuCore takes it, nil otherwise; `inEitherOrder` also takes bare
    /// values that only fit the other order, in that order.
    private static func drink(_ reading: Result<OneOffArgument, Problem>, inEitherOrder: Bool = false) -> DrinkEntry? {
        let drink: OneOffArgument
        switch reading {
        case .success(let read): drink = read
        case .failure(.values(let name, .swapped(let values), let price)) where inEitherOrder:
            drink = OneOffArgument(name: name, values: values, price: price)
        case .failure: return nil
        }
        guard case .success(let entry) = drink.typed.read() else { return nil }
        return entry
    }

    /// The one-off as the drink form's fields would hold it.
    public var typed: TypedDrink {
        var texts: [DrinkField: String] = [.name: name, .abv: values.abv, .ml: values.ml]
        texts[.price] = price
        return TypedDrink(.oneOff, texts)
    }

    /// Whether a value says it is a price: `500円`, `500yen`, `¥500`, `￥500`.
    static func saysYen(_ value: String) -> Bool {
        let plain = NumberInput.normalize(value).lowercased()
        return plain.hasSuffix("円") || plain.hasSuffix("yen") || plain.hasPrefix("¥")
            || value.trimmingSpaces.hasPrefix("\u{FFE5}")
    }

    /// Whether both values are numbers (an ABV or a volume, with or without its unit).
    private static func areNumbers(_ first: String, _ second: String) -> Bool {
        [first, second].allSatisfy { text in
            if case .success = NumberInput.tenths(
                text, unit: ABVAndVolume.Unit(endOf: text) == .percent ? "%" : "ml", range: 0...Int.max)
            {
                return true
            }
            return false
        }
    }
}
