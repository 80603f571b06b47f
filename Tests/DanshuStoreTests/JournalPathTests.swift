import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore
@testable import DanshuText

@Suite("Journal path")
struct JournalPathTests {
    let full = ["DANSHU_FILE": "/env/j.json", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"]

    @Test("--file wins over everything")
    func explicitFirst() throws {
        #expect(try JournalPath.resolve(explicit: "mine.json", environment: full) == "mine.json")
    }

    @Test("then DANSHU_FILE, then XDG_DATA_HOME, then HOME")
    func order() throws {
        #expect(try JournalPath.resolve(explicit: nil, environment: full) == "/env/j.json")
        #expect(
            try JournalPath.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/xdg/", "HOME": "/home/u"])
                == "/xdg/danshu/journal.json")
        #expect(
            try JournalPath.resolve(explicit: nil, environment: ["HOME": "/home/u"])
                == "/home/u/.local/share/danshu/journal.json")
        #expect(
            try JournalPath.resolve(explicit: nil, environment: ["HOME": "/"]) == "/.local/share/danshu/journal.json")
    }

    @Test("empty variables count as unset, and a relative XDG_DATA_HOME is ignored")
    func emptyAndRelative() throws {
        let environment = ["DANSHU_FILE": "", "XDG_DATA_HOME": "relative/data", "HOME": "/home/u"]
        #expect(
            try JournalPath.resolve(explicit: nil, environment: environment)
                == "/home/u/.local/share/danshu/journal.json")
        #expect(
            try JournalPath.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "", "HOME": "/h"])
                == "/h/.local/share/danshu/journal.json")
    }

    @Test("nothing to go by is a clear error, and so is an empty --file")
    func errors() {
        #expect(throws: JournalPathError.noLocation) { try JournalPath.resolve(explicit: nil, environment: [:]) }
        #expect(throws: JournalPathError.noLocation) {
            try JournalPath.resolve(explicit: nil, environment: ["HOME": "", "XDG_DATA_HOME": "x"])
        }
        #expect(throws: JournalPathError.emptyFileOption) { try JournalPath.resolve(explicit: "", environment: full) }
        #expect(Catalog(.en).message(for: JournalPathError.noLocation).contains("--file PATH"))
        #expect(Catalog(.ja).message(for: JournalPathError.noLocation).contains("--file PATH"))
    }
}
