import Foundation
import Testing

/// The screens at the top of README.md are the real binary's: captured again here exactly as
/// `make readme-screen` captures them (scripts/readme-screen.py: tmux at 80×24, 160×48 and 45×20, today pinned, the demo
/// journal with its fixed seed) and compared with the blocks between their markers.
@Suite("README screen")
struct ReadmeScreenTests {
    @Test(
        "the README's main screens, 80×24, a wide one and a phone's, are what the binary draws today",
        arguments: ["screen", "wide-screen", "phone-screen"])
    func readmeScreenIsCurrent(screen: String) throws {
        let box = Sandbox()
        let result = try ExternalTool.run(
            "python3", [Project.path("scripts/readme-screen.py"), "--bin", DanshuBinary.path, "--screen", screen],
            in: box)
        try #require(result.status == 0, "scripts/readme-screen.py failed: \(result.stderr)")
        let captured = result.stdout.trimmingCharacters(in: .newlines)
        #expect(captured.contains("断酒 20日目"), "the capture does not look like the main screen:\n\(captured)")

        let readme = try Project.text("README.md")
        guard let begin = readme.range(of: "<!-- \(screen):begin -->"),
            let end = readme.range(of: "<!-- \(screen):end -->", range: begin.upperBound..<readme.endIndex)
        else {
            Issue.record("README.md has no <!-- \(screen):begin --> … <!-- \(screen):end --> markers")
            return
        }
        let inReadme = readme[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .newlines)
        #expect(
            inReadme == captured,
            """
            README.md's \(screen) is stale: run `make readme-screen` and commit README.md. README (-) against the binary (+):
            \(lineDiff(inReadme, captured))
            """)
    }

    /// The lines that differ, by position: enough to see what moved on a screen of a fixed size.
    private func lineDiff(_ old: String, _ new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        return (0..<max(a.count, b.count)).compactMap { i -> String? in
            let x = i < a.count ? String(a[i]) : nil
            let y = i < b.count ? String(b[i]) : nil
            guard x != y else { return nil }
            return [x.map { "\(i + 1) -\($0)" }, y.map { "\(i + 1) +\($0)" }].compactMap { $0 }.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
