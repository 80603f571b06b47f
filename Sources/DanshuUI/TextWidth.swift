#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Display columns of text, counted the way ncurses will place it: glibc `wcwidth` under a UTF-8 locale
/// (see `WidthTable.swift`), with control and format characters at the width of their visible form, and
/// East Asian Ambiguous characters at the terminal's width for them (`ambiguousWidth`).
/// Column math must go through here, never through `String.count`.
public enum TextWidth {
    /// How many cells the terminal gives East Asian Ambiguous characters (○ ─ │ ▶ █ …) for the whole
    /// process: 1, or 2 in terminals set to draw them wide. Set once at start, before any thread reads it.
    nonisolated(unsafe) public private(set) static var processAmbiguousWidth = 1

    /// A width for the current thread only (tests render both widths side by side, each inside one synchronous
    /// call); nil: the process's. A thread-specific value, not a `@TaskLocal`: that one property linked Swift's
    /// concurrency runtime and libdispatch into the program, about 40 pages relocated at every start
    /// (docs/decisions.md, "What the binary links").
    static var threadAmbiguousWidth: Int? {
        get {
            guard threadWidthsUsed else { return nil }
            let value = Int(bitPattern: pthread_getspecific(threadWidthKey))
            return value == 0 ? nil : value
        }
        set {
            threadWidthsUsed = true
            pthread_setspecific(threadWidthKey, UnsafeRawPointer(bitPattern: newValue ?? 0))
        }
    }
    /// Set once any thread has had a width of its own, so the app itself never asks for the thread's.
    nonisolated(unsafe) private static var threadWidthsUsed = false
    private static let threadWidthKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The ambiguous width in force here: the thread's, else the process's.
    public static var ambiguousWidth: Int { threadAmbiguousWidth ?? processAmbiguousWidth }

    /// Sets the process's ambiguous width (1 or 2); the app calls it once, before drawing.
    public static func setProcessAmbiguousWidth(_ width: Int) {
        processAmbiguousWidth = width == 2 ? 2 : 1
    }

    /// Whether a scalar is East Asian Ambiguous (UAX #11).
    public static func isAmbiguous(_ scalar: Unicode.Scalar) -> Bool { AmbiguousTable.contains(scalar) }

    /// The cells the terminal gives a scalar: glibc's width, with a one-cell ambiguous character counted
    /// two cells when the terminal draws them wide (-1: cannot be printed).
    public static func cells(_ scalar: Unicode.Scalar) -> Int {
        let width = glibcWidth(scalar)
        if width == 1, scalar.value >= 0xA1, ambiguousWidth == 2, AmbiguousTable.contains(scalar) { return 2 }
        return width
    }
    /// glibc's `wcwidth` for the scalar: -1 for what it cannot print (controls, unassigned), else 0, 1 or 2.
    public static func glibcWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        let key = (value << 2) | 3 // the last breakpoint at or below `value`, whatever its code
        let table = WidthTable.breakpoints
        var low = 0
        var high = table.count // find the first entry above key
        while low < high {
            let mid = (low + high) / 2
            if table[mid] <= key { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return -1 }
        return Int(table[low - 1] & 3) - 1
    }

    /// Columns a scalar takes when printed as itself: 0, 1 or 2. Scalars glibc cannot print count 0 here;
    /// the canvas never prints them as themselves but as their `SafeText` form.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        max(cells(scalar), 0)
    }

    /// Columns `Canvas.put` takes for the string (before any clipping).
    public static func of(_ s: String) -> Int {
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return s.utf8.count }
        var total = 0
        for glyph in GlyphScanner(s) { total += glyph.width }
        return total
    }

    /// The string cut to at most `width` columns, ending in `ellipsis` when anything was cut.
    /// Never splits a wide character, so the result may be one column short. The result is sanitized.
    /// Reads no further than `width` + 1 columns, so a long name or note costs what is shown.
    public static func truncate(_ s: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        let tail = SafeText.sanitize(ellipsis)
        let tailWidth = of(tail)
        let room = tailWidth <= width ? width - tailWidth : width // no room for the ellipsis: plain cut
        var glyphs: [Glyph] = []
        var used = 0
        var kept = 0 // columns so far; glyphs that fit beside the ellipsis
        for glyph in GlyphScanner(s) {
            used += glyph.width
            if used > width { return glyphs[..<kept].text + (tailWidth <= width ? tail : "") }
            glyphs.append(glyph)
            if used <= room { kept = glyphs.count }
        }
        return glyphs.text
    }

    /// The string truncated (with "…") or padded with spaces to exactly `width` columns.
    public static func pad(_ s: String, to width: Int, alignRight: Bool = false) -> String {
        let fitted = truncate(s, to: width)
        let fill = String(repeating: " ", count: max(0, width - of(fitted)))
        return alignRight ? fill + fitted : fitted + fill
    }
}
