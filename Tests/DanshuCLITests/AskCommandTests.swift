import DanshuApp
import DanshuCore
import DanshuStore
import DanshuText
import Foundation
import Testing

/// `danshu ask`: the day's question in plain lines, with piped answers, in both languages.
@Suite("danshu ask")
struct AskCommandTests {
    static func input(_ lines: String...) -> [UInt8] { Array((lines.joined(separator: "\n") + "\n").utf8) }

    @Test(
        "a drinking day: the question, the numbered presets, the drinks with counts, the feelings; what is saved is shown"
    )
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
        let result = cli.run(
            ["--lang", "en", "ask", "yesterday"], stdin: Self.input("maybe", "no", "7", "", "11", "2"))
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first == "Sat 28 Nov 2026: did you drink? Answer y (yes) or n (no).")
        #expect(result.lines.filter { $0 == "Please answer y or n." }.count == 1)
        #expect(
            result.lines.contains("Please answer with a number from 1 to 5.")
                && result.lines.contains("Please answer with a number from 0 to 10."))
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
        let asked = CLI()
        let logged = CLI()
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

    @Test(
        "while a medicine is set the last question is whether it was taken: y marks it as log --medicine does, n takes a mark back, Enter skips"
    )
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

    @Test(
        "n on a drinking day says what it will remove and asks once more (y/N); answers that do not confirm change nothing"
    )
    func noOnADrinkingDayAsksFirst() {
        let cli = CLI()
        #expect(cli.run("log", "1x2", "3", "--where", "home").status == 0)
        let before = cli.journalBytes
        // Enter after the warning is no: nothing removed, the day's question again; the input then ends.
        for input in [
            Self.input("n", ""), Self.input("n", "n", "", ""), Self.input("n", "3", "2"),
            Self.input("n", "", "n", "no"),
        ] {
            let result = cli.run(["ask"], stdin: input)
            #expect(result.status == 1, "\(result)")
            #expect(
                result.stdout.contains("はいと答えると、飲んだものはこの記録に加わります。\nいいえと答えると飲み物の記録を消すので、その前に確かめます。\n"),
                "\(result.stdout)")
            #expect(
                result.lines.contains(
                    "いいえにすると、この日の飲み物3杯（114.9g）と飲んだ日の様子を消します。消してよいですか？ y（はい）か n（いいえ）で答えてください。何も入れずに Enter を押すと、いいえです。"),
                "\(result.stdout)")
            #expect(result.lines.contains("何も消していません。もう一度答えてください。"))
            #expect(cli.journalBytes == before)
        }
        // Declined, then answered yes with one more drink: the drinks stay and the new one is added.
        let added = cli.run(["ask"], stdin: Self.input("n", "n", "y", "1", "", ""))
        #expect(added.status == 0, "\(added)")
        #expect(cli.run("show").stdout.contains("ビール500缶 × 3"))
        // Confirmed with y: removed, and the end says what was removed, as `log --sober` does.
        let removed = cli.run(["ask"], stdin: Self.input("n", "y", "", ""))
        #expect(removed.status == 0, "\(removed)")
        #expect(removed.stdout.contains("記録しました。\n飲み物4杯の記録と飲んだ日の様子を消しました。\n"), "\(removed.stdout)")
        let shown = cli.run("show").stdout
        #expect(shown.contains("お酒を飲みましたか？ いいえ") && !shown.contains("ビール500缶"), "\(shown)")
    }

    @Test(
        "in English too; a day with only a context is asked about before it goes, and a sober day is never asked twice")
    func noOnADrinkingDayInEnglish() {
        let cli = CLI()
        #expect(cli.run("log", "yesterday", "1").status == 0)
        let kept = cli.run(["--lang", "en", "ask", "yesterday"], stdin: Self.input("no", "maybe"))
        #expect(
            kept.status == 1
                && kept.lines.contains(
                    "No removes this day's 1 drink (20.0g). Remove? Answer y (yes) or n (no); just Enter is no."),
            "\(kept)")
        #expect(kept.lines.contains("Nothing was removed. Please answer again."))
        let removed = cli.run(["--lang", "en", "ask", "yesterday"], stdin: Self.input("no", "yes", "", ""))
        #expect(removed.status == 0 && removed.stdout.contains("Saved.\nRemoved 1 drink.\n"), "\(removed)")
        // A drinking day with no drinks but a context.
        let context = CLI()
        #expect(context.run("log", "--where", "out", "--note", "x").status == 2)
        #expect(context.run(["ask"], stdin: Self.input("y", "", "", "")).status == 0)
        #expect(context.run("log", "--where", "out").status == 0)
        let asked = context.run(["ask"], stdin: Self.input("n", "y", "", ""))
        #expect(asked.stdout.contains("いいえにすると、この日の飲み物を") == false)
        #expect(asked.lines.contains { $0.hasPrefix("いいえにすると、この日の飲んだ日の様子を消します。") }, "\(asked)")
        #expect(asked.stdout.contains("飲んだ日の様子を消しました。"))
        // A sober day answered no again: nothing to remove, nothing asked.
        let sober = context.run(["ask"], stdin: Self.input("n", "", ""))
        #expect(sober.status == 0 && !sober.stdout.contains("消して"), "\(sober)")
    }

    @Test("a past day is asked about as that day, not as today")
    func pastDayWords() {
        let cli = CLI()
        let past = cli.run(["ask", "2026-10-03"], stdin: Self.input("n", "3", ""))
        #expect(past.status == 0 && past.lines.contains { $0.hasPrefix("この日の気分は 1（つらい）から 5（よい）") }, "\(past)")
        #expect(!past.stdout.contains("今日の気分"))
        let today = cli.run(["ask"], stdin: Self.input("n", "3", ""))
        #expect(today.lines.contains { $0.hasPrefix("今日の気分は") })
        let english = cli.run(["--lang", "en", "ask", "-3"], stdin: Self.input("n", "", ""))
        #expect(
            english.lines.contains { $0.hasPrefix("How was your mood that day, from 1 (low) to 5 (good)?") },
            "\(english)")
    }

    @Test(
        "ask names the feelings' scales with the form's words, from the one catalog entry, in both languages (issue 40)",
        arguments: [Language.ja, .en])
    func scaleWordsAsTheForm(_ language: Language) {
        let cli = CLI()
        let asked = cli.run(["--lang", language.rawValue, "ask"], stdin: Self.input("n", "", ""))
        let catalog = Catalog(language)
        let mood = catalog.moodScaleEnds
        let craving = catalog.cravingScaleEnds
        for (ends, scale) in [(mood, catalog.feelingsScale(.mood)), (craving, catalog.feelingsScale(.craving))] {
            #expect(scale.contains(ends.low) && scale.contains(ends.high), "the form says \(scale)")
            #expect(asked.stdout.contains("（\(ends.low)）") || asked.stdout.contains("(\(ends.low))"), "\(asked)")
            #expect(asked.stdout.contains("（\(ends.high)）") || asked.stdout.contains("(\(ends.high))"), "\(asked)")
        }
        if language == .ja {
            #expect(catalog.feelingsScale(.mood) == "1 つらい 〜 5 よい")
            #expect(asked.stdout.contains("今日の気分は 1（つらい）から 5（よい）のどれですか。"), "\(asked)")
        }
    }

    @Test("a future day is refused before any question")
    func futureDay() {
        let cli = CLI()
        let result = cli.run(["ask", "2026-11-30"], stdin: Self.input("y"))
        #expect(result.status == 2 && result.stdout.isEmpty)
    }
}
