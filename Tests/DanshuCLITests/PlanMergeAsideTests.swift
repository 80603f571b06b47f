import DanshuCore
import DanshuTestSupport
import DanshuText
import Foundation
import Testing

@testable import DanshuCLI
@testable import DanshuStore

/// A week's plan both sides of a merge changed differently keeps ours and is kept aside as theirs of a conflicting day
/// is (issue 40): in the file `danshu merge` writes for `import --theirs`, in the copy `danshu merge COPY` leaves, and in
/// the conflict copy the open app makes; `import --theirs` takes it.
@Suite("A week's plan changed on both sides is kept aside")
struct PlanMergeAsideTests {
    @Test("danshu merge: ours stays, theirs goes to the file import --theirs takes, which then holds theirs' plan only")
    func mergeDriver() throws {
        let cli = PlanCommandTests.cli(today: "2026-11-29")
        cli.environment["TMPDIR"] = cli.folder
        let base = cli.file("base.json")
        let ours = cli.file("ours.json")
        let theirs = cli.file("theirs.json")
        for path in [base, ours, theirs] { cli.write(Fixture.november, to: path) }
        for path in [base, ours, theirs] {
            #expect(cli.run("--file", path, "plan", "--days", "sat", "--max", "20").status == 0)
        }
        #expect(cli.run("--file", ours, "plan", "--max", "10").status == 0)
        #expect(cli.run("--file", theirs, "plan", "--days", "fri,sat", "--max", "30").status == 0)
        let result = cli.run("merge", base, ours, theirs)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr.contains("2026年11月29日〜12月5日の予定は両方で違う内容に変わっていたので、こちらの「土 10g まで」を残しました"), "\(result.stderr)")
        let advice = try #require(result.stderr.split(separator: "\n").last.map(String.init))
        #expect(
            advice.hasPrefix("相手の記録を使うには、マージの後で: danshu import --theirs \(cli.folder)/danshu-theirs-"),
            "\(result.stderr)")
        let file = String(advice.split(separator: " ").last ?? "")
        let aside = try JournalReader.read(try #require(cli.bytes(of: file)), file: file)
        #expect(aside.days.isEmpty)
        #expect(
            aside.plans == [
                LocalDate(year: 2026, month: 11, day: 29)!: WeekPlan(
                    drinkingDays: [.friday, .saturday], maxTenths: 300)
            ])
        #expect(cli.run("--file", ours, "plan").lines.first == "2026年11月29日〜12月5日の予定: 土 10g まで")
        let imported = cli.run("--file", ours, "import", "--theirs", file)
        #expect(imported.status == 0, "\(imported)")
        #expect(cli.run("--file", ours, "plan").lines.first == "2026年11月29日〜12月5日の予定: 金・土 30g まで")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test("danshu merge COPY: a plan held differently keeps the copy, with the line that takes it, in English too")
    func foldCopy() throws {
        let cli = PlanCommandTests.cli(today: "2026-11-29")
        cli.writeJournal(Fixture.november)
        #expect(cli.run("plan", "--days", "sat", "--max", "10").status == 0)
        let copy = cli.folder + "/data/danshu/journal.sync-conflict-20261128-101010-ABCDEFG.json"
        cli.write(cli.journalBytes ?? [], to: copy)
        #expect(cli.run("--file", copy, "plan", "--sober").status == 0)
        let result = cli.run("--lang", "en", "merge", copy)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.contains(
                "The copy stays. To take its records instead (then delete the copy): danshu import --theirs "),
            "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: copy))
        #expect(cli.run("import", "--theirs", copy).status == 0)
        #expect(cli.run("plan").lines.first == "2026年11月29日〜12月5日の予定: 飲まない週")
    }

    @Test(
        "the open app: another program's plan for a week ours also changed is kept in a conflict copy, and the message says so"
    )
    func openApp() throws {
        let folder = NSTemporaryDirectory() + "danshu-plan-aside-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/journal.json"
        let week = LocalDate(year: 2026, month: 11, day: 29)!
        let base = Journal(plans: [week: WeekPlan(drinkingDays: [.saturday], maxTenths: 200)])
        var ours = base
        var theirs = base
        ours.plans[week] = WeekPlan(drinkingDays: [.saturday], maxTenths: 100)
        theirs.plans[week] = WeekPlan(drinkingDays: [], maxTenths: nil)
        theirs.days[week] = .sober
        let found = DiskSync.merged(base: MergeBase(base), ours: ours, theirs: theirs, journalPath: path, home: nil)
        guard case .merged(let result, let arrival, _) = found else {
            Issue.record("\(found)")
            return
        }
        #expect(result.plans[week] == ours.plans[week] && result.days[week] == .sober)
        let copies = SyncConflictCopies.beside(journal: path)
        try #require(copies.count == 1)
        let copy = try JournalReader.read(
            Array(FileManager.default.contents(atPath: copies[0]) ?? Data()), file: copies[0])
        #expect(copy.plans == [week: WeekPlan(drinkingDays: [], maxTenths: nil)] && copy.days.isEmpty)
        #expect(
            Catalog(.ja).syncMerged(arrival) == "別の端末から1日分を取り込みました。11月29日〜の予定は両方で変更されたため、こちらを残しました。相手の記録は \(copies[0])")
        #expect(
            Catalog(.en).syncMerged(arrival).hasSuffix(
                "; the plan from 29 Nov changed on both sides: ours kept; theirs is in \(copies[0])"))
    }
}
