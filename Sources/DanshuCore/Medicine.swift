/// The medicine taken (design.md §8): the setting `medicine` names it (empty is off), and a day holds the name it was
/// taken under, a snapshot as a drink entry is, so renaming the medicine later never changes a past day. A day with only
/// the medicine is still unrecorded for drinking, as one with only feelings is.
extension Limits {
    /// A medicine's name, in characters: `medicine` may be empty (off), a day's name is at least one character.
    public static let medicineName = 0...100
}

extension Settings {
    /// The medicine's name, nil while the setting is empty: then nothing of the medicine shows anywhere.
    public var medicineName: String? { medicine.isEmpty ? nil : medicine }

    /// The name `record`'s medicine was taken under, shown only while a medicine is set (nil otherwise).
    public func shownMedicine(of record: DayRecord?) -> String? { medicineName != nil ? record?.medicine : nil }
}

extension DayRecord {
    /// Whether the day's medicine was taken.
    public var tookMedicine: Bool { medicine != nil }
}

extension Journal {
    /// `.setMedicine`: the name the medicine was taken under, or nil for not taken; on any day up to today.
    mutating func setMedicine(_ date: LocalDate, _ name: String?, today: LocalDate) throws(EditRefusal) -> AppliedEdit?
    {
        try Self.check(recording: date, today: today)
        let name = name?.trimmingSpaces
        if let name, name.count > Limits.medicineName.upperBound { throw .medicineNameTooLong }
        return changeDay(date) { $0.medicine = name?.isEmpty == false ? name : nil }
    }
}
