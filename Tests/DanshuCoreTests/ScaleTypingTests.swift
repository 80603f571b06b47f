import DanshuCore
import Testing

/// A 0–10 scale typed a digit at a time: "1" "0" is 10, as people write ten; any other 0 is 0.
@Suite("A 0–10 scale typed with digits")
struct ScaleTypingTests {
    /// The values each digit of `digits` gives, typed in a row.
    static func values(_ digits: [Int]) -> [Int] {
        var typing = ScaleTyping()
        return digits.map { typing.value(typing: $0) }
    }

    @Test("1 then 0 is 10; 0 alone, or after any other digit, is 0; each other digit is itself")
    func tenIsOneZero() {
        #expect(Self.values([1, 0]) == [1, 10])
        #expect(Self.values([0]) == [0])
        #expect(Self.values([5, 0]) == [5, 0])
        #expect(Self.values([1, 0, 0]) == [1, 10, 0], "a 0 after 10 is 0 again")
        #expect(Self.values([1, 1, 0]) == [1, 1, 10])
        #expect(Self.values(Array(1...9)) == Array(1...9))
    }

    @Test("another key between the 1 and the 0 makes the 0 a 0")
    func interrupted() {
        var typing = ScaleTyping()
        _ = typing.value(typing: 1)
        typing.interrupt()
        #expect(typing.value(typing: 0) == 0)
    }
}
