import DanshuCore
import DanshuUI

/// The options every command accepts: `--file`, `--lang`, `--color`, `--mouse`, `--no-motion`.
struct GlobalOptions: Equatable {
    var file: String?
    var language: Language?
    var colorMode: ColorMode = .auto
    var mouse = false
    /// No animations (the milestone confetti), as `NO_MOTION` also asks.
    var noMotion = false

    /// The language to speak: `--lang`, else `DANSHU_LANG`, else the journal's setting.
    func language(environment: [String: String], settings: Settings?) -> Language {
        if let language { return language }
        if let value = environment["DANSHU_LANG"], let language = Language(rawValue: value) { return language }
        return settings?.language ?? .ja
    }
}
