import DanshuCore
import DanshuTestSupport
import Testing

@Suite("Gauge")
struct GaugeTests {
    static let colorSteps: [(t: Double, color: RGB)] = [
        (0, RGB(0, 255, 0)), // green
        (0.25, RGB(128, 255, 0)), // halfway to yellow: 127.5 rounds up
        (0.5, RGB(255, 255, 0)), // yellow
        (0.75, RGB(255, 128, 0)), // halfway to red
        (1, RGB(255, 0, 0)), // red at the max
        (1.5, RGB(128, 0, 0)), // halfway to black
        (2, RGB(0, 0, 0)), // black at twice the max
        (3, RGB(0, 0, 0)), // and stays black
    ]

    @Test("Color by t = g / max", arguments: colorSteps)
    func colorByRatio(t: Double, color: RGB) {
        #expect(Gauge.color(t: t) == color)
    }

    @Test("Color by grams with the default 60 g max", arguments: colorSteps)
    func colorByGramsDefaultMax(t: Double, color: RGB) {
        #expect(Gauge.color(gramsTenths: Int(t * 600), maxTenths: 600) == color)
    }

    @Test("Color by grams with a 40 g max", arguments: colorSteps)
    func colorByGramsOtherMax(t: Double, color: RGB) {
        #expect(Gauge.color(gramsTenths: Int(t * 400), maxTenths: 400) == color)
    }

    @Test(
        "Each leg follows its formula: 2t, 2t − 1, t − 1",
        arguments: [
            (60, RGB(51, 255, 0)), // t = 0.1: R = 255 × 0.2
            (200, RGB(170, 255, 0)), // t = 1/3: R = 255 × 2/3
            (360, RGB(255, 204, 0)), // t = 0.6: G = 255 × (1 − 0.2)
            (720, RGB(204, 0, 0)), // t = 1.2: R = 255 × (1 − 0.2)
            (1, RGB(1, 255, 0)), // t = 1/600: R = 0.85 rounds to 1, a sip already tints it
            (1199, RGB(0, 0, 0)), // t just under 2: R = 0.425 rounds to 0
        ])
    func formulas(tenths: Int, color: RGB) {
        #expect(Gauge.color(gramsTenths: tenths, maxTenths: 600) == color)
    }

    @Test(
        "The fill is g / max, full from the max on",
        arguments: [
            (0, 600, 0.0), (150, 600, 0.25), (300, 600, 0.5), (600, 600, 1.0), (900, 600, 1.0),
            (200, 400, 0.5), (400, 400, 1.0),
        ])
    func fill(tenths: Int, maxTenths: Int, fraction: Double) {
        #expect(Gauge.fillFraction(gramsTenths: tenths, maxTenths: maxTenths) == fraction)
    }

    @Test(
        "The max marker sits at the top up to the max, then at max / g",
        arguments: [
            (0, 600, 1.0), (599, 600, 1.0), (600, 600, 1.0),
            (900, 600, 2.0 / 3.0), (1200, 600, 0.5), (1800, 600, 1.0 / 3.0),
            (400, 400, 1.0), (800, 400, 0.5),
        ])
    func marker(tenths: Int, maxTenths: Int, fraction: Double) {
        #expect(Gauge.markerFraction(gramsTenths: tenths, maxTenths: maxTenths) == fraction)
    }

    @Test(
        "The scale grows with the day above the max",
        arguments: [(0, 600, 600), (600, 600, 600), (900, 600, 900), (300, 400, 400), (749, 400, 749)])
    func scaleTop(tenths: Int, maxTenths: Int, top: Int) {
        #expect(Gauge.scaleTopTenths(gramsTenths: tenths, maxTenths: maxTenths) == top)
    }
}
