import DanshuCore
import DanshuTestSupport
import Testing

@Suite("Risk bands")
struct RiskBandTests {
    @Test(
        "A day's band changes exactly at 20, 40 and 60 g",
        arguments: [
            (0, RiskBand.low), (199, .low),
            (200, .moderate), (399, .moderate),
            (400, .high), (599, .high),
            (600, .veryHigh), (749, .veryHigh), (40000, .veryHigh),
        ])
    func boundaries(tenths: Int, band: RiskBand) {
        #expect(RiskBand(gramsTenths: tenths) == band)
    }

    @Test("Bands are ordered from low to very high")
    func ordered() {
        #expect(RiskBand.allCases == [.low, .moderate, .high, .veryHigh])
        #expect(RiskBand.allCases.sorted() == RiskBand.allCases)
        #expect(RiskBand.low < .veryHigh)
    }
}
