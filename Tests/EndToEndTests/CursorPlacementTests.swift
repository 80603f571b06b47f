import Testing

/// The text cursor, which ncurses places (`CursesPainter`): hidden on the main screen, and in a form's field from the
/// form's first frame, where the next character typed appears.
@Suite("The text cursor")
struct CursorPlacementTests {
    @Test("m: the cursor shows in the note's field at once, where the first character then appears; Esc hides it")
    func noteFieldFromItsFirstFrame() async throws {
        let app = try TmuxSession(folder: try TmuxSession.Folder())
        try await app.waitFor("お酒を飲みましたか？")
        #expect(try await app.paneFormat("#{cursor_flag}", becomes: "0") == "0", "hidden on the main screen")
        try app.send("m")
        try await app.waitFor("メモ: ")
        #expect(try await app.paneFormat("#{cursor_flag}", becomes: "1") == "1", "shown in the note")
        let place = try app.paneFormat("#{cursor_x},#{cursor_y}").split(separator: ",").compactMap { Int($0) }
        try #require(place.count == 2)
        try app.type("Q")
        let screen = try await app.waitFor("Q")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0)) }
        try #require(place[1] < rows.count)
        // The row is read by display columns: its characters before the cursor are narrow box-drawing and spaces.
        let row = rows[place[1]]
        #expect(
            place[0] < row.count && row[place[0]] == "Q",
            "the cursor stood at \(place) before typing; that row now reads \(String(row).debugDescription)")
        #expect(try app.paneFormat("#{cursor_x},#{cursor_y}") == "\(place[0] + 1),\(place[1])", "after Q")
        try await app.pressEscape(what: "the note closed") { !$0.contains("メモ: ") }
        #expect(try await app.paneFormat("#{cursor_flag}", becomes: "0") == "0", "hidden again after Esc")
    }
}
