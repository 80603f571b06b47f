import DanshuApp
import DanshuCore
import DanshuText

/// The confetti of a milestone (design.md §6, the seed repository's confetti sample): 「祝 断酒30日目」 in a box
/// in the middle of the screen, and confetti in the gauge colors falling past it. Each frame is a pure function
/// of the milestone, the frame's number and the screen's size, drawn over the screen the state shows; the run
/// loop only times them and says when the last one was shown.
public enum Celebration {
    /// Frames in the whole animation.
    public static let frameCount = 20
    /// How long each frame stays: 20 × 90 ms = 1.8 s, within the 2 s design.md §6 allows.
    public static let frameMilliseconds: Int32 = 90

    /// The frame to show `elapsed` milliseconds after the celebration began, nil once it is over: a slow frame
    /// makes the next ones skip ahead, so the whole never lasts longer than `frameCount` frames' time.
    public static func frame(afterMilliseconds elapsed: Int64) -> Int? {
        let number = Int(max(0, elapsed) / Int64(frameMilliseconds))
        return number < frameCount ? number : nil
    }

    /// How long to wait for a key before the frame after the one shown `elapsed` milliseconds in is due.
    public static func wait(afterMilliseconds elapsed: Int64) -> Int32 {
        Int32(Int64(frameMilliseconds) - max(0, elapsed) % Int64(frameMilliseconds))
    }

    /// Whether animations may play at all: not with `--no-motion`, a non-empty `NO_MOTION` or a terminal without
    /// color. The `celebrate` setting and whether a milestone is due are the reducer's to decide.
    public static func motionAllowed(noMotionOption: Bool, environment: [String: String], color: Bool) -> Bool {
        !noMotionOption && (environment["NO_MOTION"] ?? "").isEmpty && color
    }

    /// Frame `number` (0 to `frameCount - 1`) of the celebration of `milestone` days, over what `frame` holds.
    public static func draw(milestone: Int, frame number: Int, into frame: inout Frame, catalog: Catalog, theme: Theme)
    {
        let width = frame.canvas.width
        let height = frame.canvas.height
        guard InputRouter.fits(width: width, height: height) else { return }
        let words = catalog.celebration(milestone)
        let glyphs = ScreenGlyphs.current
        let box = Rect(
            x: (width - TextWidth.of(words) - 6) / 2, y: (height - 5) / 2, width: TextWidth.of(words) + 6, height: 5)

        for particle in 0..<(width * height / 24) {
            var random = Scatter(seed: UInt64(milestone) &* 1_000_003 &+ UInt64(particle))
            let column = random.below(width)
            // Each piece starts somewhere on or above the screen and falls one or two rows a frame, swaying.
            let row = random.below(2 * height) - height + number * (1 + random.below(2))
            let sway = ((number + random.below(4)) / 2) % 3 - 1
            let x = column + sway
            let y = row
            let onBox = x >= box.x && x < box.maxX && y >= box.y && y < box.maxY
            guard x >= 0, x < width, y >= 0, y < height, !onBox else { continue }
            let piece = pieces[(random.below(pieces.count) + number) % pieces.count]
            frame.canvas.put(piece, x: x, y: y, style: style(shade: random.below(101), theme: theme))
        }

        frame.canvas.fill(x: box.x, y: box.y, width: box.width, height: box.height)
        let line = glyphs.line(box.width - 2)
        frame.canvas.put(glyphs.topLeft + line + glyphs.topRight, x: box.x, y: box.y, style: theme.streak)
        frame.canvas.put(glyphs.bottomLeft + line + glyphs.bottomRight, x: box.x, y: box.maxY - 1, style: theme.streak)
        for y in (box.y + 1)..<(box.maxY - 1) {
            frame.canvas.put(glyphs.vertical, x: box.x, y: y, style: theme.streak)
            frame.canvas.put(glyphs.vertical, x: box.maxX - 1, y: y, style: theme.streak)
        }
        frame.canvas.put(words, x: box.x + 3, y: box.y + 2, style: theme.streak)
        frame.cursor = nil
    }

    /// The confetti's shapes: one cell in any terminal.
    static let pieces = ["*", "+", "o", "x", "'", ","]

    /// A piece's color: the gauge color at `shade` percent of the way from green through yellow to red.
    static func style(shade: Int, theme: Theme) -> Style {
        guard theme.color else { return Style(bold: true) }
        return Style(foreground: Gauge.color(gramsTenths: shade, maxTenths: 100), bold: true)
    }

    /// A small deterministic generator (SplitMix64), so a frame is the same every time it is drawn.
    struct Scatter {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        /// A number in 0..<n (0 when n ≤ 0).
        mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    }
}
