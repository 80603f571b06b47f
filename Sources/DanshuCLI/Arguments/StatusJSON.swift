import DanshuCore
/// `danshu status --json`: today's facts as one line of JSON with English keys, sorted, for scripts and
/// status bars that format it themselves. Words are left to the reader: the band is its name in English.
public enum StatusJSON {
    /// `{"answered": true, "band": "moderate", "date": "2026-11-29", "drank": true, "grams": 25.2, "monthSober": 12,
    /// "notSpentYen": null, "streak": 0}` and a newline; `notSpentYen` is null while `usualYenPerWeek` is 0.
    public static func encode(_ facts: StatusFacts) -> [UInt8] {
        var out: [UInt8] = []
        out.appendASCII("{\"answered\": ")
        out.appendASCII(facts.answered ? "true" : "false")
        out.appendASCII(", \"band\": ")
        if let band = facts.band { out.appendJSONString(name(of: band)) } else { out.appendASCII("null") }
        out.appendASCII(", \"date\": \"")
        out.appendDate(facts.today)
        out.appendASCII("\", \"drank\": ")
        // A drinking day, as the streak counts it: false on a day of only non-alcoholic drinks.
        switch facts.record?.isDrinkingDay {
        case true?: out.appendASCII("true")
        case false?: out.appendASCII("false")
        case nil: out.appendASCII("null")
        }
        out.appendASCII(", \"grams\": ")
        out.append(contentsOf: formatTenths(facts.gramsTenths).utf8)
        out.appendASCII(", \"monthSober\": ")
        out.appendInteger(facts.monthSoberDays)
        out.appendASCII(", \"notSpentYen\": ")
        if let yen = facts.notSpentYen { out.appendInteger(yen) } else { out.appendASCII("null") }
        out.appendASCII(", \"streak\": ")
        out.appendInteger(facts.streak)
        out.appendASCII("}\n")
        return out
    }

    /// The band's stable English name: `low`, `moderate`, `high`, `veryHigh`.
    public static func name(of band: RiskBand) -> String {
        switch band {
        case .low: return "low"
        case .moderate: return "moderate"
        case .high: return "high"
        case .veryHigh: return "veryHigh"
        }
    }
}
