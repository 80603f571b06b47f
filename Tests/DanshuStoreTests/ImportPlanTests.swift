import DanshuTestSupport
import Testing

@testable import DanshuCore
@testable import DanshuStore

@Suite("Import plan and the command-line actions")
struct ImportPlanTests {
    func date(_ s: String) -> LocalDate { LocalDate(iso: s)! }
    let beer = Preset.defaults[0].entry

    @Test func sortsDaysIntoAddedSameAndConflicts() {
        let journal = Journal(days: [
            date("2026-11-27"): .sober, date("2026-11-28"): DayRecord(drank: true, drinks: [beer]),
        ])
        let incoming: [LocalDate: DayRecord] = [
            date("2026-11-26"): .sober,
            date("2026-11-27"): .sober,
            date("2026-11-28"): .sober,
        ]
        let plan = ImportPlan(journal: journal, incoming: incoming)
        #expect(plan.added == [date("2026-11-26")])
        #expect(plan.same == [date("2026-11-27")])
        #expect(
            plan.conflicts == [
                ImportPlan.Conflict(
                    date: date("2026-11-28"), ours: DayRecord(drank: true, drinks: [beer]), theirs: .sober)
            ])
        #expect(plan.changes(takingTheirs: false) == [date("2026-11-26"): .sober])
        #expect(plan.changes(takingTheirs: true) == [date("2026-11-26"): .sober, date("2026-11-28"): .sober])
    }

    @Test("a CSV carries the later fields its header has columns for; JSON carries all")
    func carriedFields() throws {
        let base = "date,drank,name,ml,abv,grams,count,note"
        for (later, carried) in [
            ("", CarriedFields()), (",craving", ["craving"]), (",mood,craving", ["mood", "craving"]),
            (",price", ["price"]), (",kcal,mood", ["kcal", "mood"]),
            (",mood,craving,price,kcal", ["mood", "craving", "price", "kcal"]),
            (",medicine,why", ["medicine", "why"]),
            (",mood,craving,price,kcal,medicine,where,with,why,after", .all),
        ] as [(String, CarriedFields)] {
            #expect(try JournalCSV.read(Array((base + later + "\r\n").utf8)).carried == carried, "\(later)")
        }
        let json = #"{"format": "danshu-journal", "version": 1, "days": {"2026-11-25": {"drank": false}}}"#
        #expect(
            try ImportFile.read(Array(json.utf8), file: "j.json")
                == ImportedDays(days: [date("2026-11-25"): .sober], carried: .all))
    }

    @Test(
        "fields a file does not carry are ours: feelings of the day, price and calories of each drink that matches one of ours"
    )
    func fieldsNotCarriedAreOurs() {
        var priced = beer
        var pricier = beer
        var sweet = beer
        priced.priceYen = 300
        pricier.priceYen = 350
        sweet.extraKcal = 90
        let ours = DayRecord(drank: true, drinks: [priced, pricier, sweet], note: "n", mood: 3, craving: 7)
        let journal = Journal(days: [date("2026-11-28"): ours, date("2026-11-27"): DayRecord(drank: false, mood: 4)])
        // An export without any later column: the same drinks, in the same order.
        let old = DayRecord(drank: true, drinks: [beer, beer, beer], note: "n")
        var plan = ImportPlan(
            journal: journal, incoming: [date("2026-11-28"): old, date("2026-11-27"): .sober], carried: [])
        #expect(plan.same == [date("2026-11-27"), date("2026-11-28")] && plan.conflicts.isEmpty)
        // With all columns, the same file says there are no prices, calories or feelings.
        plan = ImportPlan(journal: journal, incoming: [date("2026-11-28"): old], carried: .all)
        #expect(plan.conflicts.map(\.theirs) == [old])
        // Two beers more on the first row: the others still match ours at their places; the changed one has no price.
        var more = old
        more.drinks[0].count = 3
        plan = ImportPlan(journal: journal, incoming: [date("2026-11-28"): more], carried: [])
        var expected = ours
        expected.drinks[0] = more.drinks[0]
        #expect(plan.conflicts == [ImportPlan.Conflict(date: date("2026-11-28"), ours: ours, theirs: expected)])
        #expect(plan.changes(takingTheirs: true) == [date("2026-11-28"): expected])
        // Rows in another order find their own drink, each of ours once.
        var wine = Preset.defaults[1].entry
        wine.priceYen = 500
        plan = ImportPlan(
            journal: Journal(days: [date("2026-11-28"): DayRecord(drank: true, drinks: [wine, priced])]),
            incoming: [date("2026-11-28"): DayRecord(drank: true, drinks: [beer, Preset.defaults[1].entry, beer])],
            carried: [])
        #expect(plan.conflicts.first?.theirs.drinks == [priced, wine, beer])
        // A file with kcal but no price: the price is ours where the rest matches; its kcal is the file's.
        plan = ImportPlan(journal: journal, incoming: [date("2026-11-28"): old], carried: ["kcal", "mood", "craving"])
        #expect(plan.conflicts.first?.theirs == DayRecord(drank: true, drinks: [priced, pricier, beer], note: "n"))
    }
}
