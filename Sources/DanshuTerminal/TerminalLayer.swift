/// The driver that draws a DanshuUI canvas with ncurses; filled in by the terminal layer.
public enum TerminalLayer {}
