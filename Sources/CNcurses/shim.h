#ifndef DANSHU_CNCURSES_SHIM_H
#define DANSHU_CNCURSES_SHIM_H

// The wide-character API of ncursesw is hidden unless this comes first.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncurses.h>
#include <term.h>

// Not visible through Swift's Glibc module.
extern int wcwidth(wchar_t c);

// Macros and globals that Swift cannot import.
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline mmask_t cn_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
#if NCURSES_MOUSE_VERSION > 1
static inline mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t cn_button5_pressed(void) { return 0; }
#endif
static inline int cn_key_code_yes(void) { return KEY_CODE_YES; }

// A terminfo string capability of the current terminal, NULL when the entry does not have it
// (tigetstr answers (char *)-1 for a name it does not know, which Swift cannot compare).
static inline const char *cn_string_capability(const char *name) {
    const char *value = tigetstr(name);
    return (value == NULL || value == (const char *)-1 || *value == 0) ? NULL : value;
}
// A parameterized string capability with its parameters filled in; tiparm is variadic, which Swift cannot call.
static inline const char *cn_parameters(const char *capability, int first, int second) {
    return tiparm(capability, first, second);
}
// Forgets the entry loaded by setupterm (ncurses keeps it in the global cur_term).
static inline void cn_forget_terminal(void) {
    if (cur_term != NULL) del_curterm(cur_term);
}

#endif
