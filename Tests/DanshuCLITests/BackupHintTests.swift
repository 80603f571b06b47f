import DanshuTestSupport
import Foundation
import Testing

/// A journal that cannot be read names its backup when the backup can be read (issue 40): its time and days, and the line
/// that keeps the broken file aside and puts the backup in its place. The exit status stays 3 and nothing is written.
@Suite("An unreadable journal's backup")
struct BackupHintTests {
    /// A journal of two days whose backup holds the first (saved by the second run), then cut off mid-file; the backup's
    /// time set to noon UTC on 2026-11-28, a day in every time zone's local time.
    static func truncatedWithBackup() -> CLI {
        let cli = CLI()
        #expect(cli.run("log", "2026-11-27", "--sober").status == 0)
        #expect(cli.run("log", "2026-11-28", "1").status == 0)
        let bytes = cli.journalBytes ?? []
        cli.write(Array(bytes.prefix(bytes.count / 2)), to: cli.journal)
        let noon = Date(timeIntervalSince1970: 1_795_867_200)
        try? FileManager.default.setAttributes([.modificationDate: noon], ofItemAtPath: cli.journal + ".bak")
        return cli
    }

    /// The restoring line printed after the message: `mv J J.broken-… && cp J.bak J`.
    static func command(in stderr: String) -> String? {
        stderr.split(separator: "\n").map(String.init).first { $0.hasPrefix("  mv ") }.map { String($0.dropFirst(2)) }
    }

    @Test(
        "status, check, show and log name the backup, its time and days, and the command; exit 3, nothing written",
        arguments: [
            ["status"], ["check"], ["show"], ["log", "1"], ["stats"],
        ])
    func namesTheBackup(_ arguments: [String]) throws {
        let cli = Self.truncatedWithBackup()
        let journal = cli.journalBytes
        let backup = cli.bytes(of: cli.journal + ".bak")
        let result = cli.run(arguments)
        #expect(result.status == 3 && result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.hasPrefix("danshu: \(cli.journal): "), "\(result.stderr)")
        #expect(result.stderr.contains("バックアップ \(cli.journal).bak（2026-11-28 "), "\(result.stderr)")
        #expect(result.stderr.contains(" 時点、1日）は読めます。読めないファイルを別名で残してバックアップに戻すには:\n  mv "), "\(result.stderr)")
        let command = try #require(Self.command(in: result.stderr))
        let folder = cli.folder + "/data/danshu"
        #expect(command.hasPrefix("mv \(cli.journal) \(folder)/journal.broken-2"), "\(command)")
        #expect(command.hasSuffix(".json && cp \(cli.journal).bak \(cli.journal)"), "\(command)")
        #expect(cli.journalBytes == journal && cli.bytes(of: cli.journal + ".bak") == backup)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasSuffix(".lock") }.sorted() == [
                "journal.json", "journal.json.bak",
            ])
    }

    @Test("in English too; the command works when pasted: the broken file kept aside, the backup's day back, check ok")
    func theCommandRestores() throws {
        let cli = Self.truncatedWithBackup()
        let broken = try #require(cli.journalBytes)
        let result = cli.run("--lang", "en", "check")
        #expect(result.status == 3)
        #expect(result.stderr.contains("The backup \(cli.journal).bak (as of 2026-11-28 "), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                ", 1 day) can be read. To keep the unreadable file aside and go back to the backup:\n  mv "))
        let command = try #require(Self.command(in: result.stderr))
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", command]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        #expect(cli.run("check").lines == ["ok: \(cli.journal)（1日、プリセット 7件）"])
        #expect(cli.run("show", "2026-11-27").stdout.contains("お酒を飲みましたか？ いいえ"))
        let folder = cli.folder + "/data/danshu"
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.hasPrefix("journal.broken-")
        }
        #expect(kept.count == 1 && cli.bytes(of: folder + "/" + (kept.first ?? "")) == broken, "\(kept)")
        // A second failure does not reuse the name of the file kept aside.
        cli.write(Array(broken), to: cli.journal)
        let again = try #require(Self.command(in: cli.run("check").stderr))
        #expect(!again.contains(kept[0]), "\(again)")
    }

    @Test("no backup, an unreadable backup, or a journal from a newer danshu: nothing about a backup")
    func onlyAReadableBackupOfADamagedJournal() {
        let cli = CLI()
        cli.writeJournal(Fixture.corrupt)
        #expect(!cli.run("check").stderr.contains("バックアップ"))
        cli.write(Fixture.corrupt, to: cli.journal + ".bak")
        let unreadable = cli.run("check")
        #expect(
            unreadable.status == 3 && !unreadable.stderr.contains("バックアップ") && !unreadable.stderr.contains("mv "),
            "\(unreadable)")
        cli.write(Fixture.november, to: cli.journal + ".bak")
        cli.writeJournal(#"{"format": "danshu-journal", "version": 99}"# + "\n")
        let newer = cli.run("check")
        #expect(newer.status == 3 && !newer.stderr.contains("バックアップ"), "\(newer)")
        // A damaged journal beside that readable backup: named, with its 16 days.
        cli.writeJournal(Fixture.corrupt)
        #expect(cli.run("check").stderr.contains("時点、16日）は読めます"))
    }
}
