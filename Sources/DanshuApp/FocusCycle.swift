extension Array where Element: Equatable {
    /// The element `step` places after `current` (before it when negative), wrapping around the ends; counted from the
    /// first when `current` is not there. A form's Tab and Shift-Tab move its focus so.
    func cycling(from current: Element, by step: Int) -> Element {
        let index = firstIndex(of: current) ?? 0
        return self[((index + step) % count + count) % count]
    }
}
