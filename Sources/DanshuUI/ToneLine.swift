import DanshuCore

/// How a part of a line of text looks where there is a screen; printed text keeps only the words.
enum Tone: Equatable, Sendable {
    case plain, dim, sober, error, streak
    /// A heading's look, and a note's (a plan not yet judged).
    case title, info
    /// The color of a risk band (the gauge's, the calendar's).
    case band(RiskBand)
}

/// A line of text in parts of one tone each: what a command prints (`text`) and a pane draws in its theme's styles
/// (`Canvas.put(_:x:y:maxWidth:theme:)`), so both say the same words from one layout.
struct ToneLine: Equatable, Sendable {
    /// A run of the line in one tone.
    struct Part: Equatable, Sendable {
        let text: String
        let tone: Tone

        init(_ text: String, _ tone: Tone = .plain) {
            self.text = text
            self.tone = tone
        }
    }

    var parts: [Part]

    init(_ parts: [Part]) { self.parts = parts }

    /// A line of one tone.
    init(_ text: String, _ tone: Tone = .plain) { parts = [Part(text, tone)] }

    /// The line as printed: its parts' words, without trailing spaces.
    var text: String {
        var line = parts.map(\.text).joined()
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}

extension Theme {
    /// The style a tone is drawn in.
    func style(_ tone: Tone) -> Style {
        switch tone {
        case .plain: plain
        case .dim: dim
        case .sober: sober
        case .error: error
        case .streak: streak
        case .title: title
        case .info: info
        case .band(let band): self.band(band)
        }
    }
}

extension Canvas {
    /// Draws a line's parts one after another from column x, in the theme's style for each tone, within `maxWidth`
    /// columns; returns the columns written.
    @discardableResult
    mutating func put(_ line: ToneLine, x: Int, y: Int, maxWidth: Int, theme: Theme) -> Int {
        var written = 0
        for part in line.parts where written < maxWidth {
            written += put(part.text, x: x + written, y: y, style: theme.style(part.tone), maxWidth: maxWidth - written)
        }
        return written
    }
}
