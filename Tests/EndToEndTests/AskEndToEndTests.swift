import Foundation
import Testing

/// `danshu ask` as a reminder or a script runs it: the real binary, TERM=dumb, answers piped in, in both languages.
@Suite("danshu ask, the real binary")
struct AskEndToEndTests {
    @Test(
        "TERM=dumb and a pipe: plain lines only, the day saved; the full-screen app there points to ask",
        arguments: ["ja", "en"])
    func dumbTerminalAndPipe(language: String) throws {
        let box = Sandbox()
        let answers = Array("y\n1x2\n4\n\n".utf8)
        let result = try box.run(["--lang", language, "ask"], extra: ["TERM": "dumb"], stdin: answers)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B }, "no escape sequence at all")
        #expect(result.stdout.contains(language == "ja" ? "ビール500缶 × 2" : "Beer 500ml can × 2"), "\(result.stdout)")
        let app = try box.run(["--lang", language], extra: ["TERM": "dumb"])
        #expect(app.status == 2 && app.stderr.contains("danshu ask"), "\(app.stderr)")
    }
}
