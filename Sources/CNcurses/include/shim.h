#ifndef DANSHU_CNCURSES_SHIM_H
#define DANSHU_CNCURSES_SHIM_H

// The wide-character API of ncursesw is hidden unless this comes first.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <stdbool.h>
#include <stdio.h>
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncurses.h>
#include <term.h>

// ncurses is loaded when a screen is wanted (cn_load), not when the program starts: the commands that only print
// (`status` in a shell prompt, `check`, `log`) never map it and its terminfo library, which on a machine where a page
// costs much was 0.7 ms of every start. The program links no ncurses symbol: call it only through these functions
// (the headers above give its types and constants; a direct call fails to link).

// 0 when ncurses is loaded (once per process; later calls answer at once), -1 when it cannot be, with the reason in
// cn_load_error().
int cn_load(void);
const char *cn_load_error(void);

// ncurses' own functions, through the loaded library; cn_load must have answered 0 first, except for cn_endwin,
// which does nothing before (a signal handler may call it at any time).
int cn_setupterm(const char *term, int fd, int *status);
int cn_tigetflag(const char *name);
int cn_tigetnum(const char *name);
SCREEN *cn_newterm(const char *type, FILE *output, FILE *input);
SCREEN *cn_set_term(SCREEN *screen);
void cn_delscreen(SCREEN *screen);
int cn_endwin(void);
int cn_cbreak(void);
int cn_noecho(void);
int cn_nonl(void);
int cn_def_prog_mode(void);
int cn_keypad(WINDOW *window, bool on);
int cn_curs_set(int visibility);
bool cn_has_colors(void);
int cn_getmaxx(const WINDOW *window);
int cn_getmaxy(const WINDOW *window);
int cn_resize_term(int height, int width);
WINDOW *cn_stdscr(void);

// A terminfo string capability of the current terminal, NULL when the entry does not have it
// (tigetstr answers (char *)-1 for a name it does not know, which Swift cannot compare).
const char *cn_string_capability(const char *name);
// A parameterized string capability with its parameters filled in; tiparm is variadic, which Swift cannot call.
const char *cn_parameters(const char *capability, int first, int second);
// Forgets the entry loaded by setupterm (ncurses keeps it in the global cur_term).
void cn_forget_terminal(void);

// Not visible through Swift's Glibc module.
extern int wcwidth(wchar_t c);

#endif
