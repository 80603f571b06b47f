import DanshuCore

/// The file a writer's cache started from (`JournalWriter.prime`), kept without a second copy of it once saves have
/// replaced it: its bytes before the first day's line and after the last, and the lines of the days that saves named
/// since, as the file had them (or that the file did not have the day). With the writer's lines of today, that is the
/// file, byte for byte: the version a merge with another program's measures the session's changes from
/// (`JournalStore.mergeBase`), which a long session no longer holds twice (docs/decisions.md, "A save's peak").
struct StartingVersion: Sendable {
    /// The file up to its first day's line: the settings, presets, plans and the days object's opening.
    private let head: [UInt8]
    /// The file after its last day's line.
    private let tail: [UInt8]
    /// The line each day had in the file, for the days saves named since.
    private var lines: [LocalDate: [UInt8]] = [:]
    /// Days saves named since that the file did not have.
    private var absent: Set<LocalDate> = []

    /// The version in `file`, whose days are `days` (the writer's cache as it starts, at least one day).
    init(file: [UInt8], days: [JournalWriter.CachedDay]) {
        let first = days[0]
        let last = days[days.count - 1]
        head = Array(file[..<first.start])
        tail = Array(file[(last.start + last.length)...])
    }

    /// Notes, before a save encodes the `named` days again, the line each had in the file: a day no save named yet
    /// still has it in `current` (the writer's bytes, laid out as `cached` says), and a day not there was not in the file.
    mutating func keep(_ named: [LocalDate], current: [UInt8], cached: [JournalWriter.CachedDay]) {
        for date in named where lines[date] == nil && !absent.contains(date) {
            if let day = Self.find(date, in: cached) {
                lines[date] = Array(current[day.start..<day.start + day.length])
            } else {
                absent.insert(date)
            }
        }
    }

    /// The file's bytes, from the writer's `current` bytes laid out as `cached` says.
    func bytes(current: [UInt8], cached: [JournalWriter.CachedDay]) -> [UInt8] {
        var out = head
        out.reserveCapacity(current.count + head.count + tail.count)
        // The days the file had in date order: a named day's line as it was, any other day's as the writer has it.
        let kept = lines.sorted { $0.key < $1.key }
        var next = 0
        var first = true
        func put(_ line: ArraySlice<UInt8>) {
            if !first { out.appendASCII(",\n") }
            first = false
            out.append(contentsOf: line)
        }
        for day in cached {
            while next < kept.count && kept[next].key < day.date {
                put(kept[next].value[...])
                next += 1
            }
            if next < kept.count && kept[next].key == day.date {
                put(kept[next].value[...])
                next += 1
            } else if !absent.contains(day.date) {
                put(current[day.start..<day.start + day.length])
            }
        }
        for (_, line) in kept[next...] { put(line[...]) }
        out.append(contentsOf: tail)
        return out
    }

    /// The cached day of `date` (the days are in date order).
    private static func find(_ date: LocalDate, in cached: [JournalWriter.CachedDay]) -> JournalWriter.CachedDay? {
        var low = 0
        var high = cached.count
        while low < high {
            let middle = (low + high) / 2
            if cached[middle].date < date { low = middle + 1 } else { high = middle }
        }
        return low < cached.count && cached[low].date == date ? cached[low] : nil
    }
}
