import Testing

@testable import DanshuTerminal

/// The terminal's cursor-position answers at start, read out of whatever else arrives: the width comes
/// from the answers alone, and every key the user pressed meanwhile is still a key afterwards.
@Suite struct AmbiguousWidthProbeTests {
    typealias Reader = AmbiguousWidthProbe.ReportReader

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func parse(_ text: String) -> (row: Int, column: Int, length: Int)? {
        Reader.parse(bytes(text)[...])
    }

    @Test("a report gives its row, column and length, whatever follows it")
    func parsesReports() throws {
        let plain = try #require(Self.parse("\u{1B}[12;34R"))
        #expect((plain.row, plain.column, plain.length) == (12, 34, 8))
        let followed = try #require(Self.parse("\u{1B}[1;2Ry"))
        #expect((followed.row, followed.column, followed.length) == (1, 2, 6))
    }

    @Test(
        "keys and unfinished reports are not reports",
        arguments: [
            "\u{1B}[12;34", "\u{1B}[1;2", "\u{1B}[1;2~", "\u{1B}[A", "\u{1B}[5R", "\u{1B}[1;2;3R", "\u{1B}O1;2R",
            "y\u{1B}[1;2R", "",
        ])
    func rejectsOthers(text: String) {
        #expect(Self.parse(text) == nil, "\(text.debugDescription) is not a complete report at its start")
    }

    @Test("a huge number does not overflow")
    func hugeNumbers() throws {
        let report = try #require(Self.parse("\u{1B}[99999999999999999999999;7R"))
        #expect(report.column == 7)
    }

    @Test("a key typed before the answer is kept, in order, and the answer is taken out")
    func keyBeforeReport() {
        var reader = Reader()
        reader.feed(Self.bytes("y\u{1B}[3;7R"))
        #expect(reader.takeReport().map { [$0.row, $0.column] } == [3, 7])
        #expect(reader.unread == Self.bytes("y"))
    }

    @Test("keys between and after two answers are kept in order: arrows, Escape, Japanese text")
    func keysAroundReports() {
        var reader = Reader()
        reader.feed(Self.bytes("\u{1B}\u{1B}[3;7R\u{1B}[Aお\u{1B}[3;9Rq"))
        #expect(reader.takeReport().map { [$0.row, $0.column] } == [3, 7])
        #expect(reader.takeReport().map { [$0.row, $0.column] } == [3, 9])
        #expect(reader.takeReport() == nil)
        #expect(reader.unread == Self.bytes("\u{1B}\u{1B}[Aおq"))
    }

    @Test("an answer split over two reads is found once whole; a key before it stays first")
    func splitReport() {
        var reader = Reader()
        reader.feed(Self.bytes("n\u{1B}[3;"))
        #expect(reader.takeReport() == nil)
        reader.feed(Self.bytes("8R"))
        #expect(reader.takeReport().map { [$0.row, $0.column] } == [3, 8])
        #expect(reader.unread == Self.bytes("n"))
    }

    @Test("with no answer at all, everything typed is kept")
    func noAnswer() {
        var reader = Reader()
        reader.feed(Self.bytes("y2\u{1B}[B"))
        #expect(reader.takeReport() == nil)
        #expect(reader.unread == Self.bytes("y2\u{1B}[B"))
    }
}

/// Answers that come after the start's deadline: taken out of the input wherever they fall, keys kept in order,
/// the width given once both came.
@Suite struct LateAmbiguousAnswerTests {
    typealias Late = AmbiguousWidthProbe.LateAnswers

    static func late(first: (row: Int, column: Int)? = nil) -> Late {
        Late(first: first, until: AmbiguousWidthProbe.monotonicMilliseconds() + 60_000)
    }

    @Test("both answers in one read, between keys: the width, and the keys alone left")
    func bothInOneRead() {
        var late = Self.late()
        var bytes = Array("1\u{1B}[3;7R\u{1B}[3;9R\u{1B}[A".utf8)
        #expect(late.take(from: &bytes) == .some(2))
        #expect(bytes == Array("1\u{1B}[A".utf8))
    }

    @Test("one answer a read: nothing decided after the first, the width after the second")
    func oneAnswerEachRead() {
        var late = Self.late()
        var first = Array("\u{1B}[10;1R".utf8)
        #expect(late.take(from: &first) == .none)
        #expect(first.isEmpty)
        var second = Array("\u{1B}[10;2Ry".utf8)
        #expect(late.take(from: &second) == .some(1))
        #expect(second == Array("y".utf8))
    }

    @Test("the first answer came in time, the second late")
    func secondOnlyLate() {
        var late = Self.late(first: (4, 11))
        var bytes = Array("\u{1B}[4;13R".utf8)
        #expect(late.take(from: &bytes) == .some(2))
        #expect(bytes.isEmpty)
    }

    @Test(
        "answers that give no width of 1 or 2 end the wait with no width",
        arguments: ["\u{1B}[5;12R", "\u{1B}[4;11R", "\u{1B}[4;14R"])
    func noWidth(second: String) {
        var late = Self.late(first: (4, 11))
        var bytes = Array(second.utf8)
        #expect(late.take(from: &bytes) == .some(nil))
        #expect(bytes.isEmpty)
    }

    @Test("keys alone are left alone, Escape and arrows included")
    func keysOnly() {
        var late = Self.late()
        var bytes = Array("\u{1B}\u{1B}[B\u{1B}[1;2~q".utf8)
        #expect(late.take(from: &bytes) == .none)
        #expect(bytes == Array("\u{1B}\u{1B}[B\u{1B}[1;2~q".utf8))
        #expect(late.isWaiting)
    }
}
