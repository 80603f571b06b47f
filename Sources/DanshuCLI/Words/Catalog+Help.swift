import DanshuCore
import DanshuStore
import DanshuText

/// `danshu --help`, `danshu help COMMAND` and `danshu COMMAND --help`.
extension Catalog {
    /// The overview: commands, global options, DATE and exit statuses.
    public var generalHelp: String {
        let commands = Command.allCases.map { "  " + pad($0.rawValue, 9) + summary(of: $0) }.joined(separator: "\n")
        return pick(
            """
            danshu — 断酒・減酒の記録

            使い方:
              danshu [オプション]                  全画面アプリ
              danshu コマンド [引数] [オプション]

            コマンド:
            \(commands)

            \(globalOptionsHelp)

            DATE は \(dateForms)。
            曖昧幅の文字（○ ─ │ など）を全角で表示する端末は起動時に判定します。判定できない端末では
            DANSHU_AMBIGUOUS_WIDTH=2 を設定してください（auto が既定、1 で半角）。
            終了コード: 0 成功、1 保存できなかった、2 使い方や入力の誤り、3 ジャーナルが読めない、4 ジャーナルがロック中。
            コマンドの説明: danshu help COMMAND
            マニュアル: man danshu
            """,
            """
            danshu — a journal for quitting or cutting down on alcohol

            Usage:
              danshu [options]                     the full-screen app
              danshu COMMAND [arguments] [options]

            Commands:
            \(commands)

            \(globalOptionsHelp)

            DATE is \(dateForms).
            Terminals that draw ambiguous-width characters (○ ─ │ …) two cells wide are detected at start;
            where that fails, set DANSHU_AMBIGUOUS_WIDTH=2 (auto is the default, 1 forces one cell).
            Exit status: 0 done, 1 could not save, 2 usage or bad input, 3 journal unreadable, 4 journal locked.
            Help on a command: danshu help COMMAND
            The manual: man danshu
            """)
    }

    /// The global options, as the overview and every command's help list them.
    public var globalOptionsHelp: String {
        pick(
            """
            共通オプション（どこに書いてもかまいません）:
              --file PATH                 ジャーナル（既定: $DANSHU_FILE、$XDG_DATA_HOME/danshu/journal.json、
                                          ~/.local/share/danshu/journal.json の順）
              --lang ja|en                表示の言語（既定: $DANSHU_LANG、設定 language）
              --color auto|always|never   色（全画面アプリ。auto は NO_COLOR が設定されていれば色なし）
              --mouse                     マウスを使う（全画面アプリ）
              --no-motion                 アニメーションなし（全画面アプリ。NO_MOTION を設定しても同じ）
              -h, --help                  ヘルプ
              -V, --version               バージョン
            """,
            """
            Global options (anywhere on the line):
              --file PATH                 the journal (default: $DANSHU_FILE, $XDG_DATA_HOME/danshu/journal.json,
                                          then ~/.local/share/danshu/journal.json)
              --lang ja|en                the language (default: $DANSHU_LANG, then the language setting)
              --color auto|always|never   color (full-screen app; auto means none when NO_COLOR is set)
              --mouse                     use the mouse (full-screen app)
              --no-motion                 no animations (full-screen app; so does setting NO_MOTION)
              -h, --help                  this help
              -V, --version               the version
            """)
    }

    /// One line on what a command does.
    public func summary(of command: Command) -> String {
        switch command {
        case .log: return pick("飲んだもの・休肝日・メモを記録", "record drinks, a sober day or a note")
        case .urge: return pick("飲みたい衝動を記録し、その時のもしもプランを表示", "log an urge to drink; shows your if-then plans for it")
        case .plans:
            return pick(
                "もしもプラン（もし…なら…）の一覧・追加・変更・休止・並べ替え",
                "list, add, change, retire and reorder if-then plans")
        case .show: return pick("その日の記録を表示", "show a day")
        case .plan: return pick("週の予定（飲む日と1日の上限）を立てる・表示", "plan a week (drinking days and the most a day), or show it")
        case .ask:
            return pick(
                "その日の質問に1行ずつ答えて記録（リマインダー、ssh、スクリーンリーダー向け）",
                "answer the day's question line by line (for reminders, ssh, screen readers)")
        case .stats: return pick("月の統計と継続日数", "a month's statistics and the streaks")
        case .report: return pick("受診のためのレポート（4週間と前の4週間）", "the report for your doctor (4 weeks beside the 4 before)")
        case .status: return pick("プロンプトやステータスバー用の1行", "one line for shell prompts and status bars")
        case .remind: return pick("今日が未記録なら知らせる（タイマー用）", "say so when today is not recorded (for timers)")
        case .merge:
            return pick(
                "競合コピーの取り込み、ジャーナルの3方向マージ（git のマージドライバー）",
                "fold in a conflict copy; three-way merge of journals (a git merge driver)")
        case .export: return pick("記録を CSV か JSON で標準出力へ", "the days as CSV or JSON on standard output")
        case .import: return pick("CSV か JSON のエクスポートから日を取り込む", "merge days from a CSV or JSON export")
        case .presets: return pick("プリセットの一覧・追加・削除・並べ替え", "list, add, delete and reorder presets")
        case .config: return pick("設定の表示と変更", "show or change a setting")
        case .check: return pick("ジャーナルを検査", "validate the journal")
        case .help: return pick("ヘルプ", "help on a command")
        }
    }

    /// The help of one command: usage, what it does, its options and examples.
    public func help(for command: Command) -> String {
        let head = usage(command) + "\n\n" + summary(of: command) + "\n\n"
        return head + details(of: command) + "\n\n" + globalOptionsHelp
    }

    private func details(of command: Command) -> String {
        switch command {
        case .log:
            return pick(
                """
                ITEM はプリセットの名前か番号（danshu presets list）。後ろに xN（X、×、*、全角の ｘ も可）で杯数を付けられます。
                DATE を省くと今日です。未来の日は記録できません。記録した後の、その日の内容を表示します。

                  --sober               飲まなかった（いいえ）。その日の飲み物は消えます
                  --drink NAME:ABV:ML[:YEN]
                                        1回限りの飲み物（何度でも）: 名前:度数:量、続けて価格（円）も書けます。
                                        単位を付けると順番は自由です（ハイボール:350ml:7%:500円）。NAME に
                                        「:」を含むときは、価格に 円 か ¥ を付けるか、価格なしなら最後を「:」に
                                        （焼酎 6:4:25:200:）。どちらにも読めるときは両方の書き方を示して止まります
                  --force               人が1日に飲める量（純アルコール 500g）を超える記録や、度数 96% を超える飲み物も
                                        記録する（打ち間違いでないときだけ。付けなければ理由を示して止まります）
                  --note TEXT           その日のメモ（空にすると消えます）
                  --mood N              その日の気分 1〜5（1 つらい、5 よい。空にすると消えます）
                  --craving N           その日の飲みたい気持ち 0〜10（0 なし、10 とても強い。空にすると消えます）
                  --medicine            その日の薬を飲んだ（薬の名前は danshu config medicine で設定）
                  --no-medicine         その日の服薬を取り消す
                  --where PLACE         飲んだ場所: home（自宅）、out（店）、work（職場）、visit（人の家）、other
                  --with WHO            だれと: alone（ひとり）、family、friends、colleagues（職場の人）、other
                  --why REASON,...      理由（いくつでも）: stress、habit（習慣）、social（付き合い）、meal（食事）、
                                        celebration（お祝い）、boredom（退屈）、craving（飲みたくて）、other
                  --after WHAT          その後: hangover（二日酔い）、blackout（記憶がない）、none
                                        （--where から --after は飲んだ日だけ。指定した欄だけが変わり、空にすると消えます）

                例:
                  danshu log ビール500缶x2
                  danshu log yesterday 1 3x2
                  danshu log -2 --drink 'ハイボール:7:350:450'
                  danshu log --sober --note 'ジムに行った'
                  danshu log --mood 4 --craving 2
                  danshu log --medicine
                  danshu log yesterday 1x2 --where out --with colleagues --why social,meal --after hangover
                """,
                """
                ITEM is a preset's name or number (danshu presets list), optionally followed by xN (or XN, ×N, *N)
                for a count. DATE defaults to today; future days cannot be recorded. Prints the day afterwards.

                  --sober               did not drink (No); clears the day's drinks
                  --drink NAME:ABV:ML[:YEN]
                                        a one-off drink (repeatable), optionally with its price in yen. With
                                        units ABV and volume may come in either order (highball:350ml:7%:¥450).
                                        NAME may contain ':'; then mark a price with ¥ (or yen), or end with ':'
                                        for none (shochu 6:4:25:200:). A text that reads both ways is refused
                                        with both spellings
                  --force               record it even beyond what a person can drink (over 500 g of pure alcohol in
                                        a day or a drink, or stronger than 96 %); without it such an amount, almost
                                        always a typo, is refused with the reason
                  --note TEXT           the day's note (empty removes it)
                  --mood N              the day's mood, 1 (low) to 5 (good); empty removes it
                  --craving N           the day's craving, 0 (none) to 10 (very strong); empty removes it
                  --medicine            the day's medicine taken (set its name with danshu config medicine)
                  --no-medicine         the day's medicine not taken after all
                  --where PLACE         where you drank: home, out (a bar or restaurant), work, visit (someone's
                                        home), other
                  --with WHO            with whom: alone, family, friends, colleagues, other
                  --why REASON,...      why, any of: stress, habit, social, meal, celebration, boredom, craving, other
                  --after WHAT          what followed: hangover, blackout (could not remember), none
                                        (--where to --after are for a drinking day; each changes only its part,
                                        and empty removes it)

                Examples:
                  danshu log 1x2
                  danshu log yesterday 1 3x2
                  danshu log -2 --drink 'highball:7:350:450'
                  danshu log --sober --note 'went to the gym'
                  danshu log --mood 4 --craving 2
                  danshu log --medicine
                  danshu log yesterday 1x2 --where out --with colleagues --why social,meal --after hangover
                """)
        case .show:
            return pick(
                "その日の答え、飲み物、合計とリスク、上限超え、カロリー、支出（価格のある飲み物があれば）、飲んだ日の状況、気分、服薬（薬を設定していれば）、メモを表示します。DATE を省くと今日です。",
                "Prints the day's answer, drinks, total and risk band, the limit, calories, what it cost (once a drink has\na price), what the drinking day was like, the feelings, the medicine (while one is set) and the note.\nDATE defaults to today."
            )
        case .plan: return planDetails
        case .urge: return urgeDetails
        case .plans: return plansDetails
        case .stats:
            return pick(
                """
                  --month YYYY-MM   その月（既定: 今月）
                  --weeks N         今週までの N 週の推移（全画面の w と同じ数字。1〜520）
                  --json            英語のフィールド名の JSON で（docs/cli.md に説明があります）

                直近4週は今日までの28日です。前の4週との増減は記録日あたりで、どちらも21日分の記録がそろってから出します。
                多量飲酒の日があれば、平均が基準内でも「基準内」とは言わず、その日数を伝えます。
                度数1%未満の飲み物だけの日は休肝日に数えます。
                """,
                """
                  --month YYYY-MM   that month (default: this month)
                  --weeks N         the trends of the N weeks up to this one (the numbers of the app's w; 1–520)
                  --json            as JSON with English field names (described in docs/cli.md)

                The last 4 weeks are the 28 days to today; the change from the 4 before is per recorded day, once each has 21.
                With a heavy drinking day, an average within the line is not approved: the heavy days are said instead.
                A day of only drinks under 1% ABV is a sober day.
                """)
        case .report:
            return pick(
                """
                  --weeks N          週数（既定 4、1〜52）
                  --to DATE          この日までの期間（既定: 今日。今日より後の日は使えません）
                  --format F         text（既定）、html（1ファイルで完結、A4 で印刷できます）、json（docs/cli.md）
                  --output FILE      標準出力でなく FILE に書く。フォルダーならその中に report-YYYY-MM-DD.html（.txt、.json）
                  --no-notes         メモを入れない

                日ごとの印（色に頼りません）: ◎ 休肝日  ○ 上限以内  △ 上限超え  × 多量飲酒日  - 未記録。
                多量飲酒日と WHO リスクの基準は設定 sex（unspecified、male、female）によります。未設定なら女性の基準です。
                WHO リスクの下に、直近4週間と国民健康・栄養調査の比較が1行入ります（sex と ageBand による。sex 未設定なら基準のみ）。
                週は weekStartsOn の曜日から始まり、期間で切れた週は（一部）として、その日数分の休肝日の目標（切り上げ）で見ます。
                """,
                """
                  --weeks N          how many weeks (default 4, 1–52)
                  --to DATE          the period's last day (default: today; not after today)
                  --format F         text (the default), html (one self-contained file that prints on A4), json (docs/cli.md)
                  --output FILE      write to FILE instead of standard output; a folder takes report-YYYY-MM-DD.html (.txt, .json)
                  --no-notes         leave the notes out

                Each day's mark (no color needed): ◎ sober  ○ within the limit  △ over it  × heavy drinking day  - not recorded.
                The heavy-day and WHO risk thresholds follow the setting sex (unspecified, male, female); unspecified uses the women's.
                Under the WHO level, one line compares the last 4 weeks with the national survey (by sex and ageBand; the
                guideline only while sex is unspecified).
                Weeks start on weekStartsOn's day; a week the period cuts is marked partial and asked for its share of the goal.
                """)
        case .ask:
            return pick(
                """
                標準入力と標準出力で1行ずつ尋ねます（画面の制御も色も使いません。TERM=dumb、パイプ、スクリーンリーダーで使えます）:
                お酒を飲みましたか（y/n）、飲んだならプリセットの番号（1 3x2 のように。一覧にない飲み物は ハイボール:7:350 のように
                名前:度数:量）、気分、飲みたい気持ち（どちらも空行でとばせます）、
                薬を設定していれば服薬（y/n、空行でとばせます）。飲んだ日として記録済みの日に n と答えると、消す飲み物を示して
                もう一度確かめます（y のときだけ消します。ほかの答えなら何も消さず、はじめの質問に戻ります）。
                答えが正しくなければもう一度尋ね、最後まで答えたときだけ記録します。入力が途中で終わると何も記録せず終了コード 1 です。
                DATE を省くと今日です。
                """,
                """
                Asks on standard input and output, one line at a time (no cursor movement, no color: it works on TERM=dumb, through a
                pipe and with a screen reader): did you drink (y/n), if so which presets (1 3x2; a drink not listed as
                NAME:ABV:ML, e.g. highball:7:350), then mood and craving (an empty
                line skips them), and while a medicine is set whether you took it (y/n; an empty line skips it). On a day recorded
                as a drinking day, n first says which drinks it would remove and asks again: only y removes them; any other
                answer removes nothing and goes back to the first question. A bad answer is
                asked again; only a finished set of answers is saved. If the input ends first, nothing is recorded and the exit
                status is 1. DATE defaults to today.
                """)
        case .status: return statusDetails
        case .remind: return remindDetails
        case .merge: return mergeDetails
        case .export:
            return pick(
                """
                  --format csv|json   CSV（既定）か、ジャーナルと同じ形式の JSON（衝動ともしもプランも入ります）
                  --table days|urges|if-then-plans
                                      CSV の表: 日（既定）、衝動、もしもプラン
                  --from DATE         この日から
                  --to DATE           この日まで

                CSV の列: date,drank,name,ml,abv,grams,count,note（1行に1つの飲み物。休肝日、メモや気分だけの日は1行）。
                気分があれば mood,craving、価格かカロリーのある飲み物があれば price,kcal、服薬の日があれば medicine、
                飲んだ日の状況があれば where,with,why,after が後ろに付きます。
                衝動の表: date,at,strength,triggers,triggerText,place,company,note,plan,doneText,after,afterMinutes（1行に1つ）。
                もしもプランの表: id,if,then,retired（期間によらず全部）
                """,
                """
                  --format csv|json   CSV (the default) or JSON in the journal's own format (with urges and if-then plans)
                  --table days|urges|if-then-plans
                                      the CSV table: the days (the default), the urges, or the if-then plans
                  --from DATE         from this day
                  --to DATE           up to this day

                CSV columns: date,drank,name,ml,abv,grams,count,note (a row per drink; a sober day, or one with only a
                note or feelings, is one row), then mood,craving when a day has feelings, price,kcal when a drink
                has a price or calories of its own, medicine when a day has the medicine taken and
                where,with,why,after when a drinking day has its context. The urges' table:
                date,at,strength,triggers,triggerText,place,company,note,plan,doneText,after,afterMinutes (a row per
                urge). The if-then plans' table: id,if,then,retired (all of them, whatever the range)
                """)
        case .import:
            return pick(
                """
                danshu export の CSV か JSON を読み、ジャーナルにない日を追加します。同じ日は飛ばし、
                内容の違う日は競合として両方を表示し、そのままにします。CSV にない列（古い版の mood、craving、
                price、kcal、medicine、where などの状況）は「不明」として、ジャーナルの値のまま比べ、置き換えでも残します。
                衝動はある日にも1件ずつ加わり（同じ衝動は1件）、もしもプランは識別子ごとに加わります（あるものはそのまま）。
                衝動とプランの CSV はプランの方を先に取り込みます。

                  --dry-run   何も変更せず、どうなるかだけを表示
                  --theirs    競合した日をファイルの内容で置き換える
                """,
                """
                Reads a CSV or JSON file made by danshu export and adds the days the journal lacks. Identical days
                are skipped; a day recorded differently is a conflict, shown both ways and left as it is. A CSV
                column the file lacks (mood, craving, price, kcal, medicine, or the context's where and the rest, in
                older exports) is unknown: the journal's values are compared and kept, even by --theirs. Urges join
                their days one by one, on days the journal has too (the same urge twice is one); if-then plans join
                by identity (one the journal has stays). Import the plans' CSV before the urges' CSV.

                  --dry-run   change nothing; print what would happen
                  --theirs    replace conflicting days with the file's version
                """)
        case .presets:
            return pick(
                """
                  list                     一覧（番号、名前、度数、量、純アルコール量、あれば価格とカロリー）
                  list --names             名前だけを1行に1つ（シェルの補完やスクリプト用）
                  add NAME ABV ML [YEN]    追加（例: danshu presets add ハイボール 7 350 450。YEN は価格（円）。
                                           単位を付けると順番は自由: ハイボール 350ml 7%）
                  rm NAME|NUMBER           削除（過去の記録は変わりません）
                  mv NAME|NUMBER POSITION  POSITION 番目へ移動
                """,
                """
                  list                     the list (number, name, ABV, volume, pure alcohol, price and calories if any)
                  list --names             only the names, one a line (for shell completion and scripts)
                  add NAME ABV ML [YEN]    add one (e.g. danshu presets add highball 7 350 450, YEN the price; with
                                           units ABV and volume may come in either order: highball 350ml 7%)
                  rm NAME|NUMBER           delete one (past days keep their drinks)
                  mv NAME|NUMBER POSITION  move one to POSITION
                """)
        case .config:
            let keys = SettingKey.allCases.map { "  " + pad($0.rawValue, 22) + $0.allowedValues }.joined(
                separator: "\n")
            return pick(
                "引数なしで全設定を、KEY でその値を表示し、KEY VALUE で変更します。\n\n\(keys)\n\n"
                    + "medicine は服薬を記録する薬の名前です（例: danshu config medicine セリンクロ。'' で記録しない）。\n"
                    + "sex と ageBand は統計とレポートの、同じ性別・年代の人との比較に使います（ageBand 未設定なら20歳以上全体）。\n"
                    + "画面の言葉でも指定できます: sex 男性・女性、ageBand 40代・40〜49歳・70歳以上。",
                "Lists every setting without arguments, prints one with KEY, changes it with KEY VALUE.\n\n\(keys)\n\n"
                    + "medicine names the medicine whose days you mark taken (danshu config medicine Selincro; '' turns it off).\n"
                    + "sex and ageBand pick the survey's row the statistics and the report compare with (no ageBand: all adults).\n"
                    + "The screen's words work too: sex men or women, ageBand 40–49 or 70+ (and the Japanese screen's)."
            )
        case .check:
            return pick(
                "読めれば「ok: PATH（N日、プリセット M件）」、読めなければその場所と理由を表示して終了コード 3 で終わります。\n"
                    + "壊れたジャーナルの横に読めるバックアップ（journal.json.bak）があれば、その日時と日数、戻すコマンドも示します。",
                "Prints 'ok: PATH (N days, M presets)', or where and why the journal cannot be read and exits 3.\n"
                    + "Beside a damaged journal, a readable backup (journal.json.bak) is named with its time, its days and the\n"
                    + "command that restores it.")
        case .help:
            return pick("コマンドを省くと全体のヘルプです。", "Without a command, the overview.")
        }
    }

    private func pad(_ s: String, _ width: Int) -> String {
        s + String(repeating: " ", count: max(1, width - s.count))
    }
}
