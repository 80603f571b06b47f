import Foundation
import Testing

/// `danshu status` where people put it: the README's recipes run for real in bash's PS1, zsh's RPROMPT and a
/// tmux status line. `--format` and `--json` case by case are in DanshuCLITests.
@Suite("danshu status for prompts and status bars")
struct StatusPromptTests {
    /// A sandbox with November's journal and `danshu` on PATH, as an installed danshu would be.
    static func sandbox() throws -> Sandbox {
        let box = Sandbox()
        let bin = box.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin + "/danshu", withDestinationPath: DanshuBinary.path)
        box.environment["PATH"] = bin + ":" + (box.environment["PATH"] ?? "/usr/bin:/bin")
        box.writeJournal(Fixture.november)
        return box
    }

    /// The README line that starts with `prefix` (in its recipes), so the tests run what users copy.
    static func readmeLine(startingWith prefix: String) throws -> String {
        let lines = try Project.text("README.md").split(separator: "\n").map(String.init)
        return try #require(lines.first { $0.hasPrefix(prefix) }, "README.md has no line starting with \(prefix)")
    }

    @Test("bash: the README's PS1 shows the streak")
    func bashPrompt() throws {
        let box = try Self.sandbox()
        let script = try Self.readmeLine(startingWith: "PS1=") + #"; printf '%s\n' "${PS1@P}""#
        let result = try ExternalTool.run(
            "bash", ["--norc", "--noprofile", "-c", script], environment: box.environment, in: box)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("[断酒14日] "), "\(result.stdout)")
    }

    @Test("zsh: the README's RPROMPT shows the streak")
    func zshPrompt() throws {
        let box = try Self.sandbox()
        let script = [
            try Self.readmeLine(startingWith: "setopt prompt_subst"), try Self.readmeLine(startingWith: "RPROMPT="),
            #"print -rP -- "$RPROMPT""#,
        ].joined(separator: "\n")
        let result = try ExternalTool.run("zsh", ["-f", "-c", script], environment: box.environment, in: box)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "14日 休肝日\n")
    }

    @Test("tmux: the README's status-right shows the streak on a real status line")
    func tmuxStatusLine() async throws {
        let box = try Self.sandbox()
        let tag =
            (ProcessInfo.processInfo.environment["DANSHU_E2E_TAG"] ?? "danshu-e2e")
            + "-\(getpid())-\(UUID().uuidString.prefix(8))"
        let inner = tag + "-bar"
        let outer = tag + "-term"
        var sockets: [String] = []
        defer {
            _ = try? TmuxSession.tmux(socket: outer, ["kill-server"])
            _ = try? TmuxSession.tmux(socket: inner, ["kill-server"])
            for socket in sockets { unlink(socket) } // tmux leaves them behind
        }
        // The server's own environment is what `#()` commands get: danshu on PATH, the journal, today.
        let environment = [
            "PATH": box.environment["PATH"] ?? "", "DANSHU_FILE": box.journal, "DANSHU_TODAY": "2026-11-29",
            "LANG": "C.UTF-8",
        ].map { "\($0.key)=\($0.value)" }
        let started = try TmuxSession.tmux(
            socket: inner,
            ["-u", "new-session", "-d", "-s", "bar", "-x", "80", "-y", "10"]
                + environment.flatMap { ["-e", $0] } + ["sh", "-c", "sleep 600"])
        #expect(started.status == 0, "\(started.error)")
        sockets.append(
            try TmuxSession.tmux(socket: inner, ["display-message", "-p", "#{socket_path}"]).output
                .trimmingCharacters(in: .whitespacesAndNewlines))
        for (name, value) in [
            ("PATH", box.environment["PATH"] ?? ""), ("DANSHU_FILE", box.journal), ("DANSHU_TODAY", "2026-11-29"),
            ("LANG", "C.UTF-8"),
        ] {
            _ = try TmuxSession.tmux(socket: inner, ["set-environment", "-g", name, value])
        }
        // The README's line, as tmux reads it from ~/.tmux.conf.
        box.write(try Self.readmeLine(startingWith: "set -g status-right ") + "\n", to: box.file("tmux.conf"))
        let sourced = try TmuxSession.tmux(socket: inner, ["source-file", box.file("tmux.conf")])
        #expect(sourced.status == 0, "\(sourced.error)")
        _ = try TmuxSession.tmux(socket: inner, ["set-option", "-g", "status-right-length", "60"])
        // A status line is drawn only for a client: a terminal (the outer tmux's pane) attached to the server.
        let attach = "TMUX= exec tmux -u -L \(TmuxSession.quoted(inner)) -f /dev/null attach -t bar"
        let terminal = try TmuxSession.tmux(
            socket: outer,
            [
                "-u", "new-session", "-d", "-s", "term", "-x", "100", "-y", "12",
                "-e", "LANG=C.UTF-8", "sh", "-c", attach,
            ])
        #expect(terminal.status == 0, "\(terminal.error)")
        sockets.append(
            try TmuxSession.tmux(socket: outer, ["display-message", "-p", "#{socket_path}"]).output
                .trimmingCharacters(in: .whitespacesAndNewlines))
        // Generous: with the whole suite running, two tmux servers, a client and a danshu start slowly.
        let deadline = ContinuousClock.now + .seconds(30)
        var screen = ""
        while true {
            // Look before judging the deadline: a test held up past it by a busy machine still sees the line.
            let passed = ContinuousClock.now >= deadline
            screen = try TmuxSession.tmux(socket: outer, ["capture-pane", "-p", "-t", "term"]).output
            if screen.contains("断酒14日 休肝日") || passed { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        let statusLine = screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        let clients = try TmuxSession.tmux(socket: inner, ["list-clients"])
        let pane = try TmuxSession.tmux(
            socket: outer, ["display-message", "-p", "-t", "term", "#{pane_dead} #{pane_current_command}"])
        #expect(
            statusLine.contains("断酒14日 休肝日"),
            "the status line shows:\n\(screen)\nclients: \(clients.output)\(clients.error)\nterminal pane: \(pane.output)\(pane.error)"
        )
    }
}

/// `danshu remind` by the real clock (`TZ`, localtime): the day boundary of Host.live. The other cases, with a
/// test clock, are in DanshuCLITests.
@Suite("danshu remind by the real clock")
struct RemindTests {
    /// Two `TZ` values that put the local clock now at about 3:30 and 4:30 (plus the current seconds, so
    /// never near the hour) of one date, and the day before that date.
    static func clocks() -> (threeThirty: String, fourThirty: String, dayBefore: String, date: String) {
        let now = Date()
        let utcMinutes = (Int(now.timeIntervalSince1970) / 60) % (24 * 60)
        // local = UTC + offset; 3:30 taken within the last 24 hours keeps both offsets inside POSIX's ±24 h.
        var threeThirty = 3 * 60 + 30 - utcMinutes
        if threeThirty > 0 { threeThirty -= 24 * 60 }
        func tz(_ offset: Int) -> String {
            // POSIX counts west of Greenwich: UTC+9 is "DAN-09:00" (a name of three letters, or the whole value is ignored)
            let west = -offset
            return String(format: "DAN%@%02d:%02d", west < 0 ? "-" : "+", abs(west) / 60, abs(west) % 60)
        }
        let local = now.addingTimeInterval(TimeInterval(threeThirty * 60))
        return (tz(threeThirty), tz(threeThirty + 60), isoDate(local.addingTimeInterval(-86_400)), isoDate(local))
    }

    /// The date of a moment read in UTC (the moment is already shifted to the local clock).
    static func isoDate(_ moment: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: moment)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    @Test(
        "today changes at dayStartsAtHour, by the real clock: at 3:30 the evening before still counts, at 4:30 it does not"
    )
    func dayBoundary() throws {
        let box = Sandbox()
        box.environment["DANSHU_TODAY"] = nil
        let clock = Self.clocks()
        box.writeJournal(Fixture.journal([#""\#(clock.dayBefore)": {"drank": false}"#]))
        #expect(
            try box.run(["remind"], extra: ["TZ": clock.threeThirty]).status == 0,
            "at 3:30 \(clock.dayBefore) is still today")
        let later = try box.run(["remind"], extra: ["TZ": clock.fourThirty])
        #expect(
            later.status == 1 && later.stdout == "今日はまだ記録していません（danshu ask で答えられます）\n", "at 4:30 \(clock.date) is today"
        )
        #expect(
            try box.run(["status", "--json"], extra: ["TZ": clock.fourThirty]).stdout.contains(
                #""date": "\#(clock.date)""#))

        // With the day starting at 5, 4:30 is still the evening before.
        let fiveOClock = Fixture.settings.replacingOccurrences(
            of: #""dayStartsAtHour": 4"#, with: #""dayStartsAtHour": 5"#)
        box.writeJournal(
            Fixture.journal([#""\#(clock.dayBefore)": {"drank": true, "drinks": []}"#], settings: fiveOClock))
        #expect(
            try box.run(["remind"], extra: ["TZ": clock.fourThirty]).status == 0,
            "dayStartsAtHour 5: at 4:30 \(clock.dayBefore) is today")
        #expect(
            try box.run(["status", "--format", "{answered} {today}"], extra: ["TZ": clock.fourThirty]).stdout
                == "記録済み 飲酒 0.0g\n")
    }
}
