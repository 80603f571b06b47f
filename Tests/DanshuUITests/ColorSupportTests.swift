import DanshuCore
import DanshuUI
import Testing

/// One row of the color depth table.
struct DepthCase: Sendable, CustomTestStringConvertible {
    var mode: ColorMode
    var environment: [String: String]
    var colors: Int
    var direct = false
    var expected: ColorDepth
    var testDescription: String { "\(mode) \(environment) colors=\(colors) direct=\(direct) → \(expected)" }
}

@Suite struct ColorSupportTests {
    @Test(arguments: [
        DepthCase(mode: .auto, environment: [:], colors: 256, expected: .palette256), // xterm-256color
        DepthCase(mode: .auto, environment: [:], colors: 8, expected: .eight), // screen
        DepthCase(mode: .auto, environment: [:], colors: 16, expected: .eight),
        DepthCase(mode: .auto, environment: [:], colors: 0, expected: .none), // vt100
        DepthCase(mode: .auto, environment: [:], colors: -1, expected: .none), // no colors capability
        DepthCase(mode: .auto, environment: ["NO_COLOR": "1"], colors: 256, expected: .none),
        DepthCase(mode: .auto, environment: ["NO_COLOR": ""], colors: 256, expected: .palette256),
        DepthCase(mode: .auto, environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], colors: 256, expected: .none),
        DepthCase(mode: .auto, environment: ["COLORTERM": "truecolor"], colors: 256, expected: .truecolor),
        DepthCase(mode: .auto, environment: ["COLORTERM": "24bit"], colors: 8, expected: .truecolor),
        DepthCase(mode: .auto, environment: ["COLORTERM": "TrueColor"], colors: 256, expected: .truecolor),
        DepthCase(mode: .auto, environment: ["COLORTERM": "yes"], colors: 256, expected: .palette256),
        DepthCase(mode: .auto, environment: [:], colors: 0x1000000, direct: true, expected: .truecolor), // xterm-direct
        DepthCase(mode: .never, environment: [:], colors: 256, expected: .none),
        DepthCase(mode: .never, environment: ["COLORTERM": "truecolor"], colors: 256, direct: true, expected: .none),
        DepthCase(mode: .always, environment: [:], colors: 0, expected: .eight), // vt100 forced
        DepthCase(mode: .always, environment: [:], colors: 256, expected: .palette256),
        DepthCase(mode: .always, environment: ["NO_COLOR": "1"], colors: 256, expected: .palette256), // the flag wins
        DepthCase(mode: .always, environment: ["NO_COLOR": "1"], colors: 0, expected: .eight),
        DepthCase(mode: .always, environment: ["COLORTERM": "truecolor"], colors: 0, expected: .truecolor),
    ])
    func colorDepthFollowsModeEnvironmentAndTerminfo(row: DepthCase) {
        let depth = ColorSupport.depth(
            mode: row.mode, environment: row.environment,
            terminfoColors: row.colors, terminfoDirect: row.direct)
        #expect(depth == row.expected)
    }

    @Test func depthsAreOrdered() {
        #expect(ColorDepth.none < .eight && ColorDepth.eight < .palette256 && ColorDepth.palette256 < .truecolor)
        #expect(ColorMode(rawValue: "always") == .always && ColorMode(rawValue: "sometimes") == nil)
    }

    @Test(arguments: [
        (RGB(0, 255, 0), 46),
        (RGB(128, 128, 128), 244),
        (RGB(255, 255, 0), 226),
        (RGB(0, 0, 0), 16),
        (RGB(255, 255, 255), 231),
        (RGB(255, 0, 0), 196),
        (RGB(0, 0, 255), 21),
        (RGB(95, 95, 95), 59), // exactly on the cube
        (RGB(8, 8, 8), 232), // darkest grey
        (RGB(238, 238, 238), 255), // lightest grey
        (RGB(128, 255, 0), 118), // the gauge at a quarter: cube (135, 255, 0)
        (RGB(255, 128, 0), 208), // the gauge at three quarters: cube (255, 135, 0)
    ])
    func nearest256PicksTheCubeOrTheGreyRamp(color: RGB, index: Int) {
        #expect(ColorSupport.nearest256(color) == index)
    }

    @Test(arguments: [
        (0, 2), // green
        (150, 3), // a quarter of the max: (128, 255, 0) reads as yellow
        (300, 3), // half: yellow
        (450, 3), // three quarters: (255, 128, 0) is nearer yellow than red
        (600, 1), // the max: red
        (900, 1), // 1.5 × max: (128, 0, 0) still red
        (1200, 0), // twice the max: black
    ])
    func nearest8ForTheGaugeColors(gramsTenths: Int, ansi: Int) {
        let color = Gauge.color(gramsTenths: gramsTenths, maxTenths: 600)
        #expect(ColorSupport.nearest8(color) == ansi, "\(color)")
    }

    @Test func nearest8NamesTheCorners() {
        let corners = [
            RGB(0, 0, 0), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
            RGB(0, 0, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
        ]
        #expect(corners.map(ColorSupport.nearest8) == Array(0...7))
    }

    @Test func colorNumbersFollowTheDepth() {
        let orange = RGB(255, 128, 0)
        #expect(ColorSupport.colorNumber(orange, depth: .truecolor) == 0xFF8000)
        #expect(ColorSupport.colorNumber(orange, depth: .palette256) == 208)
        #expect(ColorSupport.colorNumber(orange, depth: .eight) == 3)
        #expect(ColorSupport.colorNumber(orange, depth: .none) == nil)
    }
}
