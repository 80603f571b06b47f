#ifndef DANSHU_CNCURSES_SHIM_H
#define DANSHU_CNCURSES_SHIM_H

// ncursesw, linked (module.modulemap): the headers, and what Swift cannot call as they are.

// The wide-character API (cchar_t, setcchar, wadd_wchnstr) is hidden unless this comes first.
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

// Attributes are macros (their bits differ between ncurses 5 and 6).
static inline attr_t cn_attribute_bold(void) { return A_BOLD; }
static inline attr_t cn_attribute_dim(void) { return A_DIM; }
static inline attr_t cn_attribute_reverse(void) { return A_REVERSE; }
static inline attr_t cn_attribute_underline(void) { return A_UNDERLINE; }

// Globals, which Swift 6 refuses to read ("not concurrency-safe").
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

// A terminfo string capability of the current terminal, NULL when the entry does not have it: tigetstr answers
// (char *)-1 for a name it does not know, which Swift cannot compare.
static inline const char *cn_string_capability(const char *name) {
    const char *value = tigetstr(name);
    return (value == NULL || value == (const char *)-1 || *value == 0) ? NULL : value;
}

// Forgets the entry setupterm loaded (ncurses keeps it in the global cur_term).
static inline void cn_forget_terminal(void) {
    if (cur_term != NULL) del_curterm(cur_term);
}

// The C library's allocator, which Swift's Glibc module does not show (malloc.h): the full-screen app takes its large
// blocks (a journal's bytes, a save's copy) from pages of their own, given back to the system when freed, and trims the
// heap's free top at 64 KB. glibc otherwise raises its threshold to the largest block freed, after which a save's copies
// of the journal come from the heap and stay resident for the rest of the session (docs/decisions.md, "A save's peak").
#include <malloc.h>
static inline void cn_give_back_large_blocks(void) {
    mallopt(M_MMAP_THRESHOLD, 32 * 1024);
    mallopt(M_TRIM_THRESHOLD, 64 * 1024);
}

// Not visible through Swift's Glibc module; the program defines its own (DanshuTerminal/CellWidth.swift).
extern int wcwidth(wchar_t c);

#endif
