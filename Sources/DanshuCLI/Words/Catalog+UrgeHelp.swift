import DanshuCore
import DanshuText

/// `danshu help urge` and `danshu help plans` (design.md §9).
extension Catalog {
    /// The details of `danshu urge`.
    var urgeDetails: String {
        let triggers = UrgeTrigger.allCases.map { $0.rawValue + "（" + Catalog(.ja).urgeTrigger($0) + "）" }.joined(
            separator: "、")
        return pick(
            """
            今の（または --at の時刻の）飲みたい衝動を、強さ 0〜10 で記録します。その日の「飲みたい気持ち」（log --craving）は
            1日全体の気持ち、衝動はその時の一瞬の記録で、どちらからも計算しません。DATE を省くと今日です（夜中は
            dayStartsAtHour までその前の日）。記録のあと、きっかけや時間帯に合うもしもプランを効いた順に（プランがなければ例を）、
            データがそろえば衝動がおさまるまでの時間を表示します。

              --at HH:MM            時刻（24時間、既定: 今。今日でない DATE には必須。まだ来ていない時刻は記録できません）
              --trigger WORDS       きっかけ（カンマ区切り、日本語も可）: \(triggers)
              --trigger-text TEXT   一覧にないきっかけ（100文字まで）
              --place PLACE         場所: home、out、work、visit、other（自宅・店 などの言葉も可）
              --company WHO         だれと: alone、family、friends、colleagues、other
              --note TEXT           メモ
              --plan N              使ったもしもプランの番号（danshu plans list）
              --done TEXT           したこと（100文字まで）
              --after N             あとの強さ 0〜10 を今記録する（12時間より前の衝動には --after-minutes も）
              --after-minutes M     あとの強さが衝動の何分後か（0〜720。既定: 衝動から今までの分数）
              --wait MIN            MIN 分（1〜120）待ってから「今の強さは？」と使ったプランを尋ねて記録する
                                    （答えがなければ記録せず終了コード 1。衝動の記録は残ります）

            STRENGTH なしの --after N（と --plan、--done）は、あとの強さを待っている最新の衝動（12時間以内）に記録します。
            --at HH:MM [DATE] でどの衝動かを選べます。

            例:
              danshu urge 7 --trigger stress,tired
              danshu urge 6 --trigger 誘われた --place out --company colleagues
              danshu urge 8 --at 21:10 yesterday --trigger habit
              danshu urge 7 --trigger stress --wait 10
              danshu urge --after 3 --plan 1
            """,
            """
            Logs an urge to drink, now (or at --at), with its strength 0 to 10. The day's craving (log --craving) is how the
            whole day felt; an urge is one moment; neither is worked out from the other. DATE defaults to today (past
            midnight, the day before until dayStartsAtHour). Afterwards it prints your if-then plans whose IF fits the
            triggers or the hour, best first (examples before you have any), and, once there is data, how long your urges
            took to pass.

              --at HH:MM            the time (24-hour; default now; needed with a DATE other than today; not a time to come)
              --trigger WORDS       triggers, comma-separated (Japanese words too): \(UrgeTrigger.allCases.map { $0.rawValue }.joined(separator: ", "))
              --trigger-text TEXT   a trigger not on the list (up to 100 characters)
              --place PLACE         where: home, out, work, visit, other
              --company WHO         with whom: alone, family, friends, colleagues, other
              --note TEXT           a note
              --plan N              the if-then plan you used, by its number (danshu plans list)
              --done TEXT           what you did (up to 100 characters)
              --after N             the strength afterwards, 0 to 10, given now (with --after-minutes for an urge
                                    more than 12 hours ago)
              --after-minutes M     how many minutes after the urge that was (0 to 720; default: the minutes since it)
              --wait MIN            wait MIN minutes (1 to 120), then ask how strong it is now and which plan you used,
                                    and record it (no answer: nothing more recorded, exit status 1; the urge stays)

            Without a STRENGTH, --after N (with --plan, --done) answers the latest urge still waiting for its follow-up
            (within 12 hours); --at HH:MM [DATE] names another.

            Examples:
              danshu urge 7 --trigger stress,tired
              danshu urge 6 --trigger offered --place out --company colleagues
              danshu urge 8 --at 21:10 yesterday --trigger habit
              danshu urge 7 --trigger stress --wait 10
              danshu urge --after 3 --plan 1
            """)
    }

    /// The details of `danshu plans`.
    var plansDetails: String {
        pick(
            """
              list                       一覧（番号、もし、なら、これまでの記録。休止中のプランは後ろに）。プランがなければ例も
              add --if KIND:VALUE --then KIND:VALUE
                                         追加。もし: trigger:stress（きっかけ、日本語も可）、hours:18-22（時間帯）、
                                         place:out、company:alone、text:文字。なら: response:walk（下の一覧、日本語も可）、text:文字
              add --starter N            例の N 番を追加（例は danshu plans list。頼まれなければ何も追加しません）
              edit N [--if …] [--then …] 変更（これまでの記録はそのまま）
              retire N [--undo]          休止（消さずに記録を残し、衝動のときに出さない）。--undo でまた使う
              move N POSITION            POSITION 番目へ移動

            なら（response）: \(CopingResponse.allCases.map { $0.rawValue + "（" + Catalog(.ja).copingResponse($0) + "）" }.joined(separator: "、"))
            空の「もし」「なら」、同じ「もし」と「なら」のプラン、ない番号は受け付けません（何も変わりません）。

            例:
              danshu plans add --if trigger:stress --then response:walk
              danshu plans add --if hours:18-22 --then 'text:炭酸水を冷やしておく'
              danshu plans add --starter 3
              danshu plans move 3 1
            """,
            """
              list                       the list (number, IF, THEN, how it has done; retired plans after), with examples
                                         while there are no plans
              add --if KIND:VALUE --then KIND:VALUE
                                         add one. IF: trigger:stress (a trigger), hours:18-22 (a time of day), place:out,
                                         company:alone, text:ANY WORDS. THEN: response:walk (below), text:ANY WORDS
              add --starter N            add example N (see danshu plans list; nothing is added unless asked)
              edit N [--if …] [--then …] change one (its record stays)
              retire N [--undo]          retire one: kept with its record, no longer offered; --undo takes it back
              move N POSITION            move one to POSITION

            THEN responses: \(CopingResponse.allCases.map { $0.rawValue }.joined(separator: ", "))
            An empty IF or THEN, the same IF and THEN as a plan in use, or a number with no plan is refused (nothing changes).

            Examples:
              danshu plans add --if trigger:stress --then response:walk
              danshu plans add --if hours:18-22 --then 'text:keep sparkling water cold'
              danshu plans add --starter 3
              danshu plans move 3 1
            """)
    }
}
