import DanshuTestSupport
import Foundation
import Testing

@testable import DanshuCore
@testable import DanshuStore
@testable import DanshuText

/// A fixed-seed mutation pass over valid journals, run by `make test` (the libFuzzer target behind
/// `make fuzz` explores further). Every input must end in a `Journal` or a `JournalError` within a
/// second, and loading it through `JournalStore` must leave the file and its folder as they were.
@Suite("Journal reader on mangled files")
struct JournalFuzzTests {
    /// How much processor time one input may take; a journal of fifty years loads in a few tens of milliseconds. Code
    /// built for a sanitizer (`make sanitize` sets DANSHU_SANITIZER) runs several times slower, so it gets five. Time on
    /// the thread's own clock, not the wall's: a busy machine (other tests, a build) must not make a load look slow.
    static let timeLimit: Duration =
        ProcessInfo.processInfo.environment["DANSHU_SANITIZER"] == nil ? .seconds(1) : .seconds(5)

    @Test("thousands of mutated journals each load or fail with a message within a second, and loading writes nothing")
    func mutationPass() throws {
        let seeds = try FuzzCorpus.seeds()
        try #require(seeds.count >= 8, "the seed corpus is missing: \(FuzzCorpus.folder)")
        var random = SplitMix(seed: 0x6461_6E73_6875) // "danshu"
        var inputs = FuzzCorpus.extremes(seeds[0])
        for _ in 0..<3000 {
            var bytes = seeds[random.next(seeds.count)].bytes
            for _ in 0...random.next(3) { JournalMutation.random(&random).apply(to: &bytes, &random, seeds: seeds) }
            inputs.append(FuzzInput(name: "mutation \(inputs.count)", bytes: bytes))
        }

        let folder = TemporaryFolder()
        var slowest: (Duration, String) = (.zero, "")
        var loaded = 0
        for input in inputs {
            let verdict = FuzzOracle.check(input.bytes, in: folder)
            if verdict.elapsed > slowest.0 { slowest = (verdict.elapsed, input.name) }
            if verdict.loaded { loaded += 1 }
            for problem in verdict.problems {
                Issue.record("\(input.name): \(problem); the input is saved as \(FuzzCorpus.keep(input))")
            }
            if let expected = input.expected, verdict.problem.map(expected) != true {
                Issue.record(
                    "\(input.name): expected another error, got \(verdict.problem.map { String("\($0)".prefix(200)) } ?? "a journal")"
                )
            }
        }
        // A pass where nothing loads, or everything does, tests too little of one side.
        #expect(loaded > 50 && loaded < inputs.count - 500, "\(loaded) of \(inputs.count) inputs loaded")
        #expect(slowest.0 < Self.timeLimit, "slowest: \(slowest.1) took \(slowest.0)")
    }

    @Test("every input that once found a bug loads or fails with a message within a second")
    func regressions() throws {
        let files = try FuzzCorpus.regressions()
        if files.isEmpty { try Test.cancel("no input has found a bug yet: \(FuzzCorpus.regressionFolder) holds none") }
        let folder = TemporaryFolder()
        for input in files {
            let verdict = FuzzOracle.check(input.bytes, in: folder)
            for problem in verdict.problems { Issue.record("\(input.name): \(problem)") }
        }
    }
}

/// One input of the pass; `expected` says which error it must end in, when that is known.
struct FuzzInput {
    var name: String
    var bytes: [UInt8]
    var expected: ((JournalProblem) -> Bool)?
}

/// What one input did, and every broken promise.
struct FuzzVerdict {
    var elapsed: Duration = .zero
    var loaded = false
    var problem: JournalProblem?
    var problems: [String] = []
}

/// The processor time the calling thread spends in `body` (CLOCK_THREAD_CPUTIME_ID): what the work costs, whatever
/// else the machine is doing.
func threadTime(_ body: () -> Void) -> Duration {
    func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
    let start = now()
    body()
    return now() - start
}

/// The promises each input is checked against.
enum FuzzOracle {
    static func check(_ bytes: [UInt8], in folder: TemporaryFolder) -> FuzzVerdict {
        var verdict = FuzzVerdict()
        let path = folder.file("journal.json")
        var outcome: Result<Journal, JournalError> = .failure(
            JournalError(file: path, place: .file, problem: .emptyFile))
        verdict.elapsed = threadTime {
            do throws(JournalError) { outcome = .success(try JournalReader.read(bytes, file: path)) } catch {
                outcome = .failure(error)
            }
        }
        if verdict.elapsed >= JournalFuzzTests.timeLimit { verdict.problems.append("took \(verdict.elapsed)") }
        verdict.problems += countAgrees(bytes, path: path, with: outcome)

        switch outcome {
        case .success(let journal):
            verdict.loaded = true
            verdict.problems += roundTrip(journal)
            if !isJSON(bytes) { verdict.problems.append("loaded, but Foundation's JSON parser refuses it") }
        case .failure(let error):
            verdict.problem = error.problem
            verdict.problems += explain(error, bytes)
        }
        verdict.problems += loadWritesNothing(bytes, path: path, folder: folder, expected: outcome)
        return verdict
    }

    /// `check`'s count refuses exactly what loading refuses, with the same error, and counts what loading keeps.
    static func countAgrees(_ bytes: [UInt8], path: String, with outcome: Result<Journal, JournalError>) -> [String] {
        let counted: Result<JournalCount, JournalError>
        do throws(JournalError) { counted = .success(try JournalReader.count(bytes, file: path)) } catch {
            counted = .failure(error)
        }
        switch (outcome, counted) {
        case (.success(let journal), .success(let count)):
            let expected = JournalCount(
                settings: journal.settings, presets: journal.presets.count, days: journal.days.count)
            return count == expected ? [] : ["counted \(count), loaded \(expected)"]
        case (.failure(let error), .failure(let countError)):
            return error == countError ? [] : ["counting failed with \(countError), loading with \(error)"]
        case (.success, .failure(let countError)):
            return ["loaded, but counting failed with \(countError)"]
        case (.failure(let error), .success):
            return ["counted, but loading failed with \(error)"]
        }
    }

    /// The writer's bytes load as the same journal, and that journal is written as the same bytes.
    static func roundTrip(_ journal: Journal) -> [String] {
        let written = JournalWriter.bytes(of: journal)
        guard let again = try? JournalReader.read(written, file: "j") else { return ["the writer's bytes do not load"] }
        if again != journal { return ["the journal changed on a round trip through the writer"] }
        if JournalWriter.bytes(of: again) != written { return ["the same journal was written as different bytes"] }
        return []
    }

    /// An error names a place inside the file and has a message in both languages; a syntax error is
    /// one that Foundation's parser sees too (except what the journal refuses on purpose).
    static func explain(_ error: JournalError, _ bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        if Catalog(.en).message(for: error).isEmpty || Catalog(.ja).message(for: error).isEmpty {
            problems.append("an error without a message: \(error.problem)")
        }
        if case .text(let line, let column) = error.place {
            let lines = bytes.count { $0 == 0x0A } + 1
            if line < 1 || line > lines || column < 1 || column > bytes.count + 1 {
                problems.append("the place \(line):\(column) is outside the file of \(lines) lines")
            }
        }
        switch error.problem {
        case .syntax(expected: .surrogatePair, _), .nestingTooDeep:
            break // valid JSON to Foundation, refused by the journal: lone surrogates, nesting past 64
        case .syntax, .invalidUTF8, .emptyFile:
            if isJSON(bytes) { problems.append("called not JSON (\(error.problem)), but Foundation's parser reads it") }
        default:
            break
        }
        return problems
    }

    /// Whether Foundation's JSON parser reads the text (it skips a UTF-8 byte order mark, as the reader does).
    static func isJSON(_ bytes: [UInt8]) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(bytes))) != nil
    }

    /// Loading through the store gives what the reader gave and changes nothing in the folder.
    static func loadWritesNothing(
        _ bytes: [UInt8], path: String, folder: TemporaryFolder,
        expected: Result<Journal, JournalError>
    ) -> [String] {
        // Plain open/write/close: Foundation's createFile syncs to disk, a thousand times too slow here.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(descriptor) }
        guard descriptor >= 0, bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count
        else {
            return ["cannot write the input to \(path)"]
        }
        let before = listing(folder.path)
        var problems: [String] = []
        let store = JournalStore(path: path)
        do {
            let journal = try store.load()
            if case .success(let direct) = expected, direct == journal {
            } else {
                problems.append("the store loaded what the reader refused")
            }
        } catch {
            if case .failure(let direct) = expected, direct == error {
            } else {
                problems.append("the store failed otherwise: \(error)")
            }
        }
        if Files.bytes(path) != bytes { problems.append("loading changed the file") }
        if listing(folder.path) != before { problems.append("loading changed the folder: \(listing(folder.path))") }
        return problems
    }

    /// Each entry of a folder with its size and modification time.
    static func listing(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { name in
            var info = stat()
            stat(folder + "/" + name, &info)
            return "\(name) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_mode)"
        }
    }
}

/// One change to a journal's bytes.
enum JournalMutation: CaseIterable {
    case flipBits, insertByte, deleteBytes, truncate, duplicateKey, duplicateLine, strangeNumber, invalidUTF8, nul,
        byteOrderMark,
        splice, nestingInside

    static func random(_ random: inout SplitMix) -> JournalMutation { allCases[random.next(allCases.count)] }

    /// Bytes that end strings and containers or start escapes: inserted more often than chance would.
    static let structural: [UInt8] = Array(#"{}[]":,\ "#.utf8) + [0x0A, 0x0D, 0x09, 0x00]

    static let numbers = [
        "1e400", "-0", "99999999999999999999", "1e-400", "-1", "0.05", "1e999999999999", "-0.0", "1E+2",
        "5.00000000000000000001", "4999.99999999999999999", "0e-99999999", "18446744073709551616",
        "00", "1.", ".5", "+1", "NaN", "Infinity", "0x10", "1e", "--1",
    ]

    static let badUTF8: [[UInt8]] = [
        [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF], [0xED, 0xA0, 0x80],
        [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE], [0xE3, 0x81],
        [0xF0, 0x9F, 0x8D],
    ]

    static let keys = [
        "format", "version", "settings", "presets", "days", "drank", "drinks", "note", "abv", "ml", "grams",
        "count", "name", "dailyLimitGrams", "language", "weekStartsOn",
    ]

    func apply(to bytes: inout [UInt8], _ random: inout SplitMix, seeds: [FuzzInput]) {
        let at = random.next(bytes.count + 1)
        switch self {
        case .flipBits:
            for _ in 0...random.next(4) where !bytes.isEmpty {
                bytes[random.next(bytes.count)] ^= 1 << UInt8(random.next(8))
            }
        case .insertByte:
            let byte =
                random.next(2) == 0 ? Self.structural[random.next(Self.structural.count)] : UInt8(random.next(256))
            bytes.insert(byte, at: at)
        case .deleteBytes:
            bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.next(16)))
        case .truncate:
            bytes.removeSubrange(at...)
        case .duplicateKey:
            let key = Self.keys[random.next(Self.keys.count)]
            let places = Self.occurrences(of: Array("\"\(key)\":".utf8), in: bytes)
            guard !places.isEmpty else { return }
            let values = ["1", "null", "\"x\"", "true", "{}", "[]"]
            bytes.insert(
                contentsOf: Array("\"\(key)\": \(values[random.next(values.count)]), ".utf8),
                at: places[random.next(places.count)])
        case .duplicateLine:
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            guard lines.count > 2 else { return }
            let line = lines[1 + random.next(lines.count - 2)]
            bytes.insert(contentsOf: Array(line) + [0x0A], at: line.startIndex)
        case .strangeNumber:
            let digits = Self.numberRanges(in: bytes)
            let number = Array(Self.numbers[random.next(Self.numbers.count)].utf8)
            if digits.isEmpty {
                bytes.insert(contentsOf: number, at: at)
            } else {
                bytes.replaceSubrange(digits[random.next(digits.count)], with: number)
            }
        case .invalidUTF8:
            // Inside a string most of the time: that is where the reader looks at UTF-8.
            let quotes = Self.occurrences(of: [0x22], in: bytes)
            let place = quotes.isEmpty || random.next(4) == 0 ? at : quotes[random.next(quotes.count)] + 1
            bytes.insert(contentsOf: Self.badUTF8[random.next(Self.badUTF8.count)], at: place)
        case .nul:
            bytes.insert(0, at: at)
        case .byteOrderMark:
            bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: random.next(3) == 0 ? at : 0)
        case .splice:
            let other = seeds[random.next(seeds.count)].bytes
            let from = random.next(other.count + 1)
            bytes.replaceSubrange(at..., with: other[from...])
        case .nestingInside:
            let depth = [63, 64, 65, 100, 1000][random.next(5)]
            let open = random.next(2) == 0 ? "[" : "{\"a\":"
            let close = open == "[" ? "]" : "}"
            bytes.insert(
                contentsOf: Array(
                    (String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)).utf8), at: at
            )
        }
    }

    static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard bytes.count >= needle.count, !needle.isEmpty else { return [] }
        return (0...(bytes.count - needle.count)).filter { i in
            bytes[i] == needle[0] && Array(bytes[i..<i + needle.count]) == needle
        }
    }

    /// The numbers of a journal: runs of digits and `.` that follow `: ` or `, ` (not dates).
    static func numberRanges(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var i = 0
        while i < bytes.count {
            let isNumberByte = { (b: UInt8) in (0x30...0x39).contains(b) || b == 0x2E || b == 0x2D }
            if isNumberByte(bytes[i]), i > 0, bytes[i - 1] == 0x20 || bytes[i - 1] == 0x3A {
                var end = i
                while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
                ranges.append(i..<end)
                i = end
            } else {
                i += 1
            }
        }
        return ranges
    }
}

/// The seed journals, the hand-made extremes, and the regression inputs.
enum FuzzCorpus {
    /// The package root: this file is `Tests/DanshuCoreTests/JournalFuzzTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let folder = root + "/Tools/fuzz/corpus"
    static let regressionFolder = root + "/Tests/DanshuStoreTests/Fixtures/fuzz-regressions"

    /// The committed seeds of `make fuzz`, plus journals the writer makes.
    static func seeds() throws -> [FuzzInput] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        var seeds = names.compactMap { name in Files.bytes(folder + "/" + name).map { FuzzInput(name: name, bytes: $0) }
        }
        seeds.append(FuzzInput(name: "writer: every shape", bytes: JournalWriter.bytes(of: Fixture.everyShape)))
        seeds.append(FuzzInput(name: "writer: design example", bytes: JournalWriter.bytes(of: Fixture.designExample)))
        return seeds
    }

    static func regressions() throws -> [FuzzInput] {
        let names = try FileManager.default.contentsOfDirectory(atPath: regressionFolder).filter { $0 != "README.md" }
            .sorted()
        return names.compactMap { name in
            Files.bytes(regressionFolder + "/" + name).map { FuzzInput(name: name, bytes: $0) }
        }
    }

    /// Saves an input that broke a promise where a regression test can pick it up; returns the path.
    static func keep(_ input: FuzzInput) -> String {
        let path = NSTemporaryDirectory() + "/danshu-fuzz-\(input.name.replacingOccurrences(of: " ", with: "-")).json"
        Files.write(input.bytes, to: path)
        return path
    }

    /// Inputs no mutation reaches by chance: deep nesting, huge values, odd encodings.
    static func extremes(_ seed: FuzzInput) -> [FuzzInput] {
        let head = #"{"format": "danshu-journal", "version": 1, "days": {"2026-11-28": {"drank": false, "note": "#
        func inNote(_ name: String, _ value: [UInt8], expected: ((JournalProblem) -> Bool)? = nil) -> FuzzInput {
            FuzzInput(name: name, bytes: Array(head.utf8) + value + Array("}}}".utf8), expected: expected)
        }
        func text(_ name: String, _ text: String, expected: ((JournalProblem) -> Bool)? = nil) -> FuzzInput {
            FuzzInput(name: name, bytes: Array(text.utf8), expected: expected)
        }
        let tooDeep: (JournalProblem) -> Bool = { $0 == .nestingTooDeep(limit: JSONValidator.maxDepth) }
        let badUTF8: (JournalProblem) -> Bool = { if case .invalidUTF8 = $0 { true } else { false } }
        let badNote: (JournalProblem) -> Bool = {
            if case .invalidValue(expected: .note, _) = $0 { true } else { false }
        }
        let megabyte = 1 << 20
        var inputs = [
            text("10,000 [", String(repeating: "[", count: 10_000), expected: tooDeep),
            text(
                "10,000 [ closed", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
                expected: tooDeep),
            text("10,000 {\"a\":", String(repeating: #"{"a":"#, count: 10_000), expected: tooDeep),
            text(
                "10,000 {\"a\": closed",
                String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000),
                expected: tooDeep),
            inNote("10,000 [ in a note", Array(String(repeating: "[", count: 10_000).utf8), expected: tooDeep),
            inNote(
                "10,000 {\"a\": in a note",
                Array((String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)).utf8),
                expected: tooDeep),
            inNote(
                "a megabyte note", Array(("\"" + String(repeating: "a", count: megabyte) + "\"").utf8),
                expected: badNote),
            inNote(
                "a megabyte of escapes in a note",
                Array(("\"" + String(repeating: #"\u3042"#, count: megabyte / 6) + "\"").utf8),
                expected: badNote),
            inNote(
                "a megabyte of Japanese in a note",
                Array(("\"" + String(repeating: "断", count: megabyte / 3) + "\"").utf8), expected: badNote),
            inNote("a megabyte string, unterminated", Array(("\"" + String(repeating: "a", count: megabyte)).utf8)),
            inNote("a megabyte number", Array(String(repeating: "9", count: megabyte).utf8), expected: badNote),
            inNote(
                "a megabyte exponent", Array(("1e" + String(repeating: "9", count: megabyte)).utf8), expected: badNote),
            text(
                "a megabyte key",
                #"{"format": "danshu-journal", "version": 1, ""# + String(repeating: "k", count: megabyte) + #"": 1}"#),
            text(
                "a megabyte of whitespace",
                String(repeating: " \n\t\r", count: megabyte / 4) + String(decoding: seed.bytes, as: UTF8.self)),
            text("a megabyte of commas in a list", #"{"presets": ["# + String(repeating: ",", count: megabyte) + "]}"),
            text(
                "a day with a thousand drinks",
                head.replacingOccurrences(of: #""drank": false, "note": "#, with: #""drank": true, "drinks": "#)
                    + "[" + Array(repeating: #"{"name": "x", "grams": 1}"#, count: 1000).joined(separator: ",") + "]}}}"
            ),
            inNote("NUL in a note", [0x22, 0x61, 0x00, 0x62, 0x22]),
            inNote("escaped NUL in a note", Array(#""a\u0000b""#.utf8)),
            inNote("a lone low surrogate escape", Array(#""\udc00""#.utf8)),
            inNote("a lone high surrogate escape", Array(#""\ud800x""#.utf8)),
            inNote("a high surrogate escape at the end", Array(#""\ud800"#.utf8)),
            FuzzInput(name: "a BOM only", bytes: [0xEF, 0xBB, 0xBF], expected: { $0 == .emptyFile }),
            FuzzInput(name: "two BOMs", bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + seed.bytes),
            FuzzInput(
                name: "UTF-16 LE with BOM",
                bytes: [0xFF, 0xFE]
                    + Array(String(decoding: seed.bytes, as: UTF8.self).utf16).flatMap {
                        [UInt8($0 & 0xFF), UInt8($0 >> 8)]
                    }, expected: badUTF8),
            FuzzInput(name: "empty", bytes: [], expected: { $0 == .emptyFile }),
            FuzzInput(name: "NUL only", bytes: [0]),
        ]
        for number in JournalMutation.numbers {
            inputs.append(
                text(
                    "ml \(number)",
                    head.replacingOccurrences(of: #""drank": false, "note": "#, with: #""drank": true, "drinks": "#)
                        + #"[{"name": "x", "ml": "# + number + #", "abv": 5}]}}}"#))
            inputs.append(text("version \(number)", #"{"format": "danshu-journal", "version": "# + number + "}"))
        }
        for (index, bytes) in JournalMutation.badUTF8.enumerated() {
            inputs.append(inNote("bad UTF-8 #\(index) in a note", [0x22] + bytes + [0x22], expected: badUTF8))
            inputs.append(
                FuzzInput(
                    name: "bad UTF-8 #\(index) in a key", bytes: Array(#"{""#.utf8) + bytes + Array(#"": 1}"#.utf8),
                    expected: badUTF8))
        }
        return inputs
    }
}
