import CNcurses
import DanshuCore
import DanshuUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the screen could not start.
public enum TerminalError: Error, Equatable {
    /// stdin or stdout is not a terminal.
    case notATerminal
    /// TERM is unset or empty.
    case terminalTypeNotSet
    /// No terminfo entry has this name.
    case unknownTerminal(String)
    /// The entry cannot move the cursor (`dumb`, a printing terminal): a full screen cannot be drawn.
    case noCursorAddressing(String)
}

/// The only user of ncurses: starts and restores the terminal, draws frames, reads keys and clicks.
///
/// ncurses sets the terminal up, draws every frame (`CursesPainter`) and puts the terminal back; the input is the app's
/// own (docs/decisions.md, "ncurses draws every frame, linked"). The terminal's bytes are read straight from it (`UTF8Input`) and
/// decoded by `KeyDecoder`, not by ncurses' keypad mode, which only knows the sequences the terminfo entry
/// names and passes any other sequence on as separate characters (Home as `ESC [ 1 ~` under an entry that
/// says `ESC O H` would otherwise act as `[`, `1`, `~`); the wait watches the resize pipe too (`ResizeSignal`).
public final class Terminal: TerminalIO {
    /// What the user asked for on the command line and in the environment.
    public struct Options: Sendable {
        public var colorMode: ColorMode
        public var mouse: Bool
        public var environment: [String: String]
        /// Ambiguous characters one or two cells wide, or measured (`auto`).
        public var ambiguousWidth: AmbiguousWidth
        public init(
            colorMode: ColorMode, mouse: Bool, environment: [String: String], ambiguousWidth: AmbiguousWidth = .auto
        ) {
            self.colorMode = colorMode
            self.mouse = mouse
            self.environment = environment
            self.ambiguousWidth = ambiguousWidth
        }
    }

    /// How long a lone ESC waits for the rest of a sequence before it is the Esc key.
    static let escapeDelayMilliseconds: Int64 = 25
    /// How long a started sequence (`ESC [ 1`) waits for its end, e.g. when a slow link split it.
    static let sequenceDelayMilliseconds: Int64 = 300
    /// How long a bracketed paste may pause before what came so far is taken as the whole paste.
    static let pasteDelayMilliseconds: Int64 = 1000

    /// The color depth in use.
    public private(set) var depth: ColorDepth = .none
    /// The cells the terminal gives East Asian Ambiguous characters: 1, or 2 (measured or set).
    public private(set) var ambiguousWidth = 1
    private var screen: OpaquePointer?
    private var window: UnsafeMutablePointer<WINDOW>?
    /// Hands the frames to ncurses; nil until the screen has started.
    private var painter: CursesPainter?
    private var running = false
    private var decoder = KeyDecoder()
    private var utf8 = UTF8Input()
    private var inputBuffer = [UInt8](repeating: 0, count: 4096)
    private var decoded: [Key] = []
    /// The ambiguous-width question's answers still to come, and whether they set the width (`auto`).
    private var lateAnswers: AmbiguousWidthProbe.LateAnswers?
    private var measuresLate = false
    /// When the decoder was last fed, for its pending sequence's delay.
    private var lastInput: Int64 = 0
    /// What `stop()` (and a signal) sends before ncurses ends: mouse and paste modes off.
    private var modesOff: [UInt8] = []
    /// The entry's `clear`, which a signal's handler sends after `endwin` when there is no alternate screen to go back
    /// from (`stop()` asks ncurses to clear instead).
    private var clearAtEnd: [UInt8] = []

    /// Refuses, before anything is drawn or written, a session that cannot show a full screen: no terminal,
    /// no TERM, a TERM no terminfo entry knows, or an entry without cursor addressing (`dumb`).
    public static func check(environment: [String: String], isTerminal: (Int32) -> Bool) throws(TerminalError) {
        guard isTerminal(0), isTerminal(1) else { throw .notATerminal }
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty else { throw .terminalTypeNotSet }
        var status: Int32 = 0
        guard setupterm(term, 1, &status) == OK, status == 1 else { throw .unknownTerminal(term) }
        defer { cn_forget_terminal() }
        // A hard-copy or generic entry (`dumb`, `unknown`) has no cursor motion to draw a screen with.
        guard cn_string_capability("cup") != nil, tigetflag("hc") <= 0, tigetflag("gn") <= 0 else {
            throw .noCursorAddressing(term)
        }
    }

    /// Starts full-screen mode; the terminal is restored by `stop()`, a signal or a crash. `question` is the
    /// ambiguous-width question asked earlier (`AmbiguousWidthProbe.Question.ask()`) for the `auto` width.
    public init(options: Options, question: consuming AmbiguousWidthProbe.Question? = nil) throws(TerminalError) {
        try Terminal.check(environment: options.environment, isTerminal: { isatty($0) == 1 })
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }

        let term = options.environment["TERM"] ?? ""
        // Before ncurses starts, so that it lays the screen out by the same widths (see CellWidth.swift).
        switch options.ambiguousWidth {
        case .one, .two:
            ambiguousWidth = options.ambiguousWidth == .two ? 2 : 1
            // A question asked before the setting was known is still answered, its keys kept, its late answers
            // taken out of the input (not keys) but not used.
            if var question = question.take() {
                let answer = question.answer()
                lateAnswers = answer.late
                utf8.feed(answer.typed) { decoder.feed($0, into: &decoded) }
            }
        case .auto:
            let measured: AmbiguousWidthProbe.Answer
            if var question = question.take() {
                measured = question.answer()
            } else {
                measured = AmbiguousWidthProbe.measure(timeoutMilliseconds: AmbiguousWidthProbe.timeoutMilliseconds)
            }
            // Unanswered in time: 1 until the answers come, then theirs (see `readInput`).
            ambiguousWidth = measured.width ?? 1
            lateAnswers = measured.late
            measuresLate = true
            // Keys typed while the terminal was asked are still keys.
            utf8.feed(measured.typed) { decoder.feed($0, into: &decoded) }
        }
        TextWidth.setProcessAmbiguousWidth(ambiguousWidth)
        let output = fdopen(1, "w")
        let input = fdopen(0, "r")
        // A truecolor terminal whose terminfo has no direct colors: try the matching -direct entry.
        let wantsTrueColor =
            ColorSupport.depth(
                mode: options.colorMode, environment: options.environment,
                terminfoColors: 256, terminfoDirect: false) == .truecolor
        let originalSignals = SignalGuard.originalDispositions()
        // Before ncurses, which then leaves the resize signal to the app (see ResizeSignal).
        ResizeSignal.install()
        if wantsTrueColor, let direct = Terminfo.directVariant(of: term, environment: options.environment) {
            screen = Terminal.newScreen(direct, environment: options.environment, output: output, input: input)
        }
        if screen == nil {
            screen = Terminal.newScreen(term, environment: options.environment, output: output, input: input)
        }
        guard let screen else {
            ResizeSignal.uninstall()
            throw .unknownTerminal(term)
        }
        set_term(screen)
        guard let window = cn_stdscr() else {
            endwin()
            delscreen(screen)
            ResizeSignal.uninstall()
            throw .unknownTerminal(term)
        }
        self.window = window
        running = true

        cbreak()
        noecho()
        nonl()
        // No XON/XOFF flow control while the app runs, as in vim and htop: Ctrl-S would freeze the screen while keys
        // still reached the journal. Nor is the input thrown away at Ctrl-C (NOFLSH): the app ends through its loop
        // (`EndSignals`), which takes the keys typed before it first. ncurses' saved program mode takes both in; `endwin`
        // brings back the shell's.
        var modes = termios()
        if tcgetattr(0, &modes) == 0 {
            modes.c_iflag &= ~tcflag_t(IXON | IXOFF)
            modes.c_lflag |= tcflag_t(NOFLSH)
            if tcsetattr(0, TCSANOW, &modes) == 0 { def_prog_mode() }
        }
        // The app reads and decodes its input itself: ncurses' keypad mode stays off (no keypad-transmit sent), and
        // ncurses never looks at the input while it draws (else it stops a frame halfway whenever a key is waiting).
        keypad(window, false)
        typeahead(-1)
        // Hidden through ncurses, so that its end shows the cursor again.
        curs_set(0)
        leaveok(window, true)
        // mlterm counts the characters ICH and DCH shift as it counts those ECH erases, a wide one as one: ncurses shifts
        // none there and writes the cells instead (it erases none either: `Terminfo.EraseSafeEntry`).
        if Terminfo.EraseSafeEntry.applies(to: term, environment: options.environment) { idcok(window, false) }
        startModes(options, term: term)
        SignalGuard.install(originals: originalSignals, modesOff: modesOff, clearAtEnd: clearAtEnd)
        // Ctrl-C, SIGTERM and SIGHUP then end the input wait with a hang-up, so the app saves before it goes (issue 34).
        EndSignals.install()
        startColors(options)
        painter = CursesPainter(window: window, depth: depth)
    }

    /// ncurses started on the entry `name`; for mlterm, on a copy without the erasures it counts differently
    /// (`Terminfo.EraseSafeEntry`).
    private static func newScreen(
        _ name: String, environment: [String: String],
        output: UnsafeMutablePointer<FILE>?, input: UnsafeMutablePointer<FILE>?
    ) -> OpaquePointer? {
        guard let copy = Terminfo.EraseSafeEntry(of: name, environment: environment) else {
            return name.withCString { newterm($0, output, input) }
        }
        defer { copy.remove() }
        // A copy ncurses cannot start on leaves the entry as it is.
        return copy.whileFirst { name.withCString { newterm($0, output, input) } }
            ?? name.withCString { newterm($0, output, input) }
    }

    deinit { stop() }

    /// Mouse reports and bracketed paste, both turned on by the app itself (ncurses knows neither
    /// without its keypad mode); and what the end must undo.
    private func startModes(_ options: Options, term: String) {
        var on: [UInt8] = []
        // Bracketed paste where the entry says so (BE), or in the terminal families known to have it.
        let family = [
            "xterm", "tmux", "screen", "rxvt", "alacritty", "foot", "kitty", "wezterm", "st-", "vte", "gnome",
            "konsole", "iterm",
        ]
        if let begin = cn_string_capability("BE") {
            on += Array(String(cString: begin).utf8)
            modesOff +=
                cn_string_capability("BD").map { Array(String(cString: $0).utf8) } ?? Array("\u{1B}[?2004l".utf8)
        } else if family.contains(where: { term.hasPrefix($0) }) {
            on += Array("\u{1B}[?2004h".utf8)
            modesOff += Array("\u{1B}[?2004l".utf8)
        }
        // Clicks and the wheel, reported in the SGR form where the terminal has it (any size) and in X10 otherwise.
        if options.mouse {
            on += Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)
            modesOff += Array("\u{1B}[?1006l\u{1B}[?1000l".utf8)
        }
        // Without an alternate screen the last frame would stay under the shell prompt: clear it at the end.
        if cn_string_capability("smcup") == nil, let clear = cn_string_capability("clear") {
            clearAtEnd = Array(String(cString: clear).utf8)
        }
        Terminal.write(on)
    }

    /// The color depth in use, and ncurses' colors started for it: the terminal's own background kept
    /// (`use_default_colors`), so a blank is a plain blank that ncurses erases cheaply.
    private func startColors(_ options: Options) {
        guard has_colors() else {
            depth = .none
            return
        }
        let colors = Int(tigetnum("colors"))
        let direct = tigetflag("RGB") > 0 || colors >= 1 << 24
        var chosen = ColorSupport.depth(
            mode: options.colorMode, environment: options.environment,
            terminfoColors: colors, terminfoDirect: direct)
        // ncurses can only send 24-bit colors through a direct-color terminfo.
        if chosen == .truecolor && !direct { chosen = colors >= 256 ? .palette256 : .eight }
        if chosen == .palette256 && colors < 256 { chosen = colors >= 8 ? .eight : .none }
        depth = chosen
        guard depth != .none else { return }
        start_color()
        use_default_colors()
    }

    /// Puts the terminal back as it was. Safe to call more than once.
    public func stop() {
        guard running else { return }
        running = false
        // Without an alternate screen the last frame would stay under the shell's prompt: ncurses clears it.
        if !clearAtEnd.isEmpty, let window {
            wclear(window)
            wnoutrefresh(window)
            doupdate()
        }
        Terminal.write(modesOff)
        endwin()
        SignalGuard.uninstall()
        ResizeSignal.uninstall()
        if let screen { delscreen(screen) }
        screen = nil
        window = nil
        painter = nil
    }

    /// Bytes straight to the terminal, past ncurses' buffer (the input's modes, which ncurses does not know), or to
    /// another descriptor; false when not all of them could be written.
    @discardableResult
    static func write(_ bytes: [UInt8], to descriptor: Int32 = 1) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }

    /// The screen size in cells.
    public var size: (width: Int, height: Int) {
        guard let window else { return (0, 0) }
        return (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    /// Shows a frame: ncurses draws what changed since the last one (see `CursesPainter`).
    public func draw(_ frame: Frame) {
        painter?.draw(frame)
    }

    /// The next frame is drawn whole, the screen cleared first (Ctrl-L: whatever else wrote on the terminal goes).
    public func invalidate() {
        guard let window else { return }
        painter?.forget()
        clearok(window, true)
    }

    /// The next key, waiting up to `timeoutMilliseconds` (negative: forever; 0: only what is already
    /// waiting, so a caller can take every waiting key before it draws). The wait watches the keyboard and the
    /// resize pipe together, so a resize is seen at once whenever it came.
    public func readKey(timeoutMilliseconds: Int32) -> InputEvent {
        guard window != nil else { return .hangup }
        let started = Terminal.milliseconds()
        while true {
            if !decoded.isEmpty { return .key(decoded.removeFirst()) }
            let now = Terminal.milliseconds()
            // The overall wait left, and how long a pending sequence (or a character cut short) may still take.
            var wait: Int64 = timeoutMilliseconds < 0 ? -1 : max(0, Int64(timeoutMilliseconds) - (now - started))
            var pendingLeft: Int64?
            if let delay = pendingDelay() {
                let left = max(0, delay - (now - lastInput))
                pendingLeft = left
                wait = wait < 0 ? left : min(wait, left)
            }
            var watched = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: EndSignals.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
            ]
            if let resize = ResizeSignal.descriptor {
                watched.append(pollfd(fd: resize, events: Int16(POLLIN), revents: 0))
            }
            let ready = poll(&watched, nfds_t(watched.count), Int32(clamping: wait))
            let after = Terminal.milliseconds()
            if ready < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .hangup
            }
            // Keys already waiting come before a resize: most were typed for the size the screen had (a form's text
            // is not dropped by a too-small screen it was never typed into); the caller drains them before drawing.
            if watched[0].revents != 0 {
                guard readInput() else { return .hangup }
                lastInput = after
                continue
            }
            // Asked to end (SIGTERM, SIGHUP): keys typed before it have been taken; the pipe stays readable. Ctrl-C: the app
            // decides what it means (`EndSignals`).
            if watched[1].revents != 0 {
                if EndSignals.requested != nil { return .hangup }
                if EndSignals.takeInterrupt() { return .interrupt }
            }
            if watched.count > 2 && watched[2].revents != 0 {
                ResizeSignal.drain()
                return .key(resized())
            }
            if ResizeSignal.descriptor == nil, let now = ResizeSignal.currentSize(), now != size {
                return .key(resized())
            }
            if let pendingLeft, after - now >= pendingLeft {
                utf8.inputWentQuiet { decoder.feed($0, into: &decoded) }
                decoder.inputWentQuiet(into: &decoded)
                continue
            }
            if timeoutMilliseconds >= 0 && after - started >= Int64(timeoutMilliseconds) { return .timeout }
        }
    }

    /// How long the input may stay quiet before what is pending is decided; nil when nothing is.
    private func pendingDelay() -> Int64? {
        switch decoder.wait {
        case .escape: Terminal.escapeDelayMilliseconds
        case .sequence: Terminal.sequenceDelayMilliseconds
        case .paste: Terminal.pasteDelayMilliseconds
        case nil: utf8.isWaiting ? Terminal.sequenceDelayMilliseconds : nil
        }
    }

    /// Reads what the terminal has sent, without ever blocking, and decodes it. False when the terminal is gone.
    private func readInput() -> Bool {
        var available: Int32 = 0
        if ioctl(0, UInt(FIONREAD), &available) != 0 { available = 1 }
        let count = min(max(Int(available), 1), inputBuffer.count)
        let n = inputBuffer.withUnsafeMutableBytes { read(0, $0.baseAddress, count) }
        if n < 0 { return errno == EINTR || errno == EAGAIN }
        // Readable with nothing to read: the other end hung up.
        guard n > 0 else { return false }
        guard var late = lateAnswers else {
            utf8.feed(inputBuffer[0..<n]) { decoder.feed($0, into: &decoded) }
            return true
        }
        var bytes = Array(inputBuffer[0..<n])
        let found = late.take(from: &bytes)
        lateAnswers = found == nil && late.isWaiting ? late : nil
        utf8.feed(bytes) { decoder.feed($0, into: &decoded) }
        if measuresLate, case .some(.some(let width)) = found, width != ambiguousWidth {
            // The terminal answered late, and not what was guessed: everything is laid out again at its width.
            ambiguousWidth = width
            TextWidth.setProcessAmbiguousWidth(width)
            invalidate()
            decoded.append(.resize)
        }
        return true
    }

    /// ncurses told the terminal's new size (its window and what it holds are resized); the next frame is drawn whole.
    private func resized() -> Key {
        if let now = ResizeSignal.currentSize(), let window,
            now.width != Int(getmaxx(window)) || now.height != Int(getmaxy(window))
        {
            resizeterm(Int32(now.height), Int32(now.width))
        }
        // Drawn whole: a terminal that reflowed its lines, or a resume, leaves the screen unlike ncurses' copy.
        invalidate()
        return .resize
    }

    /// A monotonic clock in milliseconds, for timing waits and animations.
    public static func milliseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }
}
