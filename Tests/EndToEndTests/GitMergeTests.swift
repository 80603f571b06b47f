import Foundation
import Testing

/// The README's git recipe for real: a bare repository and two clones of one journal, each recording on
/// its own "machine", merged by `git pull` through `danshu merge`.
@Suite("Syncing with git through danshu merge")
struct GitMergeTests {
    /// Two clones, `a` and `b`, of a bare repository holding a journal with one day, both set up with
    /// the recipe: `.gitattributes` and the merge driver. `danshu` is on PATH, as installed.
    final class Machines {
        let box = Sandbox()
        var a: String { box.file("a") }
        var b: String { box.file("b") }

        init() throws {
            let bin = box.file("bin")
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: bin + "/danshu", withDestinationPath: DanshuBinary.path)
            box.environment["PATH"] = bin + ":" + (box.environment["PATH"] ?? "/usr/bin:/bin")
            box.environment["TMPDIR"] = box.folder
            box.environment["GIT_CONFIG_NOSYSTEM"] = "1"
            box.write(
                """
                [user]
                \tname = Test
                \temail = test@example.com
                [init]
                \tdefaultBranch = main
                [pull]
                \trebase = false
                [advice]
                \tdetachedHead = false

                """, to: box.file("home/.gitconfig"))
            try git(["init", "-q", "--bare", box.file("remote.git")], in: box.folder)
            try git(["clone", "-q", box.file("remote.git"), a], in: box.folder)
            box.write("journal.json merge=danshu\n", to: a + "/.gitattributes")
            box.write("journal.json.bak\njournal.json.lock\n", to: a + "/.gitignore")
            try danshu(a, "log", "-3", "--sober")
            try git(["add", ".gitattributes", ".gitignore", "journal.json"], in: a)
            try git(["commit", "-q", "-m", "first day"], in: a)
            try git(["push", "-q", "origin", "main"], in: a)
            try git(["clone", "-q", box.file("remote.git"), b], in: box.folder)
            for clone in [a, b] { try git(["config", "merge.danshu.driver", "danshu merge %O %A %B"], in: clone) }
        }

        /// Runs git in a folder; a failure fails the test with git's words, unless `allowFailure`.
        @discardableResult
        func git(_ arguments: [String], in folder: String, allowFailure: Bool = false) throws -> CommandResult {
            let result = try ExternalTool.run("git", ["-C", folder] + arguments, environment: box.environment, in: box)
            if !allowFailure {
                #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
            }
            return result
        }

        /// Runs danshu on a clone's journal, as a user of that machine would.
        @discardableResult
        func danshu(_ clone: String, _ arguments: String...) throws -> CommandResult {
            let result = try box.run(["--file", clone + "/journal.json"] + arguments)
            #expect(result.status == 0, "danshu \(arguments): \(result.stderr)")
            return result
        }

        /// Records on a clone and commits.
        func record(_ clone: String, _ arguments: String...) throws {
            _ = try box.run(["--file", clone + "/journal.json"] + arguments)
            try git(["commit", "-q", "-am", arguments.joined(separator: " ")], in: clone)
        }
    }

    @Test(
        "each machine records a different day: pull merges without a conflict, both days are there, and the merge adds one line"
    )
    func differentDays() throws {
        let machines = try Machines()
        let (a, b) = (machines.a, machines.b)
        try machines.record(a, "log", "-2", "1x2")
        try machines.git(["push", "-q"], in: a)
        try machines.record(b, "log", "-1", "--sober")
        let pulled = try machines.git(["pull", "-q", "--no-edit"], in: b)
        #expect(!pulled.stdout.contains("CONFLICT") && !pulled.stderr.contains("CONFLICT"))
        #expect(try machines.danshu(b, "show", "-2").lines[1] == "お酒を飲みましたか？ はい")
        #expect(try machines.danshu(b, "show", "-1").lines[1] == "お酒を飲みましたか？ いいえ")
        #expect(try machines.danshu(b, "show", "-3").lines[1] == "お酒を飲みましたか？ いいえ")
        // The merge commit differs from b's own commit by the one line of a's day.
        let stat = try machines.git(["diff", "--numstat", "HEAD^1", "HEAD", "--", "journal.json"], in: b)
        #expect(stat.stdout == "1\t0\tjournal.json\n")
        #expect(try machines.git(["status", "--porcelain"], in: b).stdout.isEmpty)
    }

    @Test(
        "the same day recorded differently: git reports a conflict, the file still holds ours, and import --theirs resolves it"
    )
    func sameDayDifferently() throws {
        let machines = try Machines()
        let (a, b) = (machines.a, machines.b)
        try machines.record(a, "log", "1")
        try machines.record(a, "log", "-2", "--sober")
        try machines.git(["push", "-q"], in: a)
        try machines.record(b, "log", "--sober")
        let pulled = try machines.git(["pull", "--no-edit"], in: b, allowFailure: true)
        #expect(pulled.status != 0)
        #expect((pulled.stdout + pulled.stderr).contains("CONFLICT (content): Merge conflict in journal.json"))
        #expect(pulled.stderr.contains("  2026-11-29  こちら: 休肝日  相手: 飲酒 20.0g（1杯）"), "\(pulled.stderr)")
        #expect(try machines.git(["status", "--porcelain"], in: b).stdout.contains("UU journal.json"))

        // Still a journal, with no conflict markers: ours on the conflicting day, a's other day merged in.
        let text = String(decoding: machines.box.bytes(of: b + "/journal.json") ?? [], as: UTF8.self)
        #expect(!text.contains("<<<<<<<") && !text.contains(">>>>>>>"))
        #expect(try machines.danshu(b, "check").status == 0)
        #expect(try machines.danshu(b, "show").lines[1] == "お酒を飲みましたか？ いいえ")
        #expect(try machines.danshu(b, "show", "-2").lines[1] == "お酒を飲みましたか？ いいえ")

        // The way out git showed: take theirs, then commit the merge.
        let advice = try #require(pulled.stderr.split(separator: "\n").first { $0.contains("danshu import --theirs ") })
        let file = String(advice.split(separator: " ").last ?? "")
        #expect(try machines.danshu(b, "import", "--theirs", file).lines.last == "追加 0日、同じ 0日、競合 1日、置き換え 1日")
        #expect(try machines.danshu(b, "show").lines[1] == "お酒を飲みましたか？ はい")
        try machines.git(["add", "journal.json"], in: b)
        try machines.git(["commit", "-q", "--no-edit"], in: b)
        try machines.git(["push", "-q"], in: b)
        try machines.git(["pull", "-q"], in: a)
        #expect(machines.box.bytes(of: a + "/journal.json") == machines.box.bytes(of: b + "/journal.json"))
    }
}
