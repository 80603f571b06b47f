import DanshuCore
import DanshuStore
import DanshuText

// danshu-save-loop JOURNAL READY: takes the lock, loads JOURNAL, creates the file READY, then saves
// a changed journal again and again until it is killed (or its parent is gone). The crash-safety test (JournalCrashTests)
// kills it with SIGKILL at random moments and replays the same steps to know what it may find.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The day whose note counts the saves: `save N`.
let counterDay = LocalDate(dayNumber: 0)

/// The journal after save number `n`; JournalCrashTests.step is the same function.
func step(_ journal: Journal, _ n: Int) -> Journal {
    var journal = journal
    let ml = 1 + n % 5000
    let abv = n % 1001
    journal.days[LocalDate(dayNumber: 20_000 + n % 61)] =
        n % 5 == 0
        ? .sober
        : DayRecord(
            drank: true,
            drinks: [
                DrinkEntry(
                    name: "step \(n)", ml: ml, abvTenths: abv, gramsTenths: PureAlcohol.tenths(ml: ml, abvTenths: abv),
                    count: 1 + n % 9)
            ])
    journal.days[counterDay] = DayRecord(drank: nil, note: "save \(n)")
    journal.settings.gaugeMaxGrams = 10 + n % 491
    return journal
}

/// The number of saves the journal has seen, 0 for one this program never saved.
func saves(in journal: Journal) -> Int {
    guard let note = journal.days[counterDay]?.note, note.hasPrefix("save ") else { return 0 }
    return Int(note.dropFirst(5)) ?? 0
}

func fail(_ message: String, _ status: Int32) -> Never {
    let line = Array("danshu-save-loop: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: danshu-save-loop JOURNAL READY", 2) }
let path = arguments[1]
let lock: JournalLock
do { lock = try JournalLock.lock(journal: path) } catch { fail(Catalog(.en).message(for: error), 4) }
let store = JournalStore(path: path)
var journal: Journal
do { journal = try store.load() } catch { fail(Catalog(.en).message(for: error), 3) }
close(open(arguments[2], O_WRONLY | O_CREAT, 0o600))

var n = saves(in: journal)
// Ends with the test that started it: a test process that dies must not leave this looping forever.
let parent = getppid()
while getppid() == parent {
    n += 1
    journal = step(journal, n)
    do { try store.save(journal) } catch { fail(Catalog(.en).message(for: error), 1) }
}
