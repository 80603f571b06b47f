import Foundation
import Testing

/// contrib/systemd: the user timer and service that show `danshu remind`'s line with notify-send.
@Suite("The systemd reminder units")
struct ReminderUnitTests {
    static let service = "contrib/systemd/danshu-remind.service"
    static let timer = "contrib/systemd/danshu-remind.timer"

    @Test("systemd-analyze accepts both units, and the medicine's two")
    func verify() throws {
        let box = Sandbox()
        // `Documentation=man:danshu(1)` is checked too: the page from the source tree stands in for the installed one.
        try FileManager.default.createDirectory(atPath: box.file("man/man1"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Project.path("docs/danshu.1"), toPath: box.file("man/man1/danshu.1"))
        for units in [[Self.service, Self.timer], [Self.medicineService, "contrib/systemd/danshu-medicine.timer"]] {
            let result = try ExternalTool.run(
                "systemd-analyze", ["verify"] + units.map(Project.path),
                environment: ["MANPATH": box.file("man")], in: box)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
        #expect(try Project.text(Self.timer).contains("\nOnCalendar=*-*-* 21:00\n"))
        #expect(try Project.text(Self.medicineService).contains("danshu remind --medicine"))
    }

    static let medicineService = "contrib/systemd/danshu-medicine.service"

    /// The service's command as systemd runs it: `$$` is a literal `$`, the rest goes to /bin/sh -c.
    static func command() throws -> String {
        let line = try #require(
            try Project.text(service).split(separator: "\n").first { $0.hasPrefix("ExecStart=/bin/sh -c '") })
        let script = line.dropFirst("ExecStart=/bin/sh -c '".count).dropLast()
        #expect(line.hasSuffix("'") && !script.contains("'"), "the script must be one single-quoted word: \(line)")
        return script.replacingOccurrences(of: "$$", with: "$")
    }

    @Test(
        "the service (and the README's cron line) notifies only while today is not recorded; the service fails on an unreadable journal"
    )
    func notifiesOnlyWhenNeeded() throws {
        let box = Sandbox()
        let bin = box.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin + "/danshu", withDestinationPath: DanshuBinary.path)
        // A notify-send that writes down what it was asked to show.
        let shown = box.file("shown.txt")
        box.write("#!/bin/sh\nprintf '%s|' \"$@\" >> \(TmuxSession.quoted(shown))\n", to: bin + "/notify-send")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/notify-send")
        let environment = box.environment.merging([
            "PATH": bin + ":" + (box.environment["PATH"] ?? "/usr/bin:/bin"),
            "DANSHU_FILE": box.journal,
        ]) { $1 }
        let service = try Self.command()
        // The README's desktop cron line behaves the same when today is not recorded.
        let cronLine = try #require(
            try Project.text("README.md").split(separator: "\n").first { $0.hasPrefix("0 21 * * * msg=") })
        let cron = String(cronLine.dropFirst("0 21 * * * ".count))
        #expect(try ExternalTool.run("sh", ["-c", cron], environment: environment, in: box).status == 0)
        #expect(
            String(decoding: box.bytes(of: shown) ?? [], as: UTF8.self) == "danshu|今日はまだ記録していません（danshu ask で答えられます）|")
        try FileManager.default.removeItem(atPath: shown)

        func runService() throws -> CommandResult {
            try ExternalTool.run("sh", ["-c", service], environment: environment, in: box)
        }

        #expect(try runService().status == 0)
        #expect(
            String(decoding: box.bytes(of: shown) ?? [], as: UTF8.self)
                == "--app-name=danshu|danshu|今日はまだ記録していません（danshu ask で答えられます）|")

        try FileManager.default.removeItem(atPath: shown)
        try box.run("log", "--sober")
        #expect(try runService().status == 0)
        #expect(box.bytes(of: shown) == nil, "a recorded day needs no reminder")

        box.writeJournal(Fixture.corrupt)
        let broken = try runService()
        #expect(broken.status == 3, "an unreadable journal fails the unit, so systemctl shows why")
        #expect(broken.stderr.contains(box.journal))
        #expect(box.bytes(of: shown) == nil)
    }
}
