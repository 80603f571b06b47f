import Foundation
import Testing

/// What a new user's first month stumbled on (issue 26), as the real binary shows it.
@Suite("A new user's first month")
struct FirstMonthTests {
    @Test(
        "the feelings form: → from nothing starts at the low end, a digit sets a value, a digit out of range says why")
    func feelingsFormDigits() async throws {
        let app = try TmuxSession(folder: try TmuxSession.Folder())
        try await app.waitFor("お酒を飲みましたか？")
        // → from nothing: the low end of each scale (it used to jump to the middle).
        try await app.press("f", until: "1 つらい 〜 5 よい")
        try app.send("Right", "Tab", "Right")
        try await app.press("Enter", until: "気分と飲みたい気持ちを保存しました")
        var saved = try app.folder.journalDays()["2026-11-29"]
        #expect(saved?["mood"] as? Int == 1 && saved?["craving"] as? Int == 0, "\(String(describing: saved))")
        // A digit sets the value; one the scale does not have is refused with the range.
        try await app.press("f", until: "1 つらい 〜 5 よい")
        try await app.press("7", until: "気分は 1〜5 の整数です")
        try app.send("4", "Tab", "7")
        try await app.press("Enter", until: "気分と飲みたい気持ちを保存しました")
        saved = try app.folder.journalDays()["2026-11-29"]
        #expect(saved?["mood"] as? Int == 4 && saved?["craving"] as? Int == 7, "\(String(describing: saved))")
    }
}
