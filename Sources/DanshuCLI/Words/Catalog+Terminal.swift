import DanshuCore
import DanshuTerminal
import DanshuText

/// Words for starting the full-screen app.
extension Catalog {
    var noTerminal: String {
        pick(
            "danshu: 端末がありません。全画面は端末で起動してください。1行ずつ答えるなら danshu ask、スクリプトでは danshu log / show / status などのサブコマンドを使えます（danshu --help）",
            "danshu: not a terminal. Start the full-screen app in a terminal; danshu ask answers line by line, and scripts can use subcommands such as danshu log, show or status (danshu --help)"
        )
    }

    func badAmbiguousWidth(_ value: String) -> String {
        pick(
            "DANSHU_AMBIGUOUS_WIDTH は auto、1、2 のどれかです（値: \(value)）",
            "DANSHU_AMBIGUOUS_WIDTH must be auto, 1 or 2, found \(value)")
    }

    func badPinnedToday(_ value: String) -> String {
        pick(
            "DANSHU_TODAY は YYYY-MM-DD で指定してください（例: 2026-11-29）。値: \(value)",
            "DANSHU_TODAY must be a date as YYYY-MM-DD (e.g. 2026-11-29), found \(value)")
    }

    func badPinnedNow(_ value: String) -> String {
        pick(
            "DANSHU_NOW は YYYY-MM-DDTHH:MM で指定してください（例: 2026-11-29T21:10）。値: \(value)",
            "DANSHU_NOW must be a local date and time as YYYY-MM-DDTHH:MM (e.g. 2026-11-29T21:10), found \(value)")
    }

    func message(for error: TerminalError) -> String {
        switch error {
        case .notATerminal: return noTerminal
        case .terminalTypeNotSet:
            return pick(
                "danshu: 環境変数 TERM が設定されていないため、全画面を表示できません。端末の種類を設定してください（例: export TERM=xterm-256color）",
                "danshu: TERM is not set, so the full screen cannot be shown. Set it to your terminal's type (e.g. export TERM=xterm-256color)"
            )
        case .unknownTerminal(let term):
            return pick(
                "danshu: 端末の種類「\(term)」を知りません（terminfo にありません）。TERM を確認してください（例: TERM=xterm-256color）",
                "danshu: unknown terminal type \"\(term)\" (not in terminfo). Check TERM (e.g. TERM=xterm-256color)")
        case .noCursorAddressing(let term):
            return pick(
                "danshu: 端末の種類「\(term)」はカーソルを動かせないため、全画面を表示できません。danshu ask なら1行ずつ答えて記録できます。ほかのサブコマンドも使えます（danshu --help）",
                "danshu: terminal type \"\(term)\" cannot move the cursor, so the full screen cannot be shown. danshu ask records the day line by line here; other subcommands work too (danshu --help)"
            )
        }
    }
}
