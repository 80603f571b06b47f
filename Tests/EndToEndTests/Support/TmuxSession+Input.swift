import Foundation

extension TmuxSession {
    // MARK: Input

    /// Sends tmux key names (`Up`, `C-r`, `Escape`, `y`), each as one key press.
    func send(_ keys: String..., window: Int = 0) throws {
        try send(keys, window: window)
    }

    /// Sends a list of tmux key names in one `send-keys`.
    func send(_ keys: [String], window: Int = 0) throws {
        try tmuxChecked(["send-keys", "-t", target(window)] + keys)
    }

    /// Types text literally, as an input method would deliver it (`ハイボール`).
    func type(_ text: String, window: Int = 0) throws {
        try tmuxChecked(["send-keys", "-t", target(window), "-l", text])
    }

    /// Writes raw bytes to the app's terminal, as the terminal emulator would (mouse reports).
    func sendBytes(_ bytes: [UInt8], window: Int = 0) throws {
        try tmuxChecked(["send-keys", "-t", target(window), "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// A left click on a cell (0-based column and row), as an SGR mouse report (the form the app asks for):
    /// press then release.
    func click(x: Int, y: Int, window: Int = 0) throws {
        try sendBytes(Array("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m".utf8), window: window)
    }

    /// A turn of the wheel over a cell, as an SGR mouse report.
    func wheel(down: Bool, x: Int, y: Int, window: Int = 0) throws {
        try sendBytes(Array("\u{1B}[<\(down ? 65 : 64);\(x + 1);\(y + 1)M".utf8), window: window)
    }

    /// Pastes `text` as the terminal would: with `bracketed`, inside the paste markers when the app asked for
    /// them (tmux's `paste-buffer -p`), else as a plain burst of characters. Goes through a file, since
    /// tmux refuses commands longer than about 16 KB.
    func paste(_ text: String, bracketed: Bool, window: Int = 0) throws {
        let file = "\(folder.path)/runs/\(socket)-paste"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        try tmuxChecked(["load-buffer", "-b", "danshu-test", file])
        try tmuxChecked(["paste-buffer", "-d", "-b", "danshu-test", "-t", target(window)] + (bracketed ? ["-p"] : []))
    }

    /// Resizes the window; the app sees SIGWINCH.
    func resize(width: Int, height: Int, window: Int = 0) throws {
        try tmuxChecked(["resize-window", "-t", target(window), "-x", String(width), "-y", String(height)])
    }

    /// Writes straight to the pane's terminal device, as another program sharing the terminal would
    /// (a `wall` message, a background job): the app's screen gets garbage it did not draw.
    func writeToTerminal(_ text: String, window: Int = 0) throws {
        let device = try paneFormat("#{pane_tty}", window: window)
        guard let handle = FileHandle(forWritingAtPath: device) else { throw Failure("cannot open \(device)") }
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(text.utf8))
    }
}
