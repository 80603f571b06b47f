import DanshuApp
import DanshuCore
import DanshuText

/// The message line and the key line (with the read-only marker) at the bottom. A message ending in a command to paste
/// takes the row above too when it needs it (`CommandRows`); on a narrow screen (a key line of two rows) so does a
/// message wider than the screen, wrapped between phrases. `keys` are the screen's own entries for the key line.
enum StatusLinesView {
    static func draw(
        _ state: AppState, messageRow: Int, hintRow: Int, width: Int, keyRows: Int = 1, keys extra: [KeyLine.Item] = [],
        into frame: inout Frame, catalog: Catalog, theme: Theme
    ) {
        if case .syncConflictCopy(let command, let others)? = state.message {
            let rows = CommandRows.layout(
                lead: catalog.syncConflictCopyInApp(others: others), short: catalog.syncConflictCopyInAppShort,
                command: command, width: width - 1)
            let top = messageRow - rows.count + 1
            // What the rows cover cannot be clicked.
            frame.hits.removeAll { $0.y + $0.height > top && $0.y <= messageRow }
            for (i, row) in rows.enumerated() where top + i >= 0 {
                frame.canvas.fill(x: 0, y: top + i, width: width, height: 1)
                frame.canvas.put(" " + SafeText.sanitize(row), x: 0, y: top + i, style: theme.info, maxWidth: width)
            }
        } else if var message = state.message {
            // A long drink or preset name is shortened so the rest of the message (the count, `u`) still shows.
            if let name = message.quotedName {
                let rest = TextWidth.of(" " + SafeText.sanitize(catalog.message(message.quoting(""))))
                message = message.quoting(TextWidth.truncate(name, to: max(1, width - rest)))
            }
            // The report's path gives up its first folders, never the file's name (issue 40).
            if case .reportWritten(let path) = message {
                let rest = TextWidth.of(" " + SafeText.sanitize(catalog.message(.reportWritten(path: ""))))
                message = .reportWritten(path: shortened(path, to: width - rest))
            }
            let text = SafeText.sanitize(catalog.message(message))
            let style = message.isError ? theme.error : theme.info
            if keyRows > 1, TextWidth.of(text) > width - 1 {
                let lines = TextWrap.lines(text, firstWidth: width - 1, width: width - 1, maxLines: 2, breaks: .phrases)
                let top = messageRow - lines.count + 1
                frame.hits.removeAll { $0.y + $0.height > top && $0.y <= messageRow }
                for (i, line) in lines.enumerated() {
                    frame.canvas.fill(x: 0, y: top + i, width: width, height: 1)
                    frame.canvas.put(" " + line, x: 0, y: top + i, style: style, maxWidth: width)
                }
            } else {
                frame.canvas.put(" " + text, x: 0, y: messageRow, style: style, maxWidth: width)
            }
        }
        KeyLine.draw(
            state, y: hintRow, width: width, rows: keyRows, adding: extra, into: &frame, catalog: catalog, theme: theme)
    }

    /// A path in `room` columns: whole, else `…/` and the last folders that fit with the file's name, else the name cut.
    static func shortened(_ path: String, to room: Int) -> String {
        guard TextWidth.of(SafeText.sanitize(path)) > room else { return path }
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.popLast() else { return path }
        var kept = name
        while let folder = parts.popLast(), TextWidth.of(SafeText.sanitize("…/" + folder + "/" + kept)) <= room {
            kept = folder + "/" + kept
        }
        return TextWidth.of(SafeText.sanitize("…/" + kept)) <= room
            ? "…/" + kept : TextWidth.truncate(name, to: max(1, room))
    }
}
