/// Numbers as people type them: full-width digits and period (`１３．５`), spaces around, a unit sign.
public enum NumberInput {
    /// Why a typed number was refused.
    public enum Problem: Error, Equatable, Sendable {
        case empty
        case notANumber
        case tooManyDecimals
        case outOfRange(ClosedRange<Int>) // bounds in the field's unit (tenths for tenths fields)
    }

    /// Turns full-width digits, period, percent and spaces into ASCII and trims the ends.
    public static func normalize(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            switch s.value {
            case 0x3002: out.append(".") // 。 typed as a period by Japanese input
            case 0x2212: out.append("-") // the minus sign
            case 0xFF01...0xFF5E: out.append(Unicode.Scalar(UInt8(s.value - 0xFF01 + 0x21))) // full-width ASCII: ５００ｍｌ
            case 0x3000: out.append(" ") // ideographic space
            default: out.append(s)
            }
        }
        return String(out).trimmingSpaces
    }

    /// Parses a decimal with at most one fractional digit into tenths: "13.5" → 135, "5" → 50.
    /// `unit` is an optional suffix people may type (e.g. "%" or "ml"), with or without spaces before it.
    public static func tenths(_ text: String, unit: String? = nil, range: ClosedRange<Int>) -> Result<Int, Problem> {
        var s = normalize(text)
        if let unit, s.lowercased().hasSuffix(unit) {
            s = String(s.dropLast(unit.count)).trimmingSpaces
        }
        guard !s.isEmpty else { return .failure(.empty) }
        var negative = false
        if s.hasPrefix("-") {
            negative = true
            s.removeFirst()
        } else if s.hasPrefix("+") {
            s.removeFirst()
        }
        let parts = s.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        let isDigits: (Substring) -> Bool = { $0.unicodeScalars.allSatisfy { $0.value >= 0x30 && $0.value <= 0x39 } }
        guard isDigits(whole), isDigits(fraction), !(whole.isEmpty && fraction.isEmpty) else {
            return .failure(.notANumber)
        }
        if parts.count > 1 && fraction.isEmpty && whole.isEmpty { return .failure(.notANumber) }
        let trimmedFraction = fraction.reversed().drop(while: { $0 == "0" })
        guard trimmedFraction.count <= 1 else { return .failure(.tooManyDecimals) }
        let wholeDigits = whole.drop(while: { $0 == "0" })
        guard wholeDigits.count <= 9 else { return .failure(.outOfRange(range)) }
        var value = (Int(wholeDigits) ?? 0) * 10
        if let digit = fraction.first, let d = Int(String(digit)) { value += d }
        if negative { value = -value }
        guard range.contains(value) else { return .failure(.outOfRange(range)) }
        return .success(value)
    }

    /// Parses a whole number (e.g. millilitres): "５００", "500 ml" → 500.
    public static func whole(_ text: String, unit: String? = nil, range: ClosedRange<Int>) -> Result<Int, Problem> {
        let tenthsRange = (range.lowerBound * 10)...(range.upperBound * 10)
        switch tenths(text, unit: unit, range: tenthsRange) {
        case .success(let t):
            return t % 10 == 0 ? .success(t / 10) : .failure(.notANumber)
        case .failure(.outOfRange):
            return .failure(.outOfRange(range))
        case .failure(.tooManyDecimals):
            return .failure(.notANumber)
        case .failure(let problem):
            return .failure(problem)
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines (ASCII and ideographic).
    public var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{3000}" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
