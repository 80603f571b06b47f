import DanshuApp
import DanshuCore

/// The medicine taken and what a drinking day was like (design.md §8).
extension Catalog {
    // MARK: The medicine

    /// The day panel's line on a day the medicine was taken: `服薬 セリンクロ` / `Took Selincro`.
    public func medicineTakenLine(_ name: String) -> String { pick("服薬 \(name)", "Took \(name)") }
    /// `show`'s line: `服薬: セリンクロ` / `Medicine: Selincro, taken`.
    public func medicineLine(_ name: String) -> String { pick("服薬: \(name)", "Medicine: \(name), taken") }
    public func medicineTaken(_ name: String) -> String {
        pick("\(name) を飲んだと記録しました（p で取り消し）", "Marked \(name) taken (p takes it back)")
    }
    public func medicineTakenBack(_ name: String) -> String {
        pick("\(name) の服薬を取り消しました（u で戻せます）", "\(name) no longer marked taken (u brings it back)")
    }
    public var medicineNotSet: String {
        pick(
            "薬の名前を設定すると p で服薬を記録できます: danshu config medicine 名前",
            "Set your medicine to mark it taken with p: danshu config medicine NAME")
    }
    /// What `medicine` takes, for a refused value.
    public var medicineSettingText: String {
        pick(
            "1行で\(Limits.medicineName.upperBound)文字までの名前（空で記録しない）",
            "a name on one line of at most \(Limits.medicineName.upperBound) characters (empty turns it off)")
    }

    // MARK: The day's context

    /// The context form's title: `飲んだ日の状況: 2026年11月28日(土)`.
    public func contextTitle(_ date: LocalDate) -> String { pick("飲んだ日の状況: ", "The drinking day: ") + longDate(date) }

    /// A row's label in the form and in `show`.
    public func contextLabel(_ field: ContextForm.Field) -> String {
        switch field {
        case .place: return pick("場所", "Where")
        case .company: return pick("だれと", "With")
        case .reasons: return pick("理由", "Why")
        case .aftermath: return pick("その後", "After")
        }
    }

    /// The values of a row as the form offers them, in order: short words, the row's label says what they are.
    public func contextChoices(_ field: ContextForm.Field) -> [String] {
        switch field {
        case .place: return DayContext.Place.allCases.map(place)
        case .company: return DayContext.Company.allCases.map(company)
        case .reasons: return DayContext.Reason.allCases.map(reason)
        case .aftermath: return DayContext.Aftermath.allCases.map(aftermath)
        }
    }

    public func place(_ p: DayContext.Place) -> String {
        switch p {
        case .home: return pick("自宅", "home")
        case .out: return pick("店", "bar/restaurant")
        case .work: return pick("職場", "work")
        case .visit: return pick("人の家", "someone's home")
        case .other: return pick("その他", "other")
        }
    }

    public func company(_ c: DayContext.Company) -> String {
        switch c {
        case .alone: return pick("ひとり", "alone")
        case .family: return pick("家族", "family")
        case .friends: return pick("友人", "friends")
        case .colleagues: return pick("職場の人", "colleagues")
        case .other: return pick("その他", "others")
        }
    }

    public func reason(_ r: DayContext.Reason) -> String {
        switch r {
        case .stress: return pick("ストレス", "stress")
        case .habit: return pick("習慣", "habit")
        case .social: return pick("付き合い", "social")
        case .meal: return pick("食事", "with a meal")
        case .celebration: return pick("お祝い", "celebration")
        case .boredom: return pick("退屈", "boredom")
        case .craving: return pick("飲みたくて", "craving")
        case .other: return pick("その他", "other")
        }
    }

    public func aftermath(_ a: DayContext.Aftermath) -> String {
        switch a {
        case .hangover: return pick("二日酔い", "hangover")
        case .blackout: return pick("記憶がない", "could not remember")
        case .nothing: return pick("なし", "nothing")
        }
    }

    /// The context in labelled parts, only those given: `場所 自宅`, `理由 ストレス・習慣`.
    public func contextParts(_ context: DayContext) -> [String] {
        var parts: [String] = []
        let reasonSeparator = pick("・", ", ")
        func add(_ field: ContextForm.Field, _ value: String?) {
            if let value { parts.append(contextLabel(field) + pick(" ", ": ") + value) }
        }
        add(.place, context.place.map(place))
        add(.company, context.company.map(company))
        add(
            .reasons,
            context.reasons.isEmpty ? nil : context.reasons.list.map(reason).joined(separator: reasonSeparator))
        add(.aftermath, context.aftermath.map(aftermath))
        return parts
    }

    /// The day panel's line: the values alone, `自宅・ひとり・ストレス/習慣・二日酔い`, since the panel has no room for labels.
    public func contextShort(_ context: DayContext) -> String {
        var parts: [String] = []
        if let p = context.place { parts.append(placeShort(p)) }
        if let c = context.company { parts.append(companyShort(c)) }
        if !context.reasons.isEmpty { parts.append(context.reasons.list.map(reasonShort).joined(separator: "/")) }
        if let a = context.aftermath { parts.append(aftermathShort(a)) }
        return parts.joined(separator: shortSeparator)
    }

    private var shortSeparator: String { pick("・", ", ") }

    /// The values in a line without labels, where a word must say by itself which part it is: `ほかの場所`, `out`.
    func placeShort(_ p: DayContext.Place) -> String {
        switch p {
        case .out: return pick("店", "out")
        case .visit: return pick("人の家", "visiting")
        case .other: return pick("ほかの場所", "elsewhere")
        case .home, .work: return place(p)
        }
    }
    func companyShort(_ c: DayContext.Company) -> String { c == .other ? pick("ほかの人", "others") : company(c) }
    func reasonShort(_ r: DayContext.Reason) -> String {
        switch r {
        case .meal: return pick("食事", "meal")
        case .other: return pick("ほかの理由", "other reason")
        case .stress, .habit, .social, .celebration, .boredom, .craving: return reason(r)
        }
    }
    func aftermathShort(_ a: DayContext.Aftermath) -> String {
        switch a {
        case .blackout: return pick("記憶なし", "blackout")
        case .nothing: return pick("その後なし", "nothing after")
        case .hangover: return aftermath(a)
        }
    }

    /// `show`'s line: `状況: 場所 自宅、だれと 友人、理由 ストレス・習慣、その後 二日酔い`.
    public func contextLine(_ context: DayContext) -> String {
        pick("状況: ", "Context: ") + contextParts(context).joined(separator: pick("、", "; "))
    }

    /// The form's help under its rows: how to choose without typing.
    public var contextFormHint: String {
        pick("←→ 選ぶ  数字 その番号  Space 理由を入れる/外す  Del 空欄", "← → choose  digit: that one  Space: reason in/out  Del clears")
    }

    public var contextSaved: String { pick("飲んだ日の状況を保存しました（u で取り消し）", "Saved what the day was like (u to undo)") }
    public var contextCleared: String {
        pick("飲んだ日の状況を消しました（u で戻せます）", "Cleared what the day was like (u brings it back)")
    }
    public var contextNeedsDrinking: String {
        pick("状況は飲んだ日に記録します（y で「はい」）", "Context is for a drinking day (y answers yes)")
    }
    public func noSuchChoice(_ count: Int) -> String {
        pick("1〜\(count) の数字で選びます", "Choose with a number from 1 to \(count)")
    }

    // MARK: Heavy days' situations

    /// The statistics' row: `多量の日: 自宅 ひとり ストレス`, the most common of each part that fits in `width`.
    public func heavySituationsShort(_ s: HeavyDaySituations, width: Int, measure: (String) -> Int) -> String {
        let label = pick("多量の日に多い: ", "Heavy days: ")
        var parts = [
            s.places.first.map { placeShort($0.value) }, s.companies.first.map { companyShort($0.value) },
            s.reasons.first.map { reasonShort($0.value) }, s.aftermaths.first.map { aftermathShort($0.value) },
        ].compactMap { $0 }
        let separator = pick(" ", ", ")
        while parts.count > 1 && measure(label + parts.joined(separator: separator)) > width { parts.removeLast() }
        return label + parts.joined(separator: separator)
    }

    /// The heading of the situations in `stats` and the report: `多量飲酒日の状況（5日のうち3日に記録）`.
    public func heavySituationsTitle(_ s: HeavyDaySituations) -> String {
        pick(
            "多量飲酒日の状況（\(s.heavyDays)日のうち\(s.daysWithContext)日に記録）",
            "Situations of heavy drinking days (given on \(s.daysWithContext) of \(s.heavyDays))")
    }

    /// One line a part, the values most common first with their days: `場所  自宅 3日、店 1日`.
    public func heavySituationsRows(_ s: HeavyDaySituations) -> [[String]] {
        func counted<V>(_ counts: [HeavyDaySituations.Count<V>], _ word: (V) -> String) -> String {
            counts.map { word($0.value) + " " + days($0.days) }.joined(separator: pick("、", ", "))
        }
        let rows: [(ContextForm.Field, String)] = [
            (.place, counted(s.places, place)), (.company, counted(s.companies, company)),
            (.reasons, counted(s.reasons, reason)), (.aftermath, counted(s.aftermaths, aftermath)),
        ]
        return rows.filter { !$0.1.isEmpty }.map { [contextLabel($0.0), $0.1] }
    }

    // MARK: The report

    /// A day's line under its drinks: `服薬`, the context in labelled parts.
    public var reportMedicineTaken: String { pick("服薬", "medicine taken") }
    /// A day whose medicine was taken under another name than the setting's now: `服薬（ナルメフェン）`.
    public func reportMedicineTaken(under name: String) -> String { pick("服薬（\(name)）", "\(name) taken") }
    /// The summary's rows for the medicine, with its name: `服薬した日（セリンクロ）`.
    public func reportMedicineDays(_ name: String) -> String { pick("服薬した日（\(name)）", "Days \(name) taken") }
    public var reportDrinkingWithMedicine: String { pick("  服薬した飲酒日", "  drinking, taken") }
    public var reportDrinkingWithoutMedicine: String { pick("  服薬しない飲酒日", "  drinking, not taken") }
    public var reportPerDrinkingDayWithMedicine: String { pick("  服薬した飲酒日の平均", "  per drinking day, taken") }
    public var reportPerDrinkingDayWithoutMedicine: String { pick("  服薬しない飲酒日の平均", "  per drinking day, not taken") }
}
