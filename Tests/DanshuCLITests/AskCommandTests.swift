import Foundation
import Testing
import DanshuCore
import DanshuApp
import DanshuStore

/// `danshu ask`: the day's question in plain lines, with piped answers, in both languages.
@Suite("danshu ask")
struct AskCommandTests {
    static func input(_ lines: String...) -> [UInt8] { Array((lines.joined(separator: "\n") + "\n").utf8) }

    @Test("a drinking day: the question, the numbered presets, the drinks with counts, the feelings; what is saved is shown")
    func drinkingDay() {
        let cli = CLI()
        let result = cli.run(["ask"], stdin: Self.input("y", "1x2 3", "3", "5"))
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first == "2026年11月29日(日) お酒を飲みましたか？ y（はい）か n（いいえ）で答えてください。")
        #expect(result.lines.contains("  1 ビール500缶 20.0g") && result.lines.contains("  3 赤ワイン1本 74.9g"))
        #expect(result.stdout.contains("記録しました。\n2026年11月29日(日)\nお酒を飲みましたか？ はい"))
        #expect(result.stdout.contains("合計純アルコール量 114.9g（非常に高リスク）"), "\(result.stdout)")
        // No escape, no box drawing, no color: plain lines.
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || (0x2500...0x257F).contains($0.value) })
        let day = cli.run("show").stdout
        #expect(day.contains("ビール500缶 × 2") && day.contains("赤ワイン1本 × 1") && day.contains("気分 3/5"))
    }

    @Test("bad answers are asked again, never guessed; English; a sober day")
    func badAnswersAskedAgain() {
        let cli = CLI()
        let result = cli.run(["--lang", "en", "ask", "yesterday"], stdin: Self.input("maybe", "no", "7", "", "11", "2"))
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first == "Sat 28 Nov 2026: did you drink? Answer y (yes) or n (no).")
        #expect(result.lines.filter { $0 == "Please answer y or n." }.count == 1)
        #expect(result.lines.contains("Please answer with a number from 1 to 5.") && result.lines.contains("Please answer with a number from 0 to 10."))
        #expect(cli.run("--lang", "en", "show", "yesterday").stdout.contains("Did you drink? No"))
        // A drink number that does not exist is asked again too.
        let other = CLI()
        let asked = other.run(["ask"], stdin: Self.input("y", "42", "1", "", ""))
        #expect(asked.status == 0 && asked.stdout.contains("もう一度、番号を入れてください。"), "\(asked)")
        #expect(other.run("show").stdout.contains("ビール500缶 × 1"))
    }

    @Test("the end of the input before the last answer leaves the journal as it was, exit 1")
    func endOfInputChangesNothing() {
        let cli = CLI()
        cli.writeJournal(Fixture.november)
        let before = cli.journalBytes
        for input in [Self.input(), Self.input("y"), Self.input("y", "1"), Self.input("y", "1", "3")] {
            let result = cli.run(["ask"], stdin: input)
            #expect(result.status == 1 && result.stderr == "入力が終わったので、何も記録していません。\n", "\(result)")
            #expect(cli.journalBytes == before)
        }
    }

    @Test("the result equals the same day recorded with the app's edits: answer, two chip taps, feelings")
    func sameAsTheApp() throws {
        let asked = CLI(), logged = CLI()
        #expect(asked.run(["ask"], stdin: Self.input("y", "2 2", "4", "1")).status == 0)
        #expect(logged.run("log", "2x2", "--mood", "4", "--craving", "1").status == 0)
        #expect(asked.journalBytes == logged.journalBytes)
    }

    @Test("the day ask saves is the day the app's keys save: y, then chip 2 twice")
    func sameAsTheAppsKeys() throws {
        let asked = CLI()
        #expect(asked.run(["ask"], stdin: Self.input("y", "2 2", "", "")).status == 0)
        var state = AppState(journal: .empty(in: .ja), today: LocalDate(year: 2026, month: 11, day: 29)!)
        reduce(&state, .main(.answered(.yes)))
        reduce(&state, .main(.chipTapped(1)))
        reduce(&state, .main(.chipTapped(1)))
        #expect(asked.journalBytes == JournalWriter.bytes(of: state.journal))
    }

    @Test("while a medicine is set the last question is whether it was taken: y marks it as log --medicine does, n takes a mark back, Enter skips")
    func medicine() {
        let cli = CLI()
        #expect(cli.run("config", "medicine", "セリンクロ").status == 0)
        let result = cli.run(["ask"], stdin: Self.input("n", "", "", "はい?", "y"))
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.contains("服薬: セリンクロを飲みましたか？ y（はい）か n（いいえ）で答えてください。答えないときは何も入れずに Enter を押してください。"))
        #expect(result.lines.contains("y か n で答えてください。答えないときは何も入れずに Enter を押してください。"))
        let logged = CLI()
        #expect(logged.run("config", "medicine", "セリンクロ").status == 0)
        #expect(logged.run("log", "--sober", "--medicine").status == 0)
        #expect(cli.journalBytes == logged.journalBytes)
        // Enter leaves the mark as it is; n takes it back.
        #expect(cli.run(["ask"], stdin: Self.input("n", "", "", "")).status == 0)
        #expect(cli.journalBytes == logged.journalBytes)
        #expect(cli.run(["--lang", "en", "ask"], stdin: Self.input("n", "", "", "no")).status == 0)
        #expect(cli.journalText.contains(#""2026-11-29": {"drank": false}"#), "\(cli.journalText)")
        // Without a medicine set, nothing is asked about it.
        #expect(!CLI().run(["ask"], stdin: Self.input("n", "", "")).stdout.contains("服薬"))
    }

    @Test("a future day is refused before any question")
    func futureDay() {
        let cli = CLI()
        let result = cli.run(["ask", "2026-11-30"], stdin: Self.input("y"))
        #expect(result.status == 2 && result.stdout.isEmpty)
    }
}
