#include "shim.h"
#include <dlfcn.h>
#include <string.h>

// The library's soname: the one the headers at build time belong to (ncurses 6, wide characters).
#if defined(__APPLE__)
static const char *const library_names[] = { "libncursesw.6.dylib", "libncurses.6.dylib", "libncurses.dylib", NULL };
#else
static const char *const library_names[] = { "libncursesw.so.6", NULL };
#endif

// Every ncurses symbol the program uses, found once by cn_load.
static struct {
    int (*setupterm)(const char *, int, int *);
    int (*tigetflag)(const char *);
    int (*tigetnum)(const char *);
    char *(*tigetstr)(const char *);
    char *(*tiparm)(const char *, ...);
    int (*del_curterm)(TERMINAL *);
    TERMINAL **cur_term;
    SCREEN *(*newterm)(const char *, FILE *, FILE *);
    SCREEN *(*set_term)(SCREEN *);
    void (*delscreen)(SCREEN *);
    int (*endwin)(void);
    int (*cbreak)(void);
    int (*noecho)(void);
    int (*nonl)(void);
    int (*def_prog_mode)(void);
    int (*keypad)(WINDOW *, bool);
    int (*curs_set)(int);
    bool (*has_colors)(void);
    int (*getmaxx)(const WINDOW *);
    int (*getmaxy)(const WINDOW *);
    int (*resize_term)(int, int);
    WINDOW **stdscr;
} api;

static int loaded;  // 1 loaded, -1 failed, 0 not tried
static char load_error[512];

static int find(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot != NULL) return 0;
    snprintf(load_error, sizeof load_error, "%s: %s", name, "not in the ncurses library");
    return -1;
}

int cn_load(void) {
    if (loaded != 0) return loaded == 1 ? 0 : -1;
    void *library = NULL;
    for (int i = 0; library_names[i] != NULL && library == NULL; i++) {
        library = dlopen(library_names[i], RTLD_NOW | RTLD_GLOBAL);
        // The first name's reason is the one worth showing.
        if (library == NULL && i == 0) {
            const char *text = dlerror();
            snprintf(load_error, sizeof load_error, "%s", text != NULL ? text : library_names[i]);
        }
    }
    if (library == NULL) { loaded = -1; return -1; }
    int failed = 0;
    failed |= find(library, "setupterm", (void **)&api.setupterm);
    failed |= find(library, "tigetflag", (void **)&api.tigetflag);
    failed |= find(library, "tigetnum", (void **)&api.tigetnum);
    failed |= find(library, "tigetstr", (void **)&api.tigetstr);
    failed |= find(library, "tiparm", (void **)&api.tiparm);
    failed |= find(library, "del_curterm", (void **)&api.del_curterm);
    failed |= find(library, "cur_term", (void **)&api.cur_term);
    failed |= find(library, "newterm", (void **)&api.newterm);
    failed |= find(library, "set_term", (void **)&api.set_term);
    failed |= find(library, "delscreen", (void **)&api.delscreen);
    failed |= find(library, "endwin", (void **)&api.endwin);
    failed |= find(library, "cbreak", (void **)&api.cbreak);
    failed |= find(library, "noecho", (void **)&api.noecho);
    failed |= find(library, "nonl", (void **)&api.nonl);
    failed |= find(library, "def_prog_mode", (void **)&api.def_prog_mode);
    failed |= find(library, "keypad", (void **)&api.keypad);
    failed |= find(library, "curs_set", (void **)&api.curs_set);
    failed |= find(library, "has_colors", (void **)&api.has_colors);
    failed |= find(library, "getmaxx", (void **)&api.getmaxx);
    failed |= find(library, "getmaxy", (void **)&api.getmaxy);
    failed |= find(library, "resize_term", (void **)&api.resize_term);
    failed |= find(library, "stdscr", (void **)&api.stdscr);
    if (failed) { memset(&api, 0, sizeof api); loaded = -1; return -1; }
    loaded = 1;
    return 0;
}

const char *cn_load_error(void) { return load_error; }

int cn_setupterm(const char *term, int fd, int *status) { return api.setupterm(term, fd, status); }
int cn_tigetflag(const char *name) { return api.tigetflag(name); }
int cn_tigetnum(const char *name) { return api.tigetnum(name); }
SCREEN *cn_newterm(const char *type, FILE *output, FILE *input) { return api.newterm(type, output, input); }
SCREEN *cn_set_term(SCREEN *screen) { return api.set_term(screen); }
void cn_delscreen(SCREEN *screen) { api.delscreen(screen); }
int cn_endwin(void) { return api.endwin != NULL ? api.endwin() : ERR; }
int cn_cbreak(void) { return api.cbreak(); }
int cn_noecho(void) { return api.noecho(); }
int cn_nonl(void) { return api.nonl(); }
int cn_def_prog_mode(void) { return api.def_prog_mode(); }
int cn_keypad(WINDOW *window, bool on) { return api.keypad(window, on); }
int cn_curs_set(int visibility) { return api.curs_set(visibility); }
bool cn_has_colors(void) { return api.has_colors(); }
// getmaxx and getmaxy are also macros: the parentheses call the functions.
int cn_getmaxx(const WINDOW *window) { return (api.getmaxx)(window); }
int cn_getmaxy(const WINDOW *window) { return (api.getmaxy)(window); }
int cn_resize_term(int height, int width) { return api.resize_term(height, width); }
WINDOW *cn_stdscr(void) { return *api.stdscr; }

const char *cn_string_capability(const char *name) {
    const char *value = api.tigetstr(name);
    return (value == NULL || value == (const char *)-1 || *value == 0) ? NULL : value;
}

const char *cn_parameters(const char *capability, int first, int second) {
    return api.tiparm(capability, first, second);
}

void cn_forget_terminal(void) {
    if (*api.cur_term != NULL) api.del_curterm(*api.cur_term);
}
