import DanshuApp
import DanshuCore
import DanshuText
import Testing

@testable import DanshuUI

// What only the tests ask of the screen layer, kept here so the product holds none of it (docs/decisions.md).

extension Cell {
    /// Whether this is the right half of a wide character.
    var isContinuation: Bool { width == 0 }
}

extension Canvas {
    /// The columns `text` covers on row `row`; a text the row does not hold is recorded as an issue (and gives none),
    /// so a check over its cells cannot pass on nothing.
    func columns(of text: String, row: Int, sourceLocation: SourceLocation = #_sourceLocation) -> [Int] {
        let line = self.row(row)
        guard let range = line.range(of: text) else {
            Issue.record("row \(row) does not hold \(text): \(line)", sourceLocation: sourceLocation)
            return []
        }
        let start = TextWidth.of(String(line[..<range.lowerBound]))
        return Array(start..<start + TextWidth.of(text))
    }
}

extension TextWidth {
    /// Runs `body` with an ambiguous width of 1 or 2 for this thread only, so tests render both widths side by
    /// side. `body` is synchronous, so it cannot move to another thread before it returns.
    static func withAmbiguousWidth<T>(_ width: Int, _ body: () throws -> T) rethrows -> T {
        let outer = threadAmbiguousWidth
        threadAmbiguousWidth = width == 2 ? 2 : 1
        defer { threadAmbiguousWidth = outer }
        return try body()
    }
}

extension CalendarView.CellPlace {
    /// A place as given, to compare with the one computed.
    static func expected(numberX: Int, glyphX: Int, overX: Int? = nil, feelingsX: Int? = nil) -> Self {
        var place = Self(x: 0, width: 6, day: 10, over: false, feelings: false)
        (place.numberX, place.glyphX, place.overX, place.feelingsX) = (numberX, glyphX, overX, feelingsX)
        return place
    }
}

extension Screen {
    /// The frame of `state` in a language, with or without color: what a screen test looks at.
    static func frame(_ state: AppState, _ width: Int, _ height: Int, _ language: Language = .ja, color: Bool = true)
        -> Frame
    {
        render(state, width: width, height: height, catalog: Catalog(language), theme: Theme(color: color))
    }
}
