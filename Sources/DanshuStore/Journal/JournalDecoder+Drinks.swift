import DanshuCore

/// Presets and drink entries: the reader reads each value as the JSON type its key takes, then asks DanshuCore
/// (`Preset.checked`, `DrinkEntry.checked`) whether a journal may hold them, and only words a refusal, at the value's
/// place. The ranges live there, not here.
extension JournalDecoder {
    private enum PresetKey: String, IndexedKey { case abv, kcal, ml, name, price }
    private enum DrinkKey: String, IndexedKey { case abv, count, grams, kcal, ml, name, price }

    private static let presetKeys = JSONKeySet(PresetKey.allCases.map(\.rawValue))
    private static let drinkKeys = JSONKeySet(DrinkKey.allCases.map(\.rawValue))

    // MARK: Presets

    /// `presets`: at most `Limits.presets`, no name twice.
    mutating func presets() throws(ReadFailure) -> [Preset] {
        guard scanner.beginList() else { throw invalid(.list, try scanner.readValue()) }
        var presets: [Preset] = []
        var names = Set<String>()
        var first = true
        while try scanner.nextElement(isFirst: &first) {
            let index = presets.count
            guard index < Limits.presets else { throw .value([.index(index)], .tooMany(.presets)) }
            let preset: Preset
            do { preset = try self.preset() } catch { throw error.inside(.index(index)) }
            guard names.insert(preset.name).inserted else {
                throw .value([.index(index), .key("name")], .duplicatePresetName(preset.name))
            }
            presets.append(preset)
        }
        return presets
    }

    private mutating func preset() throws(ReadFailure) -> Preset {
        let start = scanner.offset
        var abv: Int?
        var kcal: Int?
        var ml: Int?
        var name: String?
        var price: Int?
        try members(of: Self.presetKeys) { decoder, index throws(ReadFailure) in
            switch PresetKey(index: index) {
            case .abv?: abv = try decoder.tenths(.abv)
            case .kcal?: kcal = try decoder.whole(.kcal, nullable: true)
            case .ml?: ml = try decoder.whole(.millilitres)
            case .price?: price = try decoder.whole(.price, nullable: true)
            case .name?, nil: name = try decoder.name()
            }
        }
        switch Preset.checked(name: name ?? "", abvTenths: abv, ml: ml, priceYen: price, extraKcal: kcal) {
        case .success(let preset):
            return preset
        case .failure(let problems):
            throw refusal(problems, ofObjectAt: start, keys: Self.presetKeys, absentInOrder: [.abv, .ml, .name])
        }
    }

    // MARK: Drinks

    /// One entry. `count` defaults to 1; `grams` may be left out when `ml` and `abv` give it.
    mutating func drink() throws(ReadFailure) -> DrinkEntry {
        let start = scanner.offset
        var abv: Int?
        var count: Int?
        var grams: Int?
        var kcal: Int?
        var ml: Int?
        var name: String?
        var price: Int?
        try members(of: Self.drinkKeys) { decoder, index throws(ReadFailure) in
            switch DrinkKey(index: index) {
            case .abv?: abv = try decoder.tenths(.abv, nullable: true)
            case .count?: count = try decoder.whole(.count, in: Limits.count)
            case .grams?: grams = try decoder.tenths(.grams)
            case .kcal?: kcal = try decoder.whole(.kcal, nullable: true)
            case .ml?: ml = try decoder.whole(.millilitres, nullable: true)
            case .price?: price = try decoder.whole(.price, nullable: true)
            case .name?, nil: name = try decoder.name()
            }
        }
        let amount = DrinkAmount.recorded(abvTenths: abv, ml: ml, gramsTenths: grams)
        switch DrinkEntry.checked(name: name ?? "", amount: amount, priceYen: price, extraKcal: kcal) {
        case .success(var entry):
            entry.count = count ?? 1
            return entry
        case .failure(let problems):
            throw refusal(problems, ofObjectAt: start, keys: Self.drinkKeys, absentInOrder: [.name, .grams])
        }
    }

    // MARK: Refusals

    /// The refusal of the object at `start` (read whole before, so every value in it is a scalar) that DanshuCore found
    /// `problems` in: the first of its values in the file whose field has a problem, with what was found there; else
    /// the first key of `absentInOrder` it lacks.
    private mutating func refusal(
        _ problems: DrinkProblems, ofObjectAt start: Int, keys: JSONKeySet,
        absentInOrder: [DrinkField]
    ) -> ReadFailure {
        let end = scanner.offset
        defer { scanner.offset = end }
        scanner.offset = start
        do throws(ReadFailure) {
            guard scanner.beginObject() else { return .value([], .missingKey("name")) }
            var met = JSONKeysMet()
            var first = true
            while let index = try scanner.nextKey(isFirst: &first, in: keys, met: &met) {
                let key = keys.names[index]
                let value = try scanner.readValue()
                if let field = DrinkField(journalKey: key), problems[field] != nil {
                    return invalid(field.expectation, value).inside(.key(key))
                }
            }
        } catch {
            return error
        }
        let absent = absentInOrder.first { problems[$0] != nil } ?? .name
        return .value([], .missingKey(absent.journalKey))
    }

    /// A preset or drink name: a string; what it may be is `DrinkEntry.checked`'s and `Preset.checked`'s to say.
    mutating func name() throws(ReadFailure) -> String {
        scanner.skipWhitespace()
        let start = scanner.offset
        if let (known, length) = names.matchToEnd(scanner.bytes, at: start) {
            scanner.offset += length
            return names[known]
        }
        let value = try scanner.readValue()
        guard case .string(let s) = value else { throw invalid(.name, value) }
        names.add(s, spelledBy: start..<scanner.offset, in: scanner.bytes)
        return s
    }
}

extension DrinkField {
    /// The field a preset's or drink's key holds (`count` is no field of its own).
    init?(journalKey: String) {
        switch journalKey {
        case "name": self = .name
        case "abv": self = .abv
        case "ml": self = .ml
        case "grams": self = .grams
        case "price": self = .price
        case "kcal": self = .kcal
        default: return nil
        }
    }

    /// The key that holds the field in the journal file.
    var journalKey: String {
        switch self {
        case .name: return "name"
        case .abv: return "abv"
        case .ml: return "ml"
        case .grams: return "grams"
        case .price: return "price"
        case .kcal: return "kcal"
        }
    }

    /// What a refused value of the field should have been, as the journal's errors and the CSV import's say it.
    var expectation: JournalExpectation {
        switch self {
        case .name: return .name
        case .abv: return .abv
        case .ml: return .millilitres
        case .grams: return .grams
        case .price: return .price
        case .kcal: return .kcal
        }
    }
}
