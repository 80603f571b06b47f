/// One optional part of a day, beside its answer and drinks: the day-level twin of `SettingKey`. Each part's row of the
/// table (`descriptor`) says all the journal's machinery does with it: its keys in the file and the version that added
/// them, when the day holds none of it and its share of a day's equality, its CSV columns, how an import carries it and
/// how a merge decides it. The reader, the writer, the version rule, CSV, import and merge loop over the table
/// (`DayPart.table`), and a part lives in the day's box unless it has a field of its own (`DayRecord.boxed`): adding a
/// part is its case, its row, its `JournalEdit`, its view and its command.
public enum DayPart: String, CaseIterable, Sendable {
    /// The day's note (version 1).
    case note
    /// 気分 and 飲みたい気持ち (version 2, `Feelings.swift`).
    case feelings
    /// The medicine taken (version 3, `Medicine.swift`).
    case medicine
    /// What a drinking day was like (version 3, `DayContext.swift`).
    case context
    /// The urges (version 4, design.md §9, `Urges/Urge+Journal.swift`): a list of their own, merged urge by urge, and in
    /// CSV a table of their own (`JournalCSV+Urges.swift`), so no column of the days' table.
    case urges

    /// The part's row of the table. The cases' order is the table's: the order of the reader's keys after `drank` and
    /// `drinks`, and of the CSV columns.
    public var descriptor: DayPartDescriptor {
        switch self {
        case .note:
            return .part(
                rawValue, since: 1, value: { $0.note }, set: { $0.note = $1 }, isEmpty: { $0.isEmpty },
                keys: [.text("note", lengths: Limits.noteLength, expected: .note, { $0.note }, { $0.note = $1 })],
                columns: [
                    Self.textColumn("note", expected: .note, { $0.note }, { $0.note = $1 }) {
                        $0.count <= Limits.noteLength.upperBound
                    }
                ],
                rows: .anyRow, merge: .withTheAnswer, onlyOnDrinkingDay: false,
                refusal: { $0.count > Limits.noteLength.upperBound ? .noteTooLong : nil })
        case .feelings:
            return .part(
                rawValue, since: 2, value: { $0.hasFeelings ? DayFeelings(mood: $0.mood, craving: $0.craving) : nil },
                set: { ($0.mood, $0.craving) = ($1?.mood, $1?.craving) }, isEmpty: { _ in false },
                keys: [
                    .whole("mood", Limits.mood, expected: .mood, { $0.mood }, { $0.mood = $1 }),
                    .whole("craving", Limits.craving, expected: .craving, { $0.craving }, { $0.craving = $1 }),
                ],
                columns: [
                    Self.wholeColumn("mood", Limits.mood, expected: .mood, { $0.mood }, { $0.mood = $1 }),
                    Self.wholeColumn(
                        "craving", Limits.craving, expected: .craving, { $0.craving }, { $0.craving = $1 }),
                ],
                rows: .everyRow, merge: .withTheAnswer, onlyOnDrinkingDay: false,
                refusal: { $0.refusal })
        case .medicine:
            return .part(
                rawValue, since: 3, value: { $0.medicine }, set: { $0.medicine = $1 }, isEmpty: { _ in false },
                keys: [
                    .text(
                        "medicine", lengths: 1...Limits.medicineName.upperBound, expected: .medicine, { $0.medicine },
                        { $0.medicine = $1 })
                ],
                columns: [
                    Self.textColumn("medicine", expected: .medicine, { $0.medicine }, { $0.medicine = $1 }) { text in
                        let reading = OneLineText.read(text)
                        return reading.controls.isEmpty && !reading.joinedLines
                            && text.count <= Limits.medicineName.upperBound
                    }
                ],
                rows: .everyRow, merge: .onItsOwn, onlyOnDrinkingDay: false,
                refusal: { $0.count > Limits.medicineName.upperBound ? .medicineNameTooLong : nil })
        case .context:
            return .part(
                rawValue, since: 3, value: { $0.context }, set: { $0.context = $1 }, isEmpty: { _ in false },
                keys: [
                    DayPartKey(
                        name: "context", kind: DayContext.journalKind, value: { $0.context?.journalValue },
                        set: { $0.context = DayContext(journalValue: $1) })
                ],
                columns: [
                    Self.contextColumn("where", { $0.place }, { $0.place = $1 }),
                    Self.contextColumn("with", { $0.company }, { $0.company = $1 }), Self.reasonsColumn,
                    Self.contextColumn("after", { $0.aftermath }, { $0.aftermath = $1 }),
                ],
                rows: .everyRow, merge: .onItsOwn, onlyOnDrinkingDay: true, refusal: { _ in nil })
        case .urges:
            return .part(
                rawValue, since: 4, value: { $0.urges.isEmpty ? nil : $0.urges }, set: { $0.urges = $1 ?? [] },
                isEmpty: { $0.isEmpty },
                keys: [
                    DayPartKey(
                        name: "urges", kind: Urge.journalKind, value: { Urge.journalValue($0.urges) },
                        set: { $0.urges = Urge.urges(journalValue: $1) })
                ],
                columns: [], rows: .everyRow, merge: .byItems(Self.mergeUrges), onlyOnDrinkingDay: false,
                refusal: { Journal.urgesProblem($0).map(EditRefusal.invalidUrge) })
        }
    }

    /// The table of every part, in the cases' order.
    public static let table = DayPartTable(allCases.map { $0.descriptor })

    /// The urges of both sides of a day, merged urge by urge (`Urge.merged`).
    private static let mergeUrges: DayPartMerge.Items = { base, earlier, ours, theirs, theirsOnClash, start, day in
        day.urges = Urge.merged(
            base: base?.urges ?? [], earlier: earlier.map { $0?.urges ?? [] }, ours: ours.urges,
            theirs: theirs.urges, theirsOnClash: theirsOnClash, dayStartsAtHour: start)
    }

    // MARK: Columns

    // Closures, not key paths: the table is made at every start (`status` reads days), and a key path is instantiated
    // at run time.

    /// A column of text kept as it is, when `accepts` it.
    private static func textColumn(
        _ name: String, expected: DayPartExpectation, _ get: @escaping @Sendable (DayRecord) -> String?,
        _ set: @escaping @Sendable (inout DayRecord, String?) -> Void,
        accepts: @escaping @Sendable (String) -> Bool
    ) -> DayPartColumn {
        DayPartColumn(
            name: name, expected: expected, field: { get($0) ?? "" },
            read: { text, day in
                guard accepts(text) else { return false }
                set(&day, text)
                return true
            }, keep: { set(&$1, get($0)) })
    }

    /// A column of a whole number in `range`, as people type it (`NumberInput.whole`).
    private static func wholeColumn(
        _ name: String, _ range: ClosedRange<Int>, expected: DayPartExpectation,
        _ get: @escaping @Sendable (DayRecord) -> Int?,
        _ set: @escaping @Sendable (inout DayRecord, Int?) -> Void
    ) -> DayPartColumn {
        DayPartColumn(
            name: name, expected: expected, field: { get($0).map(String.init) ?? "" },
            read: { text, day in
                guard case .success(let value) = NumberInput.whole(text, range: range) else { return false }
                set(&day, value)
                return true
            }, keep: { set(&$1, get($0)) })
    }

    /// A column of one word of the context (`log`'s, spaces around allowed). An import keeps the journal's only on a day
    /// both answer はい: a context belongs to a drinking day alone.
    private static func contextColumn<Word: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ get: @escaping @Sendable (DayContext) -> Word?,
        _ set: @escaping @Sendable (inout DayContext, Word?) -> Void
    ) -> DayPartColumn where Word.RawValue == String {
        DayPartColumn(
            name: name, expected: .oneOf(Word.allCases.map { $0.rawValue }),
            field: { day in day.drank == true ? day.context.flatMap(get)?.rawValue ?? "" : "" },
            read: { text, day in
                guard let word = Word(rawValue: text.trimmingSpaces) else { return false }
                day.changeContext { set(&$0, word) }
                return true
            },
            keep: { ours, day in
                guard ours.drank == true, day.drank == true else { return }
                day.changeContext { set(&$0, ours.context.flatMap(get)) }
            })
    }

    /// `why`: the reasons as `log --why` takes them, `stress,meal`.
    private static let reasonsColumn = DayPartColumn(
        name: "why", expected: .oneOf(DayContext.Reason.allCases.map { $0.rawValue }),
        field: { $0.drank == true ? $0.context?.reasonsWord ?? "" : "" },
        read: { text, day in
            guard let reasons = DayContext.reasons(from: text) else { return false }
            day.changeContext { $0.reasons = reasons }
            return true
        },
        keep: { ours, day in
            guard ours.drank == true, day.drank == true else { return }
            day.changeContext { $0.reasons = ours.context?.reasons ?? [] }
        })
}

/// The feelings of a day as one value: the part's share of a day.
private struct DayFeelings: Equatable, Sendable {
    var mood: Int?
    var craving: Int?

    /// Why `Journal.apply` refuses them: a value out of its range.
    var refusal: EditRefusal? {
        if let mood, !Limits.mood.contains(mood) { return .moodOutOfRange }
        if let craving, !Limits.craving.contains(craving) { return .cravingOutOfRange }
        return nil
    }
}

extension DayRecord {
    /// Changes the day's context, made anew when it has none; one left with nothing is none.
    fileprivate mutating func changeContext(_ change: (inout DayContext) -> Void) {
        var changed = context ?? DayContext()
        change(&changed)
        context = changed.isEmpty ? nil : changed
    }
}

extension DayContext {
    /// `context` in the journal: `{"after": "hangover", "where": "home", "why": ["stress", "meal"], "with": "alone"}`, the
    /// parts given only, each `null` allowed for none; a reason given twice is the reason once.
    fileprivate static let journalKind = DayValueKind.object([
        DayValueMember("after", .word(of: Aftermath.self)), DayValueMember("where", .word(of: Place.self)),
        DayValueMember("why", .list(.word(of: Reason.self))), DayValueMember("with", .word(of: Company.self)),
    ])

    /// The context as `journalKind` holds it, the reasons in `Reason`'s order.
    fileprivate var journalValue: DayValue {
        .object([
            aftermath.map { .text($0.rawValue) }, place.map { .text($0.rawValue) },
            reasons.isEmpty ? nil : .list(reasons.list.map { .text($0.rawValue) }), company.map { .text($0.rawValue) },
        ])
    }

    /// The context a `journalKind` value gives; nil for `null` or an object that gives nothing.
    fileprivate init?(journalValue value: DayValue?) {
        guard let value else { return nil }
        self.init(
            place: value.member(1)?.text.flatMap(Place.init), company: value.member(3)?.text.flatMap(Company.init),
            reasons: Reasons((value.member(2)?.items ?? []).compactMap { $0.text.flatMap(Reason.init) }),
            aftermath: value.member(0)?.text.flatMap(Aftermath.init))
        if isEmpty { return nil }
    }
}
