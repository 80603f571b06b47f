/// The version `danshu --version` prints; the one place it is written.
enum Version {
    static let current = "0.1.0"

    /// `danshu 0.1.0`.
    static var line: String { "danshu \(current)" }
}
