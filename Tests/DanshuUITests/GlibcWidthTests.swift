import DanshuUI
import Glibc
import Testing

/// glibc's own `wcwidth`, looked up in the C library itself: the test binary defines a `wcwidth` of its own (the one
/// ncurses calls, DanshuTerminal/CellWidth.swift), which a plain call would reach instead.
let glibcWCWidth: @convention(c) (Int32) -> Int32 = {
    guard let library = dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD), let found = dlsym(library, "wcwidth") else {
        return { _ in -2 }
    }
    return unsafeBitCast(found, to: (@convention(c) (Int32) -> Int32).self)
}()

/// The width table is glibc's (generated from it); ncurses places every cell by it (DanshuTerminal answers ncurses'
/// `wcwidth` from it), so a running glibc that counts otherwise is a reason to look at the table again.
@Suite struct GlibcWidthTests {
    /// Runs `body` with glibc's C.UTF-8 character types on this thread only. `setlocale` would switch the
    /// whole test process while other suites run in parallel, and it is not thread-safe; `uselocale` is per thread.
    static func withUTF8Locale<T>(_ body: () -> T) -> T {
        guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return body() }
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        return body()
    }

    @Test func theLocaleGivesJapaneseItsWidth() {
        // U+304A お: two columns in every UTF-8 locale
        #expect(Self.withUTF8Locale { glibcWCWidth(0x304A) } == 2, "C.UTF-8 is missing, so wcwidth cannot be compared")
    }

    @Test func everyCodePointHasGlibcsWidth() {
        Self.withUTF8Locale(compareEveryCodePoint)
    }

    func compareEveryCodePoint() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue } // surrogates
            let glibc = Int(glibcWCWidth(Int32(value)))
            if TextWidth.glibcWidth(scalar) != glibc || TextWidth.of(scalar) != max(glibc, 0) {
                mismatches.append(
                    "U+\(String(value, radix: 16, uppercase: true)): glibc \(glibc), "
                        + "table \(TextWidth.glibcWidth(scalar))")
            }
        }
        let mismatchCount = mismatches.count // not the whole list: a wrong table lists thousands
        #expect(mismatchCount == 0, "first: \(mismatches.prefix(8))")
    }

    /// Code points go through the canvas, each after a letter; every cell that comes out must be printable to
    /// glibc, as wide as glibc says and free of format characters, or ncurses would place it elsewhere.
    /// All of the BMP, and beyond it what glibc can print (the rest, nearly a million unassigned code points,
    /// becomes ASCII `<U+XXXXX>` by the same path).
    @Test func theCanvasOnlyHoldsWhatGlibcCanPrintAtItsWidth() {
        Self.withUTF8Locale(checkEveryBlockThroughTheCanvas)
    }

    func checkEveryBlockThroughTheCanvas() {
        var problems: [String] = []
        var first: UInt32 = 0
        while first <= 0x10FFFF {
            let last = min(first + 0x7FF, 0x10FFFF)
            var text = String.UnicodeScalarView()
            for value in first...last {
                guard let scalar = Unicode.Scalar(value), value < 0x10000 || glibcWCWidth(Int32(value)) >= 0 else {
                    continue
                }
                text.append(scalar)
                text.append("a")
            }
            let string = String(text)
            var canvas = Canvas(width: TextWidth.of(string), height: 1)
            let written = canvas.put(string, x: 0, y: 0)
            if written != canvas.width { problems.append("block \(first): wrote \(written) of \(canvas.width)") }
            for cell in canvas.cells(row: 0) where !cell.isContinuation {
                let widths = cell.text.unicodeScalars.map { Int(glibcWCWidth(Int32($0.value))) }
                let hasFormat = cell.text.unicodeScalars.contains { $0.properties.generalCategory == .format }
                let marksAreZeroWidth = widths.dropFirst().allSatisfy { $0 == 0 }
                if widths.first != cell.width || !marksAreZeroWidth || hasFormat {
                    problems.append(
                        "cell \(cell.text.unicodeScalars.map { String($0.value, radix: 16) }) "
                            + "width \(cell.width), glibc \(widths)")
                }
            }
            first = last + 1
        }
        let problemCount = problems.count
        #expect(problemCount == 0, "first: \(problems.prefix(8))")
    }
}
