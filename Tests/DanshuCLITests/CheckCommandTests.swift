import Testing

@Suite("danshu check")
struct CheckCommandTests {
    @Test("a missing journal is fine; a journal reports its days and presets, in both languages")
    func checkReportsDaysAndPresets() {
        let cli = CLI()
        cli.expect(["check"], prints: "ok: \(cli.journal)（ファイルはまだありません。最初の記録で作られます）\n")
        cli.writeJournal(Fixture.november)
        cli.expect(["check"], prints: "ok: \(cli.journal)（16日、プリセット 3件）\n")
        cli.expect(["--lang", "en", "check"], prints: "ok: \(cli.journal) (16 days, 3 presets)\n")
        cli.expectRefused(["check", "now"], "余分な引数「now」")
    }

    @Test("a journal that is not JSON: exit 3 with the file, line and column, in both languages")
    func checkNamesThePlaceOfABadJournal() {
        let cli = CLI()
        cli.writeJournal(Fixture.corrupt)
        cli.expect(
            ["--lang", "en", "check"], prints: "",
            says: "danshu: \(cli.journal): line 4, column 39: expected true, found '}'\n", status: 3)
        cli.expect(["check"], prints: "", says: "danshu: \(cli.journal): 4行39列目: true が必要ですが、「}」があります\n", status: 3)
    }

    static let syncthing = "journal.sync-conflict-20261128-101010-ABCDEFG.json"
    static let dropbox = "journal (Taro's conflicted copy 2026-11-28).json"

    @Test("check names every sync conflict copy and how to merge it; other files beside the journal are not copies")
    func checkNamesSyncConflictCopies() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        let folder = cli.folder + "/data/danshu"
        #expect(cli.run("check").lines.count == 1)
        for name in [Self.syncthing, Self.dropbox, "journal.json.bak", "notes.json", "journal (1).json"] {
            cli.write(Fixture.november, to: folder + "/" + name)
        }
        let result = cli.run("check")
        #expect(result.status == 0)
        // Each with the line that folds it in, quoted for the shell (the journal is the default one: no --file).
        #expect(
            result.lines.dropFirst() == [
                "同期の競合コピー: \(folder)/\(Self.dropbox)",
                "  取り込んで削除: danshu merge '\(folder)/journal (Taro'\\''s conflicted copy 2026-11-28).json'",
                "同期の競合コピー: \(folder)/\(Self.syncthing)",
                "  取り込んで削除: danshu merge \(folder)/\(Self.syncthing)",
            ])
        #expect(
            cli.run("--lang", "en", "check").lines.suffix(2) == [
                "sync conflict copy: \(folder)/\(Self.syncthing)",
                "  fold it in and remove it: danshu merge \(folder)/\(Self.syncthing)",
            ])
        // Another journal than the default one: the line names it.
        let other = cli.folder + "/elsewhere/j.json"
        cli.write(Fixture.november, to: other)
        cli.write(Fixture.november, to: cli.folder + "/elsewhere/j.sync-conflict-20261128-101010-ABCDEFG.json")
        #expect(
            cli.run("--file", other, "check").lines.last
                == "  取り込んで削除: danshu --file \(other) merge \(cli.folder)/elsewhere/j.sync-conflict-20261128-101010-ABCDEFG.json"
        )
    }
}
