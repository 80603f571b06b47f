import DanshuStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One part of `make bench`: measures something and judges it against its targets.
/// Add a section by conforming a type and listing it in main.swift.
protocol BenchSection {
    /// The heading printed above the section's table.
    var title: String { get }
    /// Runs the measurements in `folder` (a fresh temporary folder) and reports them.
    func run(in folder: String) throws -> BenchReport
}

/// What a section found: a table, notes under it, and whether every target was met.
struct BenchReport {
    var table: BenchTable
    var notes: [String] = []
    var passed: Bool
}

/// A plain text table: a header row, a rule, and rows; numbers right-aligned.
struct BenchTable {
    /// A column's title and alignment.
    struct Column {
        var title: String
        var alignRight: Bool
    }

    var columns: [Column]
    var rows: [[String]] = []

    init(_ columns: [(String, Bool)]) {
        self.columns = columns.map { Column(title: $0.0, alignRight: $0.1) }
    }

    /// The table as lines, indented by two spaces.
    func render() -> [String] {
        var widths = columns.map { $0.title.count }
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (i, cell) in cells.enumerated() where i < widths.count {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                parts.append(columns[i].alignRight ? pad + cell : cell + pad)
            }
            var text = "  " + parts.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        let rule = "  " + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return [line(columns.map(\.title)), rule] + rows.map(line)
    }
}

/// Timing helpers on the monotonic clock.
enum Stopwatch {
    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The median of `runs` timings of `body`, in seconds. What `body` returns is kept until all
    /// runs are done, so freeing it is not timed.
    static func median<Result>(runs: Int, _ body: () throws -> Result) rethrows -> Double {
        var times: [Double] = []
        var results: [Result] = []
        results.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = now()
            let result = try body()
            times.append(now() - start)
            results.append(result)
        }
        times.sort()
        return times[times.count / 2]
    }
}

/// Number formats for the tables.
enum Format {
    /// `3.21 ms`, `850 µs`.
    static func duration(_ seconds: Double) -> String {
        if seconds < 0.001 { return "\(Int((seconds * 1e6).rounded())) µs" }
        return fixed(seconds * 1000, decimals: seconds < 0.1 ? 2 : 1) + " ms"
    }

    /// `512 KB`, `2.6 MB`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1_000_000 { return "\(Int((Double(bytes) / 1000).rounded())) KB" }
        return fixed(Double(bytes) / 1_000_000, decimals: 1) + " MB"
    }

    /// `1.4×`.
    static func ratio(_ value: Double) -> String { fixed(value, decimals: 1) + "×" }

    /// A target as written in the brief: `≤ 10 ms`, `≤ 5×`.
    static func atMost(milliseconds: Int) -> String { "≤ \(milliseconds) ms" }
    static func atMost(times: Int) -> String { "≤ \(times)×" }

    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = scaled % Int(scale)
        guard decimals > 0 else { return String(whole) }
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
    }

    static func verdict(_ ok: Bool) -> String { ok ? "PASS" : "FAIL" }
}
