import DanshuCore

/// A day's `urges` written by code of its own, the bytes the general writer of the parts' values would write
/// (`JournalWriter+DayParts.swift`): `[{"after": 3, "afterMinutes": 12, "at": "21:10", "strength": 7, "triggers":
/// ["stress"]}]`, keys sorted, only what is given. `UrgeCodecAgreementTests` holds the two to each other.
extension JournalWriter {
    /// Appends the urges' list.
    static func appendUrges<Output: JSONOutput>(_ urges: [Urge], to out: inout Output) {
        out.append(0x5B)
        for i in urges.indices {
            if i > 0 { out.appendASCII(", ") }
            appendUrge(urges[i], to: &out)
        }
        out.append(0x5D)
    }

    /// Appends one urge's object.
    private static func appendUrge<Output: JSONOutput>(_ urge: Urge, to out: inout Output) {
        out.append(0x7B)
        if let after = urge.after {
            out.appendASCII("\"after\": ")
            out.appendInteger(after)
            out.appendASCII(", ")
        }
        if let minutes = urge.afterMinutes {
            out.appendASCII("\"afterMinutes\": ")
            out.appendInteger(minutes)
            out.appendASCII(", ")
        }
        out.appendASCII("\"at\": ")
        out.appendJSONString(urge.at.text)
        func text(_ key: StaticString, _ value: String?) {
            guard let value else { return }
            out.appendASCII(", \"")
            out.appendASCII(key)
            out.appendASCII("\": ")
            out.appendJSONString(value)
        }
        text("company", urge.company?.rawValue)
        text("doneText", urge.doneText)
        text("note", urge.note)
        text("place", urge.place?.rawValue)
        text("plan", urge.plan)
        out.appendASCII(", \"strength\": ")
        out.appendInteger(urge.strength)
        text("triggerText", urge.triggerText)
        if !urge.triggers.isEmpty {
            out.appendASCII(", \"triggers\": [")
            for (i, trigger) in urge.triggers.list.enumerated() {
                if i > 0 { out.appendASCII(", ") }
                out.appendJSONString(trigger.rawValue)
            }
            out.append(0x5D)
        }
        out.append(0x7D)
    }
}
