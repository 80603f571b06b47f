import Foundation
import Testing

/// The completions know `danshu plan` (issue 25): its options, the weekdays after `--days`, the week words.
@Suite("Shell completion of danshu plan")
struct PlanCompletionTests {
    @Test(
        "bash completes plan's options, the weekdays of --days and the week words, and skips --days' value when finding the command"
    )
    func bash() throws {
        let box = try CompletionTests.sandbox()
        #expect(try CompletionTests.bash(["danshu", "pl"], in: box) == ["plan", "plans"])
        #expect(
            try CompletionTests.bash(["danshu", "plan", "--"], in: box)
                == [
                    "--file", "--lang", "--color", "--mouse", "--no-motion", "--help", "--version", "--days", "--max",
                    "--sober", "--none", "--show",
                ])
        #expect(try CompletionTests.bash(["danshu", "plan", "--days", "s"], in: box) == ["sun", "sat"])
        #expect(try CompletionTests.bash(["danshu", "plan", "--max", ""], in: box) == [])
        #expect(try CompletionTests.bash(["danshu", "plan", ""], in: box) == ["this", "next", "last", "today"])
        #expect(try CompletionTests.bash(["danshu", "plan", "--days", "fri", "n"], in: box) == ["next"])
        #expect(try CompletionTests.bash(["danshu", "help", "pl"], in: box) == ["plan", "plans"])
    }
}
