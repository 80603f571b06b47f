/// Views, canvas and keymap: pure Swift, no curses.
public enum UILayer {}
