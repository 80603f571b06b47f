import DanshuApp
import DanshuCore
import DanshuTestSupport
import Testing

/// Noon: the time of day the app tests' clock tells when the time does not matter.
let noon = ClockTime(wrapping: 12 * 60)

/// A time of day as `HH:MM`, for the stories of urges.
func time(_ text: String) -> ClockTime { ClockTime(text: text) ?? ClockTime(wrapping: 0) }

extension AppState {
    /// A session opened on `today` with these days and presets.
    static func fixture(
        today: String,
        days: [String: DayRecord] = [:],
        presets: [Preset] = Preset.defaults,
        settings: Settings = Settings(),
        now: ClockTime? = nil
    ) -> AppState {
        var records: [LocalDate: DayRecord] = [:]
        for (iso, record) in days { records[day(iso)] = record }
        return AppState(
            journal: Journal(settings: settings, presets: presets, days: records), today: day(today), now: now)
    }

    /// Types text into the open note or drink form.
    mutating func type(_ text: String) {
        if let action = typing(text) { reduce(&self, action) }
    }
}

/// The keys that type each text into a drink form's field and Tab to the next, as a user fills the form.
func filling(_ texts: [String]) -> [Action] {
    texts.flatMap { [Action.modal(.drinkForm(.textEdited(.insert($0)))), .modal(.drinkForm(.fieldMoved(by: 1)))] }
}

extension AppState {
    /// The drink form on screen, if one is open.
    var form: DrinkForm? {
        if case .drinkForm(let form) = modal { return form }
        return nil
    }

    /// The text of the note being written, if the note is open.
    var noteText: String? {
        if case .note(let field) = modal { return field.text }
        return nil
    }

    /// Fills the form's fields from the focused one on, as Tab between them does.
    mutating func fill(_ texts: String...) {
        for action in filling(texts) { reduce(&self, action) }
    }
}

extension Array where Element == Effect {
    /// One save and nothing else: the journal changed (which days it names is `JournalEditTests`' and the storm's part).
    var isOneSave: Bool {
        guard count == 1, case .save = self[0] else { return false }
        return true
    }
}

/// A story step in the style of The Composable Architecture: sends `action`, then checks that the new state is
/// exactly the old one with the changes `expected` makes, and that the effects are `effects`.
func assertReduce(
    _ state: inout AppState, _ action: Action, effects: [Effect] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: (inout AppState) -> Void = { _ in }
) {
    var wanted = state
    expected(&wanted)
    let got = reduce(&state, action)
    #expect(got == effects, "effects", sourceLocation: sourceLocation)
    // The history's steps are the journal's inverses: compared by what undo gives, not spelled out by hand.
    wanted.history = state.history
    guard state != wanted else { return }
    // Only the fields that differ, so a failure reads as what changed that should not have (or did not).
    let differences = zip(Mirror(reflecting: state).children, Mirror(reflecting: wanted).children)
        .filter { String(describing: $0.0.value) != String(describing: $0.1.value) }
        .map { "\($0.0.label ?? "?"): got \($0.0.value), expected \($0.1.value)" }
    Issue.record(
        Comment(rawValue: "after \(action):\n" + differences.joined(separator: "\n")), sourceLocation: sourceLocation)
}
