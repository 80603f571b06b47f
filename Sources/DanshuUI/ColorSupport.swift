import DanshuApp
import DanshuCore

/// How many colors the terminal can show, from none to 24-bit.
public enum ColorDepth: Int, Comparable, Sendable {
    /// No color: bands are told apart by glyphs and attributes alone.
    case none
    /// The eight ANSI colors.
    case eight
    /// The xterm 256-color palette (only the fixed cube and grey ramp are used).
    case palette256
    /// 24-bit color.
    case truecolor

    /// Orders depths from none to truecolor.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The `--color` option.
public enum ColorMode: String, Sendable {
    /// Use what the terminal and environment say.
    case auto
    /// Color even where the terminal description says there is none.
    case always
    /// No color.
    case never
}

/// Chooses the color depth and maps colors down to what the terminal has.
public enum ColorSupport {
    /// The depth to use: mode `.never` → `.none`; NO_COLOR (non-empty) → `.none` unless mode is `.always`
    /// (an explicit flag overrides the environment, as no-color.org asks); COLORTERM truecolor/24bit or a
    /// direct-color terminfo → `.truecolor`; else by the terminfo color count (≥256 → `.palette256`,
    /// ≥8 → `.eight`, else `.none`); mode `.always` forces at least `.eight`.
    public static func depth(
        mode: ColorMode, environment: [String: String], terminfoColors: Int,
        terminfoDirect: Bool
    ) -> ColorDepth {
        if mode == .never { return .none }
        if mode == .auto, let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        let detected: ColorDepth
        if terminfoDirect || colorTerm == "truecolor" || colorTerm == "24bit" {
            detected = .truecolor
        } else if terminfoColors >= 256 {
            detected = .palette256
        } else if terminfoColors >= 8 {
            detected = .eight
        } else {
            detected = .none
        }
        return mode == .always ? max(detected, .eight) : detected
    }

    /// The nearest xterm palette index: the 6×6×6 cube (levels 0, 95, 135, 175, 215, 255 → 16 + 36r + 6g + b)
    /// or the grey ramp (232 + i for 8 + 10i), whichever is nearer by squared distance; the cube wins a tie.
    /// Indexes 0–15 are never used: users recolor them.
    public static func nearest256(_ c: RGB) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ v: Int) -> Int {
            levels.indices.min { abs(levels[$0] - v) < abs(levels[$1] - v) } ?? 0
        }
        let rgb = [Int(c.r), Int(c.g), Int(c.b)]
        let cube = rgb.map(nearestLevel)
        let cubeDistance = zip(rgb, cube).reduce(0) { $0 + square($1.0 - levels[$1.1]) }
        func greyDistance(_ step: Int) -> Int { rgb.reduce(0) { $0 + square($1 - (8 + 10 * step)) } }
        let greyStep = (0..<24).min { greyDistance($0) < greyDistance($1) } ?? 0
        return greyDistance(greyStep) < cubeDistance ? 232 + greyStep : 16 + 36 * cube[0] + 6 * cube[1] + cube[2]
    }

    /// The nearest of the eight ANSI colors (0 black, 1 red, 2 green, 3 yellow, 4 blue, 5 magenta, 6 cyan,
    /// 7 white), taking them as the corners of the RGB cube: each channel of 128 or more is on.
    public static func nearest8(_ c: RGB) -> Int {
        (c.r >= 128 ? 1 : 0) + (c.g >= 128 ? 2 : 0) + (c.b >= 128 ? 4 : 0)
    }

    /// The color number to hand the terminal at a depth: `r<<16|g<<8|b` for truecolor (direct-color
    /// terminfo), the palette index for 256 and 8 colors, nil without color.
    public static func colorNumber(_ c: RGB, depth: ColorDepth) -> Int? {
        switch depth {
        case .none: nil
        case .eight: nearest8(c)
        case .palette256: nearest256(c)
        case .truecolor: Int(c.r) << 16 | Int(c.g) << 8 | Int(c.b)
        }
    }

    private static func square(_ v: Int) -> Int { v * v }
}
