import DanshuCore

/// How the writer spells the values of a day's parts (`DayPart`): as their key's kind says (`DayFormat`), an object's keys
/// sorted and only those with a value, a list's items in order.
extension JournalWriter {
    /// Appends `value`, a value of `format`.
    static func appendDayValue<Output: JSONOutput>(_ value: DayValue, _ format: DayValueFormat, to out: inout Output) {
        switch format.kind.shape {
        case .text, .word, .whole:
            switch value {
            case .text(let text): out.appendJSONString(text)
            case .whole(let number): out.appendInteger(number)
            case .list, .object: out.appendASCII("null") // a part's value that is not its kind's: none
            }
        case .list:
            out.append(0x5B)
            if let item = format.items.first {
                for (i, itemValue) in value.items.enumerated() {
                    if i > 0 { out.appendASCII(", ") }
                    appendDayValue(itemValue, item, to: &out)
                }
            }
            out.append(0x5D)
        case .object:
            out.append(0x7B)
            var first = true
            for (i, member) in format.members.enumerated() {
                guard let memberValue = value.member(i) else { continue }
                if !first { out.appendASCII(", ") }
                first = false
                member.spelled.withUnsafeBufferPointer { out.appendBytes($0) }
                appendDayValue(memberValue, member.value, to: &out)
            }
            out.append(0x7D)
        }
    }
}
