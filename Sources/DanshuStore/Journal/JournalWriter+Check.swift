import DanshuCore

extension JournalWriter {
    /// Whether `bytes` are exactly the file the writer writes for `journal` (`bytes(of:)`), checked as the text would be
    /// written and never held: the end of a session asks it of a long journal without a second copy of the file or of
    /// its days.
    public static func writes(_ journal: Journal, as bytes: [UInt8]) -> Bool {
        writes(journal, as: bytes, format: .standard)
    }

    /// As `writes(_:as:)`, with the days' parts written as `format` says.
    static func writes(_ journal: Journal, as bytes: [UInt8], format: DayFormat) -> Bool {
        var daysNeed = 1
        for record in journal.days.values { daysNeed = max(daysNeed, format.parts.formatVersion(of: record)) }
        let dates = journal.days.keys.sorted()
        return bytes.withUnsafeBufferPointer { buffer in
            var check = WriterTextCheck(buffer, from: 0, to: buffer.count)
            appendHead(journal, daysNeed: daysNeed, to: &check)
            for (i, date) in dates.enumerated() {
                guard !check.differs, let record = journal.days[date] else { return false }
                check.appendASCII(i == 0 ? "{\n" : ",\n")
                appendDayLine(date, record, format, to: &check)
            }
            check.appendASCII(dates.isEmpty ? "{}" : "\n  }")
            check.appendASCII("\n}\n")
            return check.isWhole
        }
    }
}
