import Foundation
import Testing

/// Urges and if-then plans (design.md §9) through the real binary in tmux, every key sent as the bytes a terminal
/// sends, the wall clock pinned with `DANSHU_NOW`: `i` logs an urge and shows the plans for it at once, a digit makes
/// an example one's own; started again eleven minutes on, the app asks 「今の強さは？」 and keeps the answer; saving a
/// heavy day's context offers 「次にこの状況になったら？」.
@Suite("Urges and if-then plans on a real terminal")
struct UrgeEndToEndTests {
    /// The journal's top-level object.
    static func top(_ folder: TmuxSession.Folder) throws -> [String: Any] {
        let data = try #require(folder.journalBytes())
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(
        "i 7 Tab 1 Enter logs the urge at 21:10 with the plans shown; 1 adds the example; at 21:21 the question comes and is kept"
    )
    func logPlansAndFollowUp() async throws {
        let folder = try TmuxSession.Folder()
        let app = try TmuxSession(folder: folder, environment: ["DANSHU_NOW": "2026-11-29T21:10"])
        try await app.waitFor("お酒を飲みましたか？", "i 衝動")
        try await app.pressBytes([0x69], what: "the urge form") { $0.contains("いまの衝動: 21:10") && $0.contains("きっかけ") }
        // Strength 7, Tab to the triggers, 1 (ストレス), Enter (a carriage return).
        try await app.pressBytes(Array("7\t1\r".utf8), what: "the plans shown") {
            $0.contains("この衝動へのもしもプラン") && $0.contains("1 もし ストレス なら 散歩する") && $0.contains("21:10 強さ7 の衝動を記録しました")
        }
        let days = try folder.journalDays()
        let urges = try #require(days["2026-11-29"]?["urges"] as? [[String: Any]])
        #expect(urges.count == 1 && urges[0]["at"] as? String == "21:10" && urges[0]["strength"] as? Int == 7)
        #expect(urges[0]["triggers"] as? [String] == ["stress"] && urges[0]["after"] == nil)
        #expect(try Self.top(folder)["ifThenPlans"] == nil, "an example is never added without a key")

        try await app.pressBytes([0x31], what: "the example made a plan") {
            $0.contains("もしもプラン 1 を加えました") && $0.contains("・もし ストレス なら 散歩する")
        }
        let plans = try #require(try Self.top(folder)["ifThenPlans"] as? [[String: Any]])
        #expect(plans.count == 1 && plans[0]["id"] as? String == "20261129T2110")
        #expect(
            plans[0]["if"] as? [String: String] == ["trigger": "stress"]
                && plans[0]["then"] as? [String: String] == ["response": "walk"])
        try await app.pressBytes([0x0d], what: "the plans closed") { !$0.contains("この衝動へのもしもプラン") }
        try app.sendBytes([0x71])
        #expect(try await app.exitStatus() == 0)

        // Eleven minutes on, the app asks as it starts; 3, Tab, 1 (the walk), Enter.
        let later = try TmuxSession(folder: folder, environment: ["DANSHU_NOW": "2026-11-29T21:21"])
        try await later.waitFor("今の強さは？", "21:10 の衝動（強さ7・ストレス）から 11分", "1 もし ストレス なら 散歩する")
        try await later.pressBytes(Array("3\t1\r".utf8), what: "the follow-up kept") {
            !$0.contains("今の強さは？") && $0.contains("強さ 7→3 を記録しました")
        }
        let answered = try #require(try folder.journalDays()["2026-11-29"]?["urges"] as? [[String: Any]])
        #expect(answered[0]["after"] as? Int == 3 && answered[0]["afterMinutes"] as? Int == 11)
        #expect(answered[0]["plan"] as? String == "20261129T2110")
        // u takes the answer back, as any change.
        try await later.pressBytes([0x75], what: "the follow-up taken back") { $0.contains("元に戻しました") }
        #expect((try folder.journalDays()["2026-11-29"]?["urges"] as? [[String: Any]])?[0]["after"] == nil)
        try later.sendBytes([0x71])
        #expect(try await later.exitStatus() == 0)
    }

    @Test(
        "1 0 typed is 10, not 0: in 「今の強さは？」, the urge form and the day's craving (f), as the scale says, in both languages",
        arguments: ["ja", "en"])
    func tenTypedAsOneZero(language: String) async throws {
        let en = language == "en"
        let folder = try TmuxSession.Folder()
        let journal = """
            {
              "format": "danshu-journal",
              "version": 4,
              "settings": {},
              "presets": [{"abv": 5, "ml": 500, "name": "ビール500缶"}],
              "days": {
                "2026-11-29": {"urges": [{"at": "21:00", "strength": 9}]}
              }
            }

            """
        try journal.write(toFile: folder.journal, atomically: true, encoding: .utf8)
        let app = try TmuxSession(
            folder: folder, arguments: en ? ["--lang", "en"] : [],
            environment: ["DANSHU_NOW": "2026-11-29T21:15"])
        let hint = en ? "0 none to 10 strongest (10 is 1 0)" : "0 なし 〜 10 とても強い（10 は 1 0）"
        try await app.waitFor(en ? "How strong is it now?" : "今の強さは？", hint)
        try await app.pressBytes(Array("10\r".utf8), what: "the follow-up kept") {
            $0.contains(en ? "Recorded 9 → 10" : "強さ 9→10 を記録しました")
        }
        let followedUp = try #require(try folder.journalDays()["2026-11-29"]?["urges"] as? [[String: Any]])
        #expect(followedUp[0]["after"] as? Int == 10, "not a false drop to 0")

        try await app.pressBytes([0x69], what: "the urge form") {
            $0.contains(hint) && !$0.contains(en ? "How strong" : "今の強さは？")
        }
        try await app.pressBytes(Array("10\r".utf8), what: "the urge logged") {
            $0.contains(en ? "Logged an urge at 21:15, strength 10" : "21:15 強さ10 の衝動を記録しました")
        }
        let urges = try #require(try folder.journalDays()["2026-11-29"]?["urges"] as? [[String: Any]])
        #expect(urges.count == 2 && urges[1]["at"] as? String == "21:15" && urges[1]["strength"] as? Int == 10)
        try await app.pressBytes([0x0d], what: "the plans closed") {
            !$0.contains(en ? "Your plans for this urge" : "この衝動へのもしもプラン")
        }

        // f, Tab to the craving, 1 0, Enter.
        try await app.pressBytes([0x66], what: "the feelings form") {
            $0.contains(en ? "Mood and craving:" : "気分と飲みたい気持ち:")
        }
        try await app.pressBytes(Array("\t10\r".utf8), what: "the craving saved") {
            $0.contains(en ? "Craving saved" : "飲みたい気持ちを保存しました")
        }
        #expect(try folder.journalDays()["2026-11-29"]?["craving"] as? Int == 10)
        try app.sendBytes([0x71])
        #expect(try await app.exitStatus() == 0)
    }

    @Test("Esc skips the question for this run; the plans pane (I) lists the plan with how it did and the examples")
    func skipAndPane() async throws {
        let folder = try TmuxSession.Folder()
        let journal = """
            {
              "format": "danshu-journal",
              "version": 4,
              "settings": {},
              "presets": [{"abv": 5, "ml": 500, "name": "ビール500缶"}],
              "ifThenPlans": [
                {"id": "20261101T2100", "if": {"trigger": "stress"}, "then": {"response": "walk"}}
              ],
              "days": {
                "2026-11-28": {"urges": [{"after": 3, "afterMinutes": 12, "at": "20:00", "plan": "20261101T2100", "strength": 7, "triggers": ["stress"]}]},
                "2026-11-29": {"urges": [{"at": "21:00", "strength": 6, "triggers": ["tired"]}]}
              }
            }

            """
        try journal.write(toFile: folder.journal, atomically: true, encoding: .utf8)
        let app = try TmuxSession(folder: folder, environment: ["DANSHU_NOW": "2026-11-29T21:15"])
        try await app.waitFor("今の強さは？", "21:00 の衝動（強さ6・疲れ）から 15分")
        try await app.pressEscape(until: "今回は聞きません")
        try await app.pressBytes([0x49], what: "the plans pane") {
            $0.contains("もしもプラン") && $0.contains("1 もし ストレス なら 散歩する") && $0.contains("平均 −4.0・1回")
                && $0.contains("例（Enter で自分のプランに）")
        }
        #expect(
            try folder.journalDays()["2026-11-29"]?["urges"].map { ($0 as? [[String: Any]])?[0]["after"] == nil }
                == true)
        try app.sendBytes([0x71])
        try await app.waitFor("お酒を飲みましたか？")
        try app.sendBytes([0x71])
        #expect(try await app.exitStatus() == 0)
    }

    @Test("c on a heavy day: 2 Tab Tab 3 Enter saves the context and offers the plan with IF 誘われた; 4 Enter adds it")
    func slipOffer() async throws {
        let folder = try TmuxSession.Folder()
        let journal = """
            {
              "format": "danshu-journal",
              "version": 3,
              "settings": {},
              "presets": [{"abv": 5, "ml": 500, "name": "ビール500缶"}],
              "days": {
                "2026-11-29": {"drank": true, "drinks": [{"abv": 5, "count": 3, "grams": 20, "ml": 500, "name": "ビール500缶"}]}
              }
            }

            """
        try journal.write(toFile: folder.journal, atomically: true, encoding: .utf8)
        let app = try TmuxSession(folder: folder, environment: ["DANSHU_NOW": "2026-11-29T22:40"])
        try await app.waitFor("ビール500缶 × 3")
        try await app.pressBytes([0x63], what: "the context form") { $0.contains("飲んだ日の状況: 2026年11月29日(日)") }
        try await app.pressBytes(Array("2\t\t3\r".utf8), what: "the offer after a slip") {
            $0.contains("次にこの状況になったら？") && $0.contains("状況から「もし」を入れました") && $0.contains("飲んだ日の状況を保存しました")
        }
        let context = try #require(try folder.journalDays()["2026-11-29"]?["context"] as? [String: Any])
        #expect(context["where"] as? String == "out" && context["why"] as? [String] == ["social"])
        try await app.pressBytes(Array("4\r".utf8), what: "the plan added") {
            !$0.contains("次にこの状況になったら？") && $0.contains("もしもプラン 1 を加えました")
        }
        let plans = try #require(try Self.top(folder)["ifThenPlans"] as? [[String: Any]])
        #expect(plans.count == 1 && plans[0]["id"] as? String == "20261129T2240")
        #expect(
            plans[0]["if"] as? [String: String] == ["trigger": "offered"]
                && plans[0]["then"] as? [String: String] == ["response": "leave"])

        // Saved again, the offer comes again; one key (Esc) skips it and nothing is added.
        try await app.pressBytes([0x63], what: "the context form again") { $0.contains("飲んだ日の状況: 2026年11月29日(日)") }
        try await app.pressBytes(Array("1\r".utf8), what: "the offer again") { $0.contains("次にこの状況になったら？") }
        try await app.pressEscape(what: "the offer skipped") { !$0.contains("次にこの状況になったら？") }
        #expect((try Self.top(folder)["ifThenPlans"] as? [[String: Any]])?.count == 1)
        try app.sendBytes([0x71])
        #expect(try await app.exitStatus() == 0)
    }
}
