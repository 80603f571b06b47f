import DanshuCore
import DanshuApp
import DanshuText

/// The message line and the key line (with the read-only marker) at the bottom.
enum StatusLinesView {
    static func draw(_ state: AppState, messageRow: Int, hintRow: Int, width: Int, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        if var message = state.message {
            // A long drink or preset name is shortened so the rest of the message (the count, `u`) still shows.
            if let name = message.quotedName {
                let rest = TextWidth.of(" " + SafeText.sanitize(catalog.message(message.quoting(""))))
                message = message.quoting(TextWidth.truncate(name, to: max(1, width - rest)))
            }
            let text = SafeText.sanitize(catalog.message(message))
            frame.canvas.put(" " + text, x: 0, y: messageRow, style: message.isError ? theme.error : theme.info, maxWidth: width)
        }
        KeyLine.draw(state, y: hintRow, width: width, into: &frame, catalog: catalog, theme: theme)
    }
}
