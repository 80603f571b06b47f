import DanshuCore
import DanshuTestSupport
import Testing

/// `danshu plans` (design.md §9): the if-then plans listed and numbered as the pane numbers them, added (from the
/// examples only when asked), changed, retired with their record kept and moved; bad input changes nothing.
@Suite("danshu plans")
struct PlansCommandTests {
    @Test("before any plan: the examples and how to add one; nothing is added by listing")
    func examplesBeforeAnyPlan() {
        let cli = CLI()
        let result = cli.run("plans")
        #expect(result.status == 0)
        #expect(result.lines.first == "もしもプランはまだありません。")
        #expect(result.lines.contains("  例1   もし ストレス なら 散歩する"), "\(result.stdout)")
        #expect(result.lines.contains("  例12  もし 理由なく なら 10分待つ"), "\(result.stdout)")
        #expect(cli.journalBytes == nil)
        let english = cli.run("--lang", "en", "plans", "list")
        #expect(english.lines.first == "No if-then plans yet.")
        #expect(english.lines.contains("  #1   If stressed, then go for a walk"), "\(english.stdout)")
    }

    @Test("add by KIND:VALUE, bare words and Japanese words, and from the examples; the list numbers them")
    func addAndList() {
        let cli = CLI()
        cli.expect(
            ["plans", "add", "--if", "trigger:stress", "--then", "response:walk"],
            prints: """
                番号  もし      なら      これまで
                   1  ストレス  散歩する

                """, says: "追加しました：もし ストレス なら 散歩する\n")
        #expect(cli.journalText.contains(#"  "ifThenPlans": ["#))
        #expect(
            cli.journalText.contains(
                #"{"id": "20261129T1200", "if": {"trigger": "stress"}, "then": {"response": "walk"}}"#),
            "\(cli.journalText)")
        #expect(cli.run("plans", "add", "--if", "18-22", "--then", "お風呂に入る").status == 0)
        #expect(cli.run("plans", "add", "--if", "店", "--then", "text:  先に水を頼む  ").status == 0)
        #expect(cli.run("plans", "add", "--if", "company:other", "--then", "leave").status == 0)
        #expect(cli.run("plans", "add", "--starter", "3").status == 0)
        cli.expect(
            ["--lang", "en", "plans"],
            prints: """
                #  If                      Then                          So far
                1  stressed                go for a walk
                2  18:00–22:00             take a bath
                3  at a bar or restaurant  先に水を頼む
                4  with others             leave the place
                5  offered a drink         drink something alcohol-free

                """)
        #expect(
            cli.journalText.contains(
                #""id": "20261129T1200-2", "if": {"hours": "18-22"}, "then": {"response": "bath"}"#))
        #expect(cli.journalText.contains(#""if": {"place": "out"}, "then": {"text": "先に水を頼む"}"#))
        #expect(cli.journalText.contains(#""if": {"company": "other"}"#))
    }

    @Test(
        "edit keeps the identity and the record; retire keeps the plan after those in use, marked; --undo takes it back"
    )
    func editRetireMove() {
        let cli = CLI()
        for starter in ["1", "2", "3"] { #expect(cli.run("plans", "add", "--starter", starter).status == 0) }
        #expect(cli.run("urge", "7", "--at", "11:00", "--trigger", "stress", "--plan", "1", "--after", "3").status == 0)
        cli.expect(
            ["plans", "edit", "1", "--then", "text:外を一周する"],
            prints: """
                番号  もし      なら            これまで
                   1  ストレス  外を一周する    使った 1回・平均 4.0 下がった
                   2  疲れ      横になって休む
                   3  誘われた  ノンアルを飲む

                """, says: "変更しました：もし ストレス なら 外を一周する\n")
        cli.expect(
            ["plans", "retire", "1"],
            prints: """
                番号  もし      なら            これまで
                   1  疲れ      横になって休む
                   2  誘われた  ノンアルを飲む
                   3  ストレス  外を一周する    （休止中） 使った 1回・平均 4.0 下がった

                """, says: "休止しました（これまでの記録は残ります）：もし ストレス なら 外を一周する\n")
        #expect(cli.journalText.contains(#""retired": true"#))
        // A retired plan is not offered, and --plan refuses it.
        cli.expectRefused(["urge", "5", "--plan", "3"], "プラン 3 は休止中です（使うなら danshu plans retire 3 --undo）")
        #expect(cli.run("plans", "retire", "3", "--undo").status == 0)
        // Back in use where it stood among them.
        #expect(!cli.journalText.contains(#""retired": true"#))
        cli.expect(
            ["plans", "move", "1", "3"],
            prints: """
                番号  もし      なら            これまで
                   1  疲れ      横になって休む
                   2  誘われた  ノンアルを飲む
                   3  ストレス  外を一周する    使った 1回・平均 4.0 下がった

                """, says: "3番目に移しました：もし ストレス なら 外を一周する\n")
    }

    @Test("bad input changes nothing (exit 2), in both languages", arguments: [Language.ja, .en])
    func badInput(_ language: Language) {
        let cli = CLI()
        #expect(cli.run("plans", "add", "--starter", "1").status == 0)
        func refused(_ arguments: [String], _ ja: String, _ en: String) {
            cli.expectRefused(["--lang", language.rawValue] + arguments, language == .ja ? ja : en)
        }
        refused(["plans", "add", "--if", "text:", "--then", "walk"], "「もし」が空です", "The IF is empty")
        refused(["plans", "add", "--if", "text:   ", "--then", "walk"], "「もし」が空です", "The IF is empty")
        refused(["plans", "add", "--if", "tired", "--then", "text:"], "「なら」が空です", "The THEN is empty")
        refused(
            ["plans", "add", "--if", "stress", "--then", "walk"], "同じ「もし」と「なら」のプランがもうあります",
            "A plan in use already says the same IF and THEN")
        refused(
            ["plans", "add", "--if", "rain", "--then", "walk"], "--if は次のどれかで指定します（「rain」は使えません）",
            "--if takes one of these, not 'rain'")
        refused(["plans", "add", "--if", "hours:22-18", "--then", "walk"], "時間帯は0〜24時", "Hours run from 0 to 24")
        refused(["plans", "add", "--if", "other", "--then", "walk"], "「other」は使えません", "not 'other'")
        refused(
            ["plans", "add", "--if", "stress", "--then", "dance"], "--then は次のどれかで指定します", "--then takes one of these")
        refused(["plans", "add", "--if", "stress"], "--if と --then を両方指定します", "give both --if and --then")
        refused(["plans", "add", "--starter", "13"], "例の番号は 1〜12 です", "examples are numbered 1 to 12")
        refused(
            ["plans", "add", "--starter", "2", "--if", "stress"], "--starter と --if・--then は一緒に使えません",
            "--starter cannot go with")
        refused(
            ["plans", "edit", "2", "--then", "walk"], "もしもプランの番号は 1〜1 です（「2」はありません",
            "if-then plans are numbered 1 to 1, not '2'")
        refused(["plans", "edit", "1"], "--if か --then を指定します", "give --if, --then or both")
        refused(["plans", "retire", "0"], "「0」はありません", "not '0'")
        refused(["plans", "move", "1", "5"], "1〜1 の番号で", "from 1 to 1")
        refused(
            ["plans", "delete", "1"], "plans の操作は list・add・edit・retire・move です",
            "plans takes list, add, edit, retire or move")
        refused(["plans", "list", "--undo"], "--undo は plans list には使えません", "--undo does not go with plans list")
        refused(["plans", "add", "--if", "text:a\u{7}b", "--then", "walk"], "制御文字", "control character")
    }
}
