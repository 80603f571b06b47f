import DanshuCore
import Testing

// Small fixtures every test target of the domain, the store and the app writes its stories with.

/// A date from test data written as `YYYY-MM-DD`; a typo fails the test instead of crashing the run.
public func day(_ iso: String, sourceLocation: SourceLocation = #_sourceLocation) -> LocalDate {
    guard let date = LocalDate(iso: iso) else {
        Issue.record("not a date: \(iso)", sourceLocation: sourceLocation)
        return LocalDate(dayNumber: 0)
    }
    return date
}

/// The default presets by name, so tests read like the chip strip.
public enum Drink {
    public static let beer = Preset.defaults[0] // ビール500缶, 20.0 g
    public static let wineGlass = Preset.defaults[1] // 赤ワイン1杯, 12.5 g
    public static let wineBottle = Preset.defaults[2] // 赤ワイン1本, 74.9 g
    public static let sake = Preset.defaults[3] // 日本酒1合, 21.6 g
}

/// `count` of a preset as a day records it.
public func entry(_ preset: Preset, count: Int = 1) -> DrinkEntry {
    var e = preset.entry
    e.count = count
    return e
}

/// A drinking day with these entries.
public func drank(_ entries: DrinkEntry..., note: String? = nil) -> DayRecord {
    DayRecord(drank: true, drinks: entries, note: note)
}

/// `n` presets named 酒1, 酒2, …, for paging and reordering.
public func numberedPresets(_ n: Int) -> [Preset] {
    // Volumes stop at the most a drink may hold, so every preset is one a journal may keep.
    (1...n).map { Preset(name: "酒\($0)", abvTenths: 50, ml: min(100 * $0, Limits.ml.upperBound)) }
}
