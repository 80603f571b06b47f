import DanshuApp
import DanshuCore

/// Where a key, click or resize goes, given what is on the screen: the one routing of input, used by the
/// app's run loop and by the key storm alike.
public enum InputRouter {
    /// What the run loop does with one piece of input.
    public enum Outcome: Equatable, Sendable {
        /// Reduce this action.
        case action(Action)
        /// Forget what the terminal shows and draw everything again (Ctrl-L).
        case redrawAll
        /// Nothing changes; the next frame is drawn as usual (resizes land here).
        case nothing
    }

    /// Whether the main screen fits a terminal of this size; below it only the too-small screen shows.
    public static func fits(width: Int, height: Int) -> Bool {
        width >= MainLayout.minimumWidth && height >= MainLayout.minimumHeight
    }

    /// The outcome of `key` with `state` on screen as `frame` (the last frame drawn, for clicks) in a
    /// terminal of `width`×`height`; clicks count only when the mouse is on.
    public static func route(_ key: Key, state: AppState, frame: Frame, width: Int, height: Int, mouse: Bool) -> Outcome
    {
        // Leaving with the journal on disk unusable: W writes back and quits, y quits without, any other key stays.
        if state.leaving?.asking == true {
            switch key {
            case .resize, .click, .wheel: return .nothing
            case .character("W"): return .action(.app(.writeBackPressed))
            default: return .action(.app(.quitAnswered(key == .character("y") || key == .character("Y"))))
            }
        }
        if state.askingToQuit {
            switch key {
            case .resize, .click, .wheel: return .nothing
            default: return .action(.app(.quitAnswered(key == .character("y") || key == .character("Y"))))
            }
        }
        // Too small to show anything but the size: only `q` means something (with a question if a form is open).
        guard fits(width: width, height: height) else {
            return key == .character("q") ? .action(.app(.quitPressed)) : .nothing
        }
        switch key {
        case .click(let x, let y):
            guard mouse, let action = frame.action(atX: x, y: y) else { return endsCelebration(key, state) }
            return .action(action)
        case .control("l"):
            return .redrawAll
        default:
            return Keymap.action(for: key, in: state).map(Outcome.action) ?? endsCelebration(key, state)
        }
    }

    /// What Ctrl-C means while a form or question is open: the key that backs out of it (Esc; on the too-small screen,
    /// where Esc means nothing, `q`, which asks before it drops what was typed). Nil where Ctrl-C leaves the app.
    public static func interruptKey(state: AppState, width: Int, height: Int) -> Key? {
        if state.askingToQuit || state.leaving?.asking == true { return .escape } // any key but y (or W) backs out
        guard state.modal != nil else { return nil }
        return fits(width: width, height: height) ? .escape : .character("q")
    }

    /// A key that means nothing still ends a celebration (one that means something ends it in the reducer, then
    /// acts); a resize only redraws it.
    static func endsCelebration(_ key: Key, _ state: AppState) -> Outcome {
        guard state.celebrating != nil, key != .resize else { return .nothing }
        return .action(.system(.celebrationEnded))
    }
}
