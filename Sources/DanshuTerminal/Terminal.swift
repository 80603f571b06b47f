import CNcurses
import DanshuCore
import DanshuUI
import Glibc

/// Why the screen could not start.
public enum TerminalError: Error, Equatable {
    /// stdin or stdout is not a terminal.
    case notATerminal
    /// ncurses did not know the terminal type.
    case unknownTerminal(String)
}

/// What reading the keyboard gave.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    /// Nothing arrived within the timeout (time to look at the clock).
    case timeout
    /// The terminal is gone (hang-up, closed pty): end the program.
    case hangup
}

/// The only user of ncurses: starts and restores the terminal, draws frames, reads keys and clicks.
public final class Terminal {
    /// What the user asked for on the command line and in the environment.
    public struct Options: Sendable {
        public var colorMode: ColorMode
        public var mouse: Bool
        public var environment: [String: String]
        public init(colorMode: ColorMode, mouse: Bool, environment: [String: String]) {
            self.colorMode = colorMode
            self.mouse = mouse
            self.environment = environment
        }
    }

    /// The color depth in use.
    public private(set) var depth: ColorDepth = .none
    private var screen: OpaquePointer?
    private var window: UnsafeMutablePointer<WINDOW>?
    private var pairs: [PairKey: Int32] = [:]
    private var running = false
    private var quickErrors = 0

    private struct PairKey: Hashable { var fg: Int32, bg: Int32 }

    /// Starts full-screen mode; the terminal is restored by `stop()`, a signal or a crash.
    public init(options: Options) throws(TerminalError) {
        guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }

        let term = options.environment["TERM"] ?? ""
        let output = fdopen(1, "w"), input = fdopen(0, "r")
        // A truecolor terminal whose terminfo has no direct colors: try the matching -direct entry.
        let wantsTrueColor = ColorSupport.depth(mode: options.colorMode, environment: options.environment,
                                                terminfoColors: 256, terminfoDirect: false) == .truecolor
        let originalSignals = SignalGuard.originalDispositions()
        if wantsTrueColor, let direct = Terminfo.directVariant(of: term, environment: options.environment) {
            screen = direct.withCString { newterm($0, output, input) }
        }
        if screen == nil { screen = newterm(nil, output, input) }
        guard let screen else { throw .unknownTerminal(term.isEmpty ? "(TERM is not set)" : term) }
        set_term(screen)
        window = cn_stdscr()
        running = true
        SignalGuard.install(originals: originalSignals)

        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        set_escdelay(25)
        curs_set(0)
        if options.mouse {
            mousemask(cn_button1_pressed() | cn_button4_pressed() | cn_button5_pressed(), nil)
            mouseinterval(0)
        }
        startColors(options)
    }

    deinit { stop() }

    private func startColors(_ options: Options) {
        guard has_colors() else {
            depth = .none
            return
        }
        start_color()
        use_default_colors()
        let colors = Int(cn_colors())
        let direct = tigetflag("RGB") > 0 || colors >= 1 << 24
        var chosen = ColorSupport.depth(mode: options.colorMode, environment: options.environment,
                                        terminfoColors: colors, terminfoDirect: direct)
        // ncurses can only send 24-bit colors through a direct-color terminfo.
        if chosen == .truecolor && !direct { chosen = colors >= 256 ? .palette256 : .eight }
        if chosen == .palette256 && colors < 256 { chosen = colors >= 8 ? .eight : .none }
        depth = chosen
    }

    /// Puts the terminal back as it was. Safe to call more than once.
    public func stop() {
        guard running else { return }
        running = false
        endwin()
        SignalGuard.uninstall()
        if let screen { delscreen(screen) }
        screen = nil
    }

    /// The screen size in cells.
    public var size: (width: Int, height: Int) {
        guard let window else { return (0, 0) }
        return (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    /// Copies a frame to the screen; ncurses sends only the cells that changed.
    public func draw(_ frame: Frame) {
        guard let window else { return }
        let canvas = frame.canvas
        var cc = cchar_t()
        var chars: [wchar_t] = []
        for y in 0..<min(canvas.height, Int(getmaxy(window))) {
            for x in 0..<min(canvas.width, Int(getmaxx(window))) {
                let cell = canvas[x, y]
                if cell.width == 0 { continue }
                chars.removeAll(keepingCapacity: true)
                for scalar in cell.text.unicodeScalars { chars.append(wchar_t(bitPattern: scalar.value)) }
                if chars.isEmpty { chars.append(32) }
                chars.append(0)
                var pair = pairNumber(for: cell.style)
                _ = withUnsafeMutablePointer(to: &pair) { pairPointer in
                    setcchar(&cc, chars, attributes(cell.style), 0, pairPointer)
                }
                mvwadd_wch(window, Int32(y), Int32(x), &cc)
            }
        }
        if let cursor = frame.cursor {
            curs_set(1)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            curs_set(0)
        }
        wrefresh(window)
    }

    /// Forgets what is on the screen and draws everything again (after a resize or Ctrl-L).
    public func invalidate() {
        guard let window else { return }
        clearok(window, true)
    }

    private func attributes(_ style: Style) -> attr_t {
        var a = cn_a_normal()
        if style.bold { a |= cn_a_bold() }
        if style.dim { a |= cn_a_dim() }
        if style.reverse { a |= cn_a_reverse() }
        if style.underline { a |= cn_a_underline() }
        return a
    }

    /// The ncurses color for a style's color; -1 is the terminal's own.
    private func colorNumber(_ rgb: RGB?) -> Int32 {
        rgb.flatMap { ColorSupport.colorNumber($0, depth: depth) }.map(Int32.init) ?? -1
    }

    private func pairNumber(for style: Style) -> Int32 {
        guard depth != .none, style.foreground != nil || style.background != nil else { return 0 }
        let key = PairKey(fg: colorNumber(style.foreground), bg: colorNumber(style.background))
        if let pair = pairs[key] { return pair }
        let pair = max(0, alloc_pair(key.fg, key.bg))
        pairs[key] = pair
        return pair
    }

    /// Waits for a key up to `timeoutMilliseconds` (negative: forever).
    public func readKey(timeoutMilliseconds: Int32) -> InputEvent {
        guard let window else { return .hangup }
        wtimeout(window, timeoutMilliseconds)
        var code: wint_t = 0
        let started = Terminal.milliseconds()
        let result = wget_wch(window, &code)
        if result == ERR {
            // A gone terminal returns ERR at once, forever; a real timeout takes its time.
            let elapsed = Terminal.milliseconds() - started
            if timeoutMilliseconds < 0 || elapsed < Int64(timeoutMilliseconds) / 2 {
                quickErrors += 1
                if quickErrors >= 20 || isatty(0) != 1 { return .hangup }
            } else {
                quickErrors = 0
            }
            return .timeout
        }
        quickErrors = 0
        if result == cn_key_code_yes() {
            if Int32(code) == KEY_MOUSE { return mouseEvent() }
            return KeyReader.key(function: Int32(code)).map(InputEvent.key) ?? .timeout
        }
        return KeyReader.key(character: UInt32(code)).map(InputEvent.key) ?? .timeout
    }

    private func mouseEvent() -> InputEvent {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return .timeout }
        if event.bstate & cn_button4_pressed() != 0 { return .key(.wheel(-1)) }
        if event.bstate & cn_button5_pressed() != 0 { return .key(.wheel(1)) }
        if event.bstate & (cn_button1_pressed() | cn_button1_clicked()) != 0 {
            return .key(.click(x: Int(event.x), y: Int(event.y)))
        }
        return .timeout
    }

    static func milliseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }
}
