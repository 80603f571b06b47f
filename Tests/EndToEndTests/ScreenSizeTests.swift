import Testing

/// Below 80×24 the app says so and still quits; growing back redraws the main screen.
@Suite("Terminal size")
struct ScreenSizeTests {
    @Test("shrinking to 60×20 shows the needed and current size; growing back shows the main screen")
    func shrinkAndGrow() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.resize(width: 60, height: 20)
        let small = try await app.waitFor("端末が小さすぎます", "必要 80×24", "現在 60×20", "q で終了")
        #expect(!small.contains("お酒を飲みましたか？"))
        try app.resize(width: 80, height: 24)
        let main = try await app.waitFor("お酒を飲みましたか？", "2026年11月29日(日)")
        #expect(!main.contains("端末が小さすぎます"))
        // A bigger terminal is used, not just tolerated: still the main screen, and keys still work.
        try app.resize(width: 120, height: 40)
        try await app.waitFor("お酒を飲みましたか？")
        try app.send("y")
        try await app.waitFor("[はい]")
    }

    @Test("q quits from the too-small screen")
    func quitWhenTooSmall() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder)
        try await app.waitFor("お酒を飲みましたか？")
        try app.resize(width: 60, height: 20)
        try await app.waitFor("端末が小さすぎます")
        try app.send("q")
        #expect(try await app.exitStatus() == 0)
    }

    @Test("starting in a small terminal shows the too-small screen at once")
    func startSmall() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, width: 70, height: 24)
        try await app.waitFor("端末が小さすぎます", "現在 70×24")
        try app.resize(width: 80, height: 24)
        try await app.waitFor("お酒を飲みましたか？")
    }
}
