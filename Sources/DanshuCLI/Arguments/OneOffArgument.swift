import DanshuCore
import DanshuStore
import DanshuApp
/// `--drink NAME:ABV:ML` of `danshu log`: the name, and the ABV and volume for the drink form to validate.
/// It splits at the last two colons (`:` or the full-width `：`), so a name may hold colons; a unit on a
/// value (`180ml:15%`) lets the two come in either order (see `ABVAndVolume`).
public struct OneOffArgument: Equatable, Sendable {
    /// The drink's name, everything before the last two colons.
    public var name: String
    /// The ABV and the volume as typed.
    public var values: ABVAndVolume

    /// A one-off as typed.
    public init(name: String, values: ABVAndVolume) {
        self.name = name
        self.values = values
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
        guard let last = text.lastIndex(where: isColon) else { return .failure(.notThreeParts) }
        let rest = text[..<last]
        guard let middle = rest.lastIndex(where: isColon) else { return .failure(.notThreeParts) }
        let name = String(rest[..<middle])
        switch ABVAndVolume.read(String(rest[rest.index(after: middle)...]), String(text[text.index(after: last)...])) {
        case .success(let values): return .success(OneOffArgument(name: name, values: values))
        case .failure(let problem): return .failure(.values(name: name, problem))
        }
    }
}
