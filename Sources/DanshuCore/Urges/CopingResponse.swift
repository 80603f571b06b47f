/// What one does when an urge comes (design.md §9, the THEN of an if-then plan), from a list of responses with evidence
/// behind them: a drink that is not alcohol, leaving, waiting, eating, resting, a bath, someone to talk to, a walk.
/// Each case's word is the one the journal and the command line write; the catalog gives the words people read.
public enum CopingResponse: String, CaseIterable, Sendable {
    /// Drink 炭酸水.
    case sparklingWater
    /// Drink tea.
    case tea
    /// Drink ノンアル (a drink under 1 %, §1).
    case nonAlcoholic
    /// Leave the place.
    case leave
    /// Wait ten minutes: urges pass.
    case delay
    /// Eat something.
    case eat
    /// Lie down and rest.
    case rest
    /// Take a bath.
    case bath
    /// Call or message someone.
    case contact
    /// Go for a walk.
    case walk
}
