// Journals written by hand, in the journal's own format, shared by the in-process and the end-to-end
// command tests so a case reads the same at both levels.

/// Journals written by hand for the tests, in the journal's own format.
public enum JournalText {
    public static let settings =
        #"{"dailyLimitGrams": 20, "dayStartsAtHour": 4, "gaugeMaxGrams": 60, "language": "ja", "mouse": false, "soberDaysPerWeekGoal": 2, "weekStartsOn": "sunday"}"#

    public static let presets = """
        [
            {"abv": 5, "ml": 500, "name": "ビール500缶"},
            {"abv": 13, "ml": 120, "name": "赤ワイン1杯"},
            {"abv": 15, "ml": 180, "name": "日本酒1合"}
          ]
        """

    /// A journal with these day lines (`"2026-11-28": {...}`), the settings and three presets.
    public static func journal(_ days: [String], settings: String = settings) -> String {
        let body = days.isEmpty ? "{}" : "{\n" + days.map { "    " + $0 }.joined(separator: ",\n") + "\n  }"
        return """
            {
              "format": "danshu-journal",
              "version": 1,
              "settings": \(settings),
              "presets": \(presets),
              "days": \(body)
            }

            """
    }

    /// November 2026 for the statistics: 12 sober days, 4 drinking days (40.0, 12.5, 0.0 and 64.8 g).
    public static let november = journal([
        #""2026-11-01": {"drank": false}"#,
        #""2026-11-02": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "ビール500缶"}]}"#,
        #""2026-11-03": {"drank": false}"#,
        #""2026-11-05": {"drank": true, "drinks": [{"abv": 13, "count": 1, "grams": 12.5, "ml": 120, "name": "赤ワイン1杯"}]}"#,
        #""2026-11-10": {"drank": true, "drinks": []}"#,
        #""2026-11-15": {"drank": true, "drinks": [{"abv": 15, "count": 3, "grams": 21.6, "ml": 180, "name": "日本酒1合"}], "note": "忘年会"}"#,
        #""2026-11-20": {"drank": false}"#,
        #""2026-11-21": {"drank": false}"#,
        #""2026-11-22": {"drank": false}"#,
        #""2026-11-23": {"drank": false}"#,
        #""2026-11-24": {"drank": false}"#,
        #""2026-11-25": {"drank": false}"#,
        #""2026-11-26": {"drank": false}"#,
        #""2026-11-27": {"drank": false}"#,
        #""2026-11-28": {"drank": false}"#,
        #""2026-11-29": {"drank": false}"#,
    ])

    /// Names and notes that CSV must quote, Japanese, and text that would drive a terminal.
    public static let awkward = journal([
        #""2026-11-20": {"drank": true, "drinks": [{"abv": 7, "count": 2, "grams": 19.6, "ml": 350, "name": "Weird, \"name\"\nsecond line"}, {"abv": 15.5, "count": 1, "grams": 22.3, "ml": 180, "name": "日本酒:大吟醸, 冷"}, {"count": 1, "grams": 10.5, "name": "grams only"}], "note": "multi\r\nline, \"quoted\" メモ"}"#,
        #""2026-11-21": {"drank": false, "note": "\u001b]0;pwned\u0007\u001b[31mred"}"#,
        #""2026-11-22": {"drank": true, "drinks": []}"#,
        #""2026-11-23": {"note": "note only, no answer"}"#,
        #""2026-11-28": {"drank": true, "drinks": [{"abv": 5, "count": 1, "grams": 20, "ml": 500, "name": "ビール500缶"}]}"#,
    ])

    /// Not JSON: a journal no command may write over.
    public static let corrupt =
        "{\n  \"format\": \"danshu-journal\",\n  \"version\": 1,\n  \"days\": {\"2026-11-28\": {\"drank\": tru}}\n}\n"
}

/// Journals at the limits (`Limits`), as the end-to-end limit tests write them.
public enum LimitsJournal {
    /// A journal with `presets` presets (酒0, 酒1, …; the first is a beer) and these day lines.
    public static func journal(presets: Int, days: [String] = []) -> String {
        let list = (0..<presets).map { #"{"abv": 5, "ml": \#(350 + $0), "name": "酒\#($0)"}"# }.joined(
            separator: ",\n    ")
        let body = days.joined(separator: ",\n    ")
        return """
            {"format": "danshu-journal", "version": 1,
             "presets": [\n    \(list)],
             "days": {\(body)}}

            """
    }

    /// A day line with `entries` one-off entries (the first counted `firstCount` times).
    public static func day(_ date: String, entries: Int, firstCount: Int = 1) -> String {
        let drinks = (0..<entries).map { #"{"count": \#($0 == 0 ? firstCount : 1), "grams": 1, "name": "記録\#($0)"}"# }
        return #""\#(date)": {"drank": true, "drinks": [\#(drinks.joined(separator: ", "))]}"#
    }
}

/// Text in a journal that would drive a terminal: escape sequences and a bidi override.
public enum HostileJournal {
    /// The preset name of the brief: sets the window title, then clears the screen.
    public static let pwned = "\u{1B}]0;pwned\u{07}\u{1B}[2J"
    public static let pwnedShown = "^[]0;pwned^G^[[2J"

    /// A journal whose first preset and today's drink and note carry `pwned`, and a bidi override.
    public static let journal = """
        {"format": "danshu-journal", "version": 1,
         "presets": [{"abv": 5, "ml": 500, "name": "\\u001b]0;pwned\\u0007\\u001b[2J"}, {"abv": 13, "ml": 120, "name": "abc\\u202efed"}],
         "days": {"2026-11-29": {"drank": true, "drinks": [{"abv": 5, "count": 2, "grams": 20, "ml": 500, "name": "\\u001b]0;pwned\\u0007\\u001b[2J"}],
                                 "note": "\\u001b[31m\\r\\u202enote"}}}
        """

    /// No byte a terminal acts on: C0 controls other than CR and LF, DEL, C1 controls, bidi controls.
    public static func actionable(_ text: String) -> [String] {
        text.unicodeScalars.filter { s in
            (s.value < 0x20 && s != "\n" && s != "\r") || (0x7F...0x9F).contains(s.value)
                || (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
        }.map { "U+" + String($0.value, radix: 16) }
    }
}
