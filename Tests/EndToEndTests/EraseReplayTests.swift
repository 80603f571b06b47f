import Foundation
import Testing

/// What ncurses really sends for danshu, replayed through terminal models that erase as xterm and as mlterm do
/// (`Support/erase_replay.py`): mlterm counts ECH in characters, a wide one as one, so ncurses' erasures of blanks
/// over Japanese text left fragments there; under `TERM=mlterm*` danshu starts ncurses on a copy of the entry
/// without `ech` and `el1` (docs/decisions.md, "mlterm gets its entry without the erasures it counts differently").
@Suite("Erasures replayed in the models of xterm and mlterm")
struct EraseReplayTests {
    struct Model: Decodable {
        var wrong: Int
        var erasures: Int
        var shifts: Int
        var examples: [Example]
    }

    struct Example: Decodable, CustomStringConvertible {
        var step: Int
        var keys: String
        var first: Difference?
        var description: String {
            "step \(step) (keys \(keys)): \(first.map { "row \($0.row) shown \($0.shown.debugDescription), whole \($0.whole.debugDescription)" } ?? "")"
        }
    }

    struct Difference: Decodable {
        var row: Int
        var shown: String
        var whole: String
    }

    struct Replay: Decodable {
        var steps: Int
        var models: [String: Model]
    }

    /// The long Japanese session under `term`, on the demo journal.
    static func replay(term: String) throws -> Replay {
        let box = Sandbox()
        _ = try DemoJournalTests.generate(in: box)
        // The entries the replay starts ncurses on come from ncurses-term, which `make test` installs.
        let entry = try ExternalTool.run("infocmp", [term], in: box)
        try #require(
            entry.status == 0,
            "no terminfo entry \(term) (scripts/ensure-deps.sh test installs ncurses-term): \(entry.stderr)")
        let result = try ExternalTool.run(
            "python3",
            [
                Project.path("Tests/EndToEndTests/Support/erase_replay.py"), "--bin", DanshuBinary.path,
                "--journal", box.journal, "--term", term,
            ], in: box)
        try #require(result.status == 0, "erase_replay.py: \(result.stdout) \(result.stderr)")
        return try JSONDecoder().decode(Replay.self, from: Data(result.stdout.utf8))
    }

    @Test("TERM=mlterm: no screen of the session is wrong in either model, and ncurses sends no ECH, EL1, ICH or DCH")
    func mltermDrawsClean() throws {
        let replay = try Self.replay(term: "mlterm")
        for (name, model) in replay.models.sorted(by: { $0.key < $1.key }) {
            #expect(model.wrong == 0, "\(name): \(model.wrong) of \(replay.steps) screens wrong: \(model.examples)")
            #expect(model.erasures == 0, "\(name): ncurses still erased with ECH or EL1 \(model.erasures) times")
            // mlterm counts the characters these shift as it counts those ECH erases (not modelled: none may come).
            #expect(
                model.shifts == 0,
                "\(name): ncurses still shifted characters (ICH, DCH, insert mode) \(model.shifts) times")
        }
    }

    @Test(
        "the models tell the two ways apart: xterm's entry erases with ECH, right in xterm's model, wrong in mlterm's")
    func xtermEntryInMlterm() throws {
        let replay = try Self.replay(term: "xterm-256color")
        let xterm = try #require(replay.models["xterm"])
        let mlterm = try #require(replay.models["mlterm"])
        #expect(xterm.wrong == 0, "xterm: \(xterm.examples)")
        #expect(
            xterm.erasures > 0,
            "ncurses no longer erases with ECH or EL1 under xterm-256color: this control shows nothing")
        #expect(
            xterm.shifts > 0,
            "ncurses shifts no characters under xterm-256color either: the session no longer tries what mlterm avoids")
        #expect(
            mlterm.wrong > 0,
            "the mlterm model shows no fragment for an entry with ECH: it no longer tells the difference")
    }
}
