/// `--drink NAME:ML:ABV` of `danshu log`, split into its three texts for the drink form to validate.
/// It splits at the last two colons (`:` or the full-width `：`), so a name may hold colons.
public struct OneOffArgument: Equatable, Sendable {
    /// The drink's name, everything before the last two colons.
    public var name: String
    /// The volume as typed.
    public var ml: String
    /// The ABV as typed.
    public var abv: String

    /// The three parts as typed.
    public init(name: String, ml: String, abv: String) {
        self.name = name
        self.ml = ml
        self.abv = abv
    }

    /// The three parts, nil when the text has fewer than two colons.
    public static func split(_ text: String) -> OneOffArgument? {
        let isColon: (Character) -> Bool = { $0 == ":" || $0 == "：" }
        guard let last = text.lastIndex(where: isColon) else { return nil }
        let rest = text[..<last]
        guard let middle = rest.lastIndex(where: isColon) else { return nil }
        return OneOffArgument(name: String(rest[..<middle]),
                              ml: String(rest[rest.index(after: middle)...]),
                              abv: String(text[text.index(after: last)...]))
    }
}
