#!/usr/bin/env python3
"""A terminal model, text only: the cells (a wide character's right half is ""), the cursor, scrolling, the
erasures, enough of xterm for what ncurses sends under the terminfo entries the tests and the bench use. `make bench`
reads danshu's and calcurse's screens with it; the end-to-end tests replay ncurses' output through it
(`erase_replay.py`), once erasing as xterm does and once as mlterm does (ECH counted in characters, a wide one as one).
Python 3 standard library only.
"""

import codecs
import ctypes
import ctypes.util
import locale
import unicodedata

DEC_GRAPHICS = {"j": "┘", "k": "┐", "l": "┌", "m": "└", "n": "┼", "q": "─", "t": "├", "u": "┤",
                "v": "┴", "w": "┬", "x": "│", "a": "▒", "~": "·", "`": "◆", "0": "█", "f": "°",
                "g": "±", "y": "≤", "z": "≥", "{": "π", "|": "≠", "}": "£", "o": "⎺", "p": "⎻",
                "r": "⎼", "s": "⎽", ",": "←", "+": "→", ".": "↓", "-": "↑", "h": "░", "i": "␋"}


def _glibc_wcwidth():
    """glibc's own wcwidth under C.UTF-8 (danshu's width table is glibc's), or None where it cannot be had."""
    try:
        locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
        libc = ctypes.CDLL(ctypes.util.find_library("c"))
        libc.wcwidth.argtypes = [ctypes.c_wchar]
        libc.wcwidth.restype = ctypes.c_int
        return libc.wcwidth
    except (OSError, AttributeError, locale.Error):
        return None


_WCWIDTH = _glibc_wcwidth()


def char_width(ch):
    """Columns a character takes, as glibc's wcwidth counts them under C.UTF-8 (0 for what it cannot print)."""
    if _WCWIDTH is not None:
        return max(_WCWIDTH(ch), 0)
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


class Screen:
    """`erases_by_character`: ECH (ESC [ n X) erases n characters, a wide one (two cells) counting as one, as mlterm
    does; otherwise n cells, as xterm does."""

    def __init__(self, rows, cols, erases_by_character=False):
        self.rows, self.cols = rows, cols
        self.erases_by_character = erases_by_character
        self.erasures = 0  # ECH and EL1 met, which the two ways of counting may tell apart
        self.shifts = 0  # ICH, DCH and insert mode met: counts of characters again, which mlterm may take otherwise
        self.decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self.pending = ""
        self.app_cursor = False  # DECCKM: arrows send ESC O x
        self.autowrap = True
        self.clear()
        self.y = self.x = 0
        self.top, self.bottom = 0, rows - 1
        self.graphics = False
        self.last_char = " "
        self.saved = (0, 0)
        self.replies = []  # what the terminal answers (cursor position reports), for the program's input

    def clear(self):
        self.grid = [[" "] * self.cols for _ in range(self.rows)]

    def text(self):
        return "\n".join("".join(row) for row in self.grid)

    # -- cells
    def _unsplit(self, y, x):
        """Before a cell is written, blank the other half of a wide character it cuts."""
        row = self.grid[y]
        if row[x] == "" and x > 0:
            row[x - 1] = " "
        elif row[x] != "" and x + 1 < self.cols and row[x + 1] == "":
            row[x + 1] = " "

    def _put(self, ch):
        if self.graphics:
            ch = DEC_GRAPHICS.get(ch, ch)
        w = char_width(ch)
        if w == 0:
            return
        if self.x + w > self.cols:
            if self.autowrap:
                self.x = 0
                self._linefeed()
            else:
                self.x = self.cols - w
        self._unsplit(self.y, self.x)
        if w == 2:
            self._unsplit(self.y, self.x + 1)
        self.grid[self.y][self.x] = ch
        if w == 2:
            self.grid[self.y][self.x + 1] = ""
        self.x += w
        self.last_char = ch

    def _blank(self, y, x0, x1):
        x0, x1 = max(0, x0), min(self.cols, x1)
        if x0 >= x1:
            return
        self._unsplit(y, x0)
        # A wide character whose left half is erased loses its right half too.
        if x1 < self.cols and self.grid[y][x1] == "":
            self.grid[y][x1] = " "
        for x in range(x0, x1):
            self.grid[y][x] = " "

    # -- lines
    def _scroll_up(self, n):
        for _ in range(n):
            del self.grid[self.top]
            self.grid.insert(self.bottom, [" "] * self.cols)

    def _scroll_down(self, n):
        for _ in range(n):
            del self.grid[self.bottom]
            self.grid.insert(self.top, [" "] * self.cols)

    def _linefeed(self):
        if self.y == self.bottom:
            self._scroll_up(1)
        elif self.y < self.rows - 1:
            self.y += 1

    def _reverse_index(self):
        if self.y == self.top:
            self._scroll_down(1)
        elif self.y > 0:
            self.y -= 1

    def _clamp(self):
        self.y = min(max(self.y, 0), self.rows - 1)
        self.x = min(max(self.x, 0), self.cols - 1)

    # -- input
    def feed(self, data):
        s = self.pending + self.decoder.decode(data)
        self.pending = ""
        i, n = 0, len(s)
        while i < n:
            ch = s[i]
            if ch == "\x1b":
                used = self._escape(s, i)
                if used == 0:
                    self.pending = s[i:]
                    return
                i += used
                continue
            if ch == "\r":
                self.x = 0
            elif ch in "\n\x0b\x0c":
                self.x = min(self.x, self.cols - 1)
                self._linefeed()
            elif ch == "\b":
                self.x = max(0, min(self.x, self.cols - 1) - 1)
            elif ch == "\t":
                self.x = min(self.cols - 1, (self.x // 8 + 1) * 8)
            elif ch < " " or ch == "\x7f" or "\x80" <= ch < "\xa0":
                pass
            else:
                self._put(ch)
            i += 1

    def _escape(self, s, i):
        """Handles the escape sequence at s[i]; returns its length, or 0 when it is incomplete."""
        if i + 1 >= len(s):
            return 0
        kind = s[i + 1]
        if kind == "[":
            j = i + 2
            while j < len(s) and not ("\x40" <= s[j] <= "\x7e"):
                j += 1
            if j >= len(s):
                return 0
            self._csi(s[i + 2:j], s[j])
            return j - i + 1
        if kind == "]" or kind == "P":  # OSC / DCS: up to BEL or ST
            j = i + 2
            while j < len(s):
                if s[j] == "\x07":
                    return j - i + 1
                if s[j] == "\x1b" and j + 1 < len(s) and s[j + 1] == "\\":
                    return j - i + 2
                j += 1
            return 0
        if kind in "()*+":
            if i + 2 >= len(s):
                return 0
            if kind == "(":
                self.graphics = s[i + 2] == "0"
            return 3
        if kind == "M":
            self._reverse_index()
        elif kind == "D":
            self._linefeed()
        elif kind == "E":
            self.x = 0
            self._linefeed()
        elif kind == "7":
            self.saved = (self.y, self.x)
        elif kind == "8":
            self.y, self.x = self.saved
        elif kind == "c":
            self.__init__(self.rows, self.cols, self.erases_by_character)
        return 2

    def _csi(self, params, final):
        private = params[:1] if params[:1] in "?<=>" else ""
        body = params[len(private):]
        body = "".join(c for c in body if c.isdigit() or c in ";:")
        nums = [int(p) if p.isdigit() else None for p in body.split(";")] if body else []

        def p(k, default=1):
            v = nums[k] if k < len(nums) else None
            return default if v is None or (v == 0 and default == 1) else v

        if private:
            if final in "hl":
                on = final == "h"
                for v in nums:
                    if v == 1:
                        self.app_cursor = on
                    elif v == 7:
                        self.autowrap = on
                    elif v in (47, 1047, 1049) and on:
                        self.clear()
            return
        if final == "h" and 4 in nums:
            self.shifts += 1  # insert mode: not modelled, only counted
        if final in "Hf":
            self.y, self.x = p(0) - 1, p(1) - 1
            self._clamp()
        elif final == "A":
            self.y -= p(0)
            self._clamp()
        elif final in "Be":
            self.y += p(0)
            self._clamp()
        elif final in "Ca":
            self.x += p(0)
            self._clamp()
        elif final == "D":
            self.x = min(self.x, self.cols - 1) - p(0)
            self._clamp()
        elif final == "E":
            self.y, self.x = self.y + p(0), 0
            self._clamp()
        elif final == "F":
            self.y, self.x = self.y - p(0), 0
            self._clamp()
        elif final in "G`":
            self.x = p(0) - 1
            self._clamp()
        elif final == "d":
            self.y = p(0) - 1
            self._clamp()
        elif final == "J":
            mode = p(0, 0)
            x = min(self.x, self.cols - 1)
            if mode == 0:
                self._blank(self.y, x, self.cols)
                for y in range(self.y + 1, self.rows):
                    self._blank(y, 0, self.cols)
            elif mode == 1:
                for y in range(0, self.y):
                    self._blank(y, 0, self.cols)
                self._blank(self.y, 0, x + 1)
            else:
                self.clear()
        elif final == "K":
            mode = p(0, 0)
            x = min(self.x, self.cols - 1)
            if mode == 0:
                self._blank(self.y, x, self.cols)
            elif mode == 1:
                self.erasures += 1
                self._blank(self.y, 0, x + 1)
            else:
                self._blank(self.y, 0, self.cols)
        elif final == "X":
            self.erasures += 1
            x = min(self.x, self.cols - 1)
            end = x + p(0)
            if self.erases_by_character:
                end, counted = x, 0
                while end < self.cols and counted < p(0):
                    end += 2 if end + 1 < self.cols and self.grid[self.y][end + 1] == "" else 1
                    counted += 1
            self._blank(self.y, x, end)
        elif final == "@":
            self.shifts += 1
            x = min(self.x, self.cols - 1)
            row = self.grid[self.y]
            k = min(p(0), self.cols - x)
            self._unsplit(self.y, x)
            row[x:x] = [" "] * k
            del row[self.cols:]
            if row[-1] != "" and char_width(row[-1]) == 2:
                row[-1] = " "
        elif final == "P":
            self.shifts += 1
            x = min(self.x, self.cols - 1)
            row = self.grid[self.y]
            k = min(p(0), self.cols - x)
            self._unsplit(self.y, x)
            if x + k < self.cols and row[x + k] == "":
                row[x + k] = " "
            del row[x:x + k]
            row.extend([" "] * k)
        elif final in "LM":
            if self.top <= self.y <= self.bottom:
                saved_top = self.top
                self.top = self.y
                (self._scroll_down if final == "L" else self._scroll_up)(min(p(0), self.bottom - self.y + 1))
                self.top = saved_top
            self.x = 0
        elif final == "S":
            self._scroll_up(p(0))
        elif final == "T":
            self._scroll_down(p(0))
        elif final == "r":
            top, bottom = p(0) - 1, p(1, self.rows) - 1
            if 0 <= top < bottom < self.rows:
                self.top, self.bottom = top, bottom
            self.y = self.x = 0
        elif final == "b":
            for _ in range(p(0)):
                self._put(self.last_char)
        elif final == "n" and nums == [6]:
            # DSR: report the cursor position, as xterm does (danshu asks it to measure ambiguous widths)
            self.replies.append(f"\x1b[{self.y + 1};{min(self.x, self.cols - 1) + 1}R".encode())
        elif final == "s":
            self.saved = (self.y, self.x)
        elif final == "u":
            self.y, self.x = self.saved
        # m (attributes), t (window ops), other n, c, q …: nothing on the grid
