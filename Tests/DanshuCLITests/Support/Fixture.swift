// The same journals as the end-to-end tests' fixtures, so a case reads the same at both levels.

/// Journals written by hand for the tests, in the journal's own format.
enum Fixture {
    static let settings = #"{"dailyLimitGrams": 20, "dayStartsAtHour": 4, "gaugeMaxGrams": 60, "language": "ja", "mouse": false, "soberDaysPerWeekGoal": 2, "weekStartsOn": "sunday"}"#

    static let presets = """
        [
            {"abv": 5, "ml": 500, "name": "ビール500缶"},
            {"abv": 13, "ml": 120, "name": "赤ワイン1杯"},
            {"abv": 15, "ml": 180, "name": "日本酒1合"}
          ]
        """

    /// A journal with these day lines (`"2026-11-28": {...}`), the settings and three presets.
    static func journal(_ days: [String], settings: String = settings) -> String {
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
    static let november = journal([
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
    static let awkward = journal([
        #""2026-11-20": {"drank": true, "drinks": [{"abv": 7, "count": 2, "grams": 19.6, "ml": 350, "name": "Weird, \"name\"\nsecond line"}, {"abv": 15.5, "count": 1, "grams": 22.3, "ml": 180, "name": "日本酒:大吟醸, 冷"}, {"count": 1, "grams": 10.5, "name": "grams only"}], "note": "multi\r\nline, \"quoted\" メモ"}"#,
        #""2026-11-21": {"drank": false, "note": "\u001b]0;pwned\u0007\u001b[31mred"}"#,
        #""2026-11-22": {"drank": true, "drinks": []}"#,
        #""2026-11-23": {"note": "note only, no answer"}"#,
        #""2026-11-28": {"drank": true, "drinks": [{"abv": 5, "count": 1, "grams": 20, "ml": 500, "name": "ビール500缶"}]}"#,
    ])

    /// Not JSON: a journal no command may write over.
    static let corrupt = "{\n  \"format\": \"danshu-journal\",\n  \"version\": 1,\n  \"days\": {\"2026-11-28\": {\"drank\": tru}}\n}\n"
}

/// Journals at the limits (`Limits`), as the end-to-end limit tests write them.
enum LimitsJournal {
    /// A journal with `presets` presets (酒0, 酒1, …; the first is a beer) and these day lines.
    static func journal(presets: Int, days: [String] = []) -> String {
        let list = (0..<presets).map { #"{"abv": 5, "ml": \#(350 + $0), "name": "酒\#($0)"}"# }.joined(separator: ",\n    ")
        let body = days.joined(separator: ",\n    ")
        return """
            {"format": "danshu-journal", "version": 1,
             "presets": [\n    \(list)],
             "days": {\(body)}}

            """
    }

    /// A day line with `entries` one-off entries (the first counted `firstCount` times).
    static func day(_ date: String, entries: Int, firstCount: Int = 1) -> String {
        let drinks = (0..<entries).map { #"{"count": \#($0 == 0 ? firstCount : 1), "grams": 1, "name": "記録\#($0)"}"# }
        return #""\#(date)": {"drank": true, "drinks": [\#(drinks.joined(separator: ", "))]}"#
    }
}
