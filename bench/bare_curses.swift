// The floor of the peak-RSS figure in `make bench-ui`: a static Swift program that starts ncurses as danshu
// does (locale, newterm, colors), draws one line in a color and waits for `q`. Built by the bench with
// swiftc against Sources/CNcurses (the module danshu links ncurses through); danshu's peak RSS is judged against an
// absolute target beside it.
import CNcurses
import Glibc

setlocale(LC_ALL, "")
guard let screen = newterm(nil, fdopen(1, "w"), fdopen(0, "r")) else { exit(1) }
set_term(screen)
let window = stdscr
cbreak()
noecho()
nonl()
keypad(window, false)
curs_set(0)
start_color()
use_default_colors()
var cell = cchar_t()
var pair = alloc_pair(203, -1)
/// A_BOLD, a macro Swift cannot import: NCURSES_BITS(1, 13).
let bold = attr_t(1) << (13 + 8)
var y: Int32 = 0
for text in ["断酒 1日目", "q 終了"] {
    var x: Int32 = 0
    for scalar in text.unicodeScalars {
        let chars: [wchar_t] = [wchar_t(bitPattern: scalar.value), 0]
        setcchar(&cell, chars, bold, 0, &pair)
        mvwadd_wch(window, y, x, &cell)
        x += Int32(max(1, wcwidth(wchar_t(bitPattern: scalar.value))))
    }
    y += 1
}
wrefresh(window)
var code: wint_t = 0
while wget_wch(window, &code) != ERR, code != 0x71 {}
endwin()
delscreen(screen)
