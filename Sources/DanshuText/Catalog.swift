import DanshuCore

/// The one string catalog: every text a user reads, in Japanese and English side by side.
/// Each entry is `pick(ja, en)`, so no language can miss an entry. Sections live in
/// `Catalog+<Topic>.swift` files beside this one.
public struct Catalog: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    /// The text for the catalog's language.
    @inline(__always)
    public func pick(_ ja: String, _ en: String) -> String { language == .ja ? ja : en }
}
