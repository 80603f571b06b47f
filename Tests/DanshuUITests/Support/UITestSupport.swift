@testable import DanshuUI
import DanshuApp
import DanshuCore
import DanshuText

// What only the tests ask of the screen layer, kept here so the product holds none of it (docs/decisions.md).

extension Cell {
    /// Whether this is the right half of a wide character.
    var isContinuation: Bool { width == 0 }
}

extension TextWidth {
    /// Runs `body` with an ambiguous width of 1 or 2 for this task only, so tests render both widths side by side.
    static func withAmbiguousWidth<T>(_ width: Int, _ body: () throws -> T) rethrows -> T {
        try $taskAmbiguousWidth.withValue(width == 2 ? 2 : 1, operation: body)
    }
}

extension Screen {
    /// The frame of `state` in a language, with or without color: what a screen test looks at.
    static func frame(_ state: AppState, _ width: Int, _ height: Int, _ language: Language = .ja, color: Bool = true) -> Frame {
        render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: color))
    }
}
