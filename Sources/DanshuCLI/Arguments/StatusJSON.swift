import DanshuCore

/// `danshu status --json`: today's facts as one line of JSON with English keys, sorted, for scripts and
/// status bars that format it themselves. Words are left to the reader: the band is its name in English.
public enum StatusJSON {
    /// `{"answered": true, "band": "moderate", "date": "2026-11-29", "drank": true, "grams": 25.2, "monthSober": 12,
    /// "notSpentYen": null, "streak": 0}` and a newline; `notSpentYen` is null while `usualYenPerWeek` is 0.
    /// With `urgeRisk` (asked by `--urge-risk`), an `"urgeRisk"` last: null before 10 urges in 90 days, else
    /// `{"hours": [20, 21], "now": true, "plan": {"if": "trigger:stress", "then": "response:walk"}}` (plan null when
    /// none was used at those hours).
    public static func encode(_ facts: StatusFacts, urgeRisk: UrgeRiskNow? = nil) -> [UInt8] {
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
        if let urgeRisk {
            out.appendASCII(", \"urgeRisk\": ")
            if let hours = urgeRisk.hours {
                out.append(
                    contentsOf: ("{\"hours\": [" + hours.hours.map(String.init).joined(separator: ", ") + "], \"now\": ")
                        .utf8)
                out.appendASCII(urgeRisk.isRisky ? "true" : "false")
                out.appendASCII(", \"plan\": ")
                if let plan = urgeRisk.plan {
                    out.appendASCII("{\"if\": ")
                    out.appendJSONString(plan.situation.word)
                    out.appendASCII(", \"then\": ")
                    out.appendJSONString(plan.response.word)
                    out.appendASCII("}")
                } else {
                    out.appendASCII("null")
                }
                out.appendASCII("}")
            } else {
                out.appendASCII("null")
            }
        }
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
