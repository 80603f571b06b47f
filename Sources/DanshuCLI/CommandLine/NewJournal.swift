import DanshuCore
import DanshuStore

/// A journal that has no file yet is created in the language danshu speaks: its default presets are
/// named in that language (design.md §2), for the app and for every subcommand alike.
extension JournalStore {
    /// The journal in the file; with no file, a new journal with the default presets named in `language`.
    func loadOrNew(in language: Language) throws(JournalError) -> Journal {
        let journal = try load()
        newJournal = .empty(in: language)
        return lastBytes == nil ? newJournal : journal
    }
}

extension Journal {
    /// A new journal's default presets renamed for `language` when a command changed the language it is
    /// created in (`danshu config language en` as the first command); presets already changed stay as they are.
    mutating func nameDefaultPresets(in language: Language, insteadOf earlier: Language) {
        if language != earlier && presets == Preset.defaults(in: earlier) { presets = Preset.defaults(in: language) }
    }
}
