/// A `danshu status --format` template: text with `{name}` placeholders for shell prompts and status
/// bars; `{{` and `}}` stand for the braces themselves. The catalog fills the placeholders in.
public struct StatusFormat: Equatable, Sendable {
    /// What a placeholder shows; the raw value is its name between the braces.
    public enum Placeholder: String, CaseIterable, Sendable {
        /// The current sober streak in days: `23`.
        case streak
        /// Today in words, as the default line says it: `未記録`, `休肝日`, `飲酒 40.0g`.
        case today
        /// Today's pure alcohol in grams with one decimal: `40.0` (`0.0` unless today is a drinking day).
        case grams
        /// Today's risk band in words: `中リスク`; empty unless today is a drinking day.
        case band
        /// Whether today is answered: `記録済み` or `未記録`.
        case answered
        /// Sober days so far this month: `12`.
        case monthSober
        /// Money not spent over the current streak (design.md §6): `20,000円`; empty while `usualYenPerWeek` is 0.
        case notSpent
        /// Within this person's risky hours (design.md §9): `衝動が多い時間です：散歩する`, with the plan they used most
        /// then; empty outside them and before 10 urges in 90 days. Only this placeholder makes `status` read them.
        case urgeRisk
    }

    /// A piece of the template.
    public enum Part: Equatable, Sendable {
        case text(String)
        case placeholder(Placeholder)
    }

    /// The template's pieces in order.
    public var parts: [Part]

    /// Parses a template; an unknown name or a `{` never closed is refused.
    public static func parse(_ template: String) -> Result<StatusFormat, StatusFormatError> {
        var parts: [Part] = []
        var text = ""
        var rest = Substring(template)
        while let first = rest.first {
            rest = rest.dropFirst()
            if (first == "{" || first == "}") && rest.first == first {
                text.append(first)
                rest = rest.dropFirst()
            } else if first == "{" {
                guard let close = rest.firstIndex(of: "}") else { return .failure(.unclosedBrace) }
                let name = String(rest[..<close])
                guard let placeholder = Placeholder(rawValue: name) else { return .failure(.unknownPlaceholder(name)) }
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.placeholder(placeholder))
                rest = rest[rest.index(after: close)...]
            } else {
                text.append(first)
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
        return .success(StatusFormat(parts: parts))
    }

    /// The template with each placeholder replaced by `value(placeholder)`.
    public func render(_ value: (Placeholder) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): return text
            case .placeholder(let placeholder): return value(placeholder)
            }
        }.joined()
    }
}

/// Why a `--format` template cannot be used.
public enum StatusFormatError: Error, Equatable, Sendable {
    /// `{name}` with a name that is no placeholder.
    case unknownPlaceholder(String)
    /// A `{` without its `}`.
    case unclosedBrace
}
