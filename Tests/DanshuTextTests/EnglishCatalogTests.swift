import DanshuApp
import DanshuCLI
import DanshuCore
import DanshuStore
import DanshuText
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Under `--lang en` nothing the user reads is Japanese, except what the user typed (names, notes),
/// which the samples below keep ASCII so any Japanese found comes from the catalog itself.
@Suite("The English catalog")
struct EnglishCatalogTests {
    let en = Catalog(.en)

    /// Kana, CJK ideographs, CJK punctuation and full-width forms: what Japanese text is made of.
    static func japanese(in text: String) -> String? {
        let found = text.unicodeScalars.filter {
            (0x3000...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value)
                || (0xFF00...0xFFEF).contains($0.value)
        }
        return found.isEmpty ? nil : String(String.UnicodeScalarView(found))
    }

    /// The messages of another program's change to the journal (issue 21).
    static var syncMessages: [Message] {
        let merged = SyncArrival(days: 2, settingsOrPresets: false, conflicts: [], theirsKept: nil)
        let conflict = SyncArrival(
            days: 1, settingsOrPresets: true, conflicts: [LocalDate(year: 2026, month: 11, day: 28)!],
            theirsKept: "~/journal.sync-conflict-20261202-101010-danshu.json")
        let settingsOnly = SyncArrival(days: 0, settingsOrPresets: true, conflicts: [], theirsKept: nil)
        let problems: [DiskProblem] = [.unreadable(reason: "not JSON"), .emptied, .deleted]
        return [
            Message.syncMerged(merged), .syncMerged(conflict), .syncMerged(settingsOnly),
            .writtenBack(
                kept: "~/journal.sync-conflict-20261202-101010-danshu.json", was: .unreadable(reason: "not JSON")),
            .writtenBack(kept: nil, was: .deleted), .writtenBack(kept: nil, was: .emptied),
            .reportWritten(path: "~/report-2026-11-29.html"), .reportNotWritten(reason: "EACCES"),
        ]
            + problems.map { Message.journalUnusable($0) } + problems.map { Message.confirmLeaveUnusable($0) }
    }

    /// Every message of the message line, one sample each; the switch makes a new case fail to compile here.
    static var messages: [Message] {
        let samples: [Message] =
            [
                .welcome, .futureDay, .tooEarly, .noSuchChip(number: 8), .countLimit, .entryLimit, .presetLimit,
                .nothingToRemove, .drinkRemoved(name: "Beer", dayLeft: 1, today: true),
                .drinkRemoved(name: "Beer", dayLeft: 0, today: false),
                .clearedDrinks(count: 1), .clearedDrinks(count: 2), .undone, .redone, .nothingToUndo, .nothingToRedo,
                .noteSaved, .noteRemoved, .drinkAdded(name: "Beer", dayCount: 2, today: true),
                .drinkAdded(name: "Beer", dayCount: 1, today: false),
                .presetAdded(name: "Beer"), .presetSaved(name: "Beer"), .presetDeleted(name: "Beer"), .noPresets,
                .saveFailed(reason: "disk full"), .saveNotFlushed(reason: "EIO"), .unknownKey("F5"),
                .tooLong(limit: 1000),
                .presetNameTaken(name: "Beer"),
                .drinkRefused(DrinkProblems([.name: .missing, .abv: .outOfRange(Limits.abvTenths)])),
                .confirmQuit,
                .syncConflictCopy(
                    command: "danshu merge ~/sync/journal.sync-conflict-20261129-101010-ABCDEFG.json", others: 0),
                .syncConflictCopy(command: "danshu merge 'journal (conflicted copy).json'", others: 2),
                .pastDayLocked, .dayUnlocked, .feelingsSaved(mood: true, craving: true),
                .feelingsSaved(mood: true, craving: false), .feelingsSaved(mood: false, craving: true),
                .feelingsCleared, .moodOutOfRange, .cravingOutOfRange,
                .medicineTaken(name: "Selincro"), .medicineTakenBack(name: "Selincro"), .medicineNotSet, .contextSaved,
                .contextCleared,
                .contextNeedsDrinking, .noSuchChoice(count: 5), .noUrgesThisMonth,
            ] + SettingKey.allCases.map { Message.settingRefused($0) } + syncMessages + PlanCatalogTests.messages
            + UrgeCatalogTests.messages + UrgeScreenCatalogTests.messages
            + ReadOnlyReason.Cause.allCases.flatMap { [Message.openedReadOnly($0), .readOnlyRefused($0)] }
        for sample in samples {
            switch sample {
            case .welcome, .futureDay, .tooEarly, .noSuchChip, .countLimit, .entryLimit, .presetLimit, .nothingToRemove,
                .drinkRemoved, .clearedDrinks, .undone, .redone, .nothingToUndo, .nothingToRedo, .noteSaved,
                .noteRemoved,
                .drinkAdded, .presetAdded, .presetSaved, .presetDeleted, .noPresets, .saveFailed, .saveNotFlushed,
                .unknownKey, .tooLong, .settingRefused, .confirmQuit, .openedReadOnly, .readOnlyRefused,
                .syncConflictCopy,
                .presetNameTaken, .pastDayLocked, .dayUnlocked, .feelingsSaved, .feelingsCleared, .moodOutOfRange,
                .cravingOutOfRange,
                .syncMerged, .journalUnusable, .writtenBack, .confirmLeaveUnusable, .reportWritten, .reportNotWritten,
                .drinkRefused, .plan,
                .medicineTaken,
                .medicineTakenBack, .medicineNotSet, .contextSaved, .contextCleared, .contextNeedsDrinking,
                .noSuchChoice,
                .urgeRefused, .ifThenPlanRefused, .noUrgesThisMonth, .urgeLogged, .urgeNeedsStrength, .urgeFollowedUp,
                .followUpSkipped,
                .ifThenPlanAdded, .ifThenPlanSaved, .ifThenPlanRetired, .ifThenPlanInUse, .ifThenPlanIncomplete:
                continue
            }
        }
        return samples
    }

    /// Every sentence and label the screens and commands build, with ASCII samples for user data.
    var texts: [String] {
        let date = LocalDate(year: 2026, month: 11, day: 29)!
        var texts = Self.messages.map(en.message)
        texts +=
            en.weekdayNames + (1...12).map { en.monthTitle(YearMonth(year: 2026, month: $0)) }
            + (1...12).map(en.shortMonth)
        texts +=
            (0..<7).map { en.longDate(date.adding(days: $0)) } + (0..<7).map { en.shortDate(date.adding(days: $0)) }
        texts += [
            en.question, en.yes, en.no, en.totalLabel, en.todayLabel, en.noteLabel, en.drinksLabel, en.noDrinksYet,
            en.soberDayText, en.unrecordedText, en.legendSober, en.legendDrank, en.legendOver, en.legendUnrecorded,
            en.overLimit(20), en.drinksPage(first: 1, last: 5, of: 8, key: "v", atEnd: false),
            en.drinksPage(first: 6, last: 8, of: 8, key: "v", atEnd: true), en.gaugeMaxLabel, en.headerWelcome,
            en.streaksNotStarted,
            en.chipPage(0, of: 3), en.tooSmallTitle,
            en.tooSmallDetail(needWidth: 80, needHeight: 22, width: 60, height: 20),
            en.tooSmallQuit, en.syncConflictCopyInApp(others: 0), en.syncConflictCopyInApp(others: 2),
            en.syncConflictCopyInAppShort,
            en.keptAtEnd(command: "danshu merge ~/journal.sync-conflict-20261202-101010-danshu.json"),
        ]
        texts += [RiskBand.low, .moderate, .high, .veryHigh].map(en.band)
        for n in [0, 1, 2, 90] {
            texts += [
                en.streakTitle(n), en.longestStreak(n), en.totalSober(n), en.soberThisMonth(n), en.daysToHabit(n),
                en.nextMilestone(n), en.days(n), en.weeks(met: n, of: n), en.goalProgress(n, goal: 1, reached: n >= 1),
                en.statWeeksMet(n),
                en.clearedDrinks(n),
            ]
        }
        texts += [DayState.unrecorded, .sober, .drank(gramsTenths: 200)].map(en.dayStatus)
        texts += [
            en.statisticsTitle, en.statSoberDays, en.statDrinkingDays, en.statUnrecordedDays, en.statTotal,
            en.statAverage,
            en.statOverLimit(20), en.statHeaviest, en.statMonthGoal, en.statLastYear,
        ]
        // Feelings, milestones and locked days.
        texts += FeelingsForm.Field.allCases.flatMap { [en.feelingsLabel($0), en.feelingsScale($0)] }
        texts += [
            en.feelingsTitle(date), en.feelingsNotSet, en.dayFeelings(mood: 4, craving: 3).joined(),
            en.dayFeelings(mood: nil, craving: 0).joined(),
            en.legendFeelings, en.legendOverShort, en.feelingsLine(mood: 4, craving: 3),
            en.feelingsLine(mood: nil, craving: 10), en.statMood,
            en.statMoodBySober(sober: 42, drinking: nil), en.statCraving, en.statCravingValue(31),
            en.statCravingValue(nil),
            en.celebration(1), en.celebration(30),
            en.lockedDayLine, en.helpFeelingsSection, en.badFeeling(option: "--mood", value: "7", range: Limits.mood),
            en.moodValue(5), en.cravingValue(10), en.readOnlyMarker,
        ]
        // A drink line with what tells two entries of one name apart (issue 26, item 6).
        var pricedBeer = Preset.defaults[0].entry
        var canBeer = Preset.defaults[0].entry
        pricedBeer.priceYen = 300
        canBeer.ml = 350
        texts += en.drinkLineWords([pricedBeer, canBeer]).map {
            en.drinkLine(name: "Beer", detail: $0.detail, count: $0.count)
        }
        // The medicine and the day's context (design.md §8).
        let context = DayContext(
            place: .other, company: .other, reasons: DayContext.Reasons(DayContext.Reason.allCases),
            aftermath: .blackout)
        texts += ContextForm.Field.allCases.flatMap { [en.contextLabel($0)] + en.contextChoices($0) }
        texts += [
            en.medicineTakenLine("Selincro"), en.medicineLine("Selincro"), en.medicineSettingText,
            en.contextTitle(date),
            en.contextLine(context), en.contextShort(context), en.contextFormHint, en.helpContextSection,
            en.reportMedicineTaken, en.reportMedicineDays("Selincro"), en.reportDrinkingWithMedicine,
            en.reportDrinkingWithoutMedicine,
            en.reportPerDrinkingDayWithMedicine, en.reportPerDrinkingDayWithoutMedicine, en.medicineBothWays,
            en.unknownContextWord(option: "--why", value: "x", allowed: ["a", "b"]),
            en.unknownContextWord(option: "--where", value: "x", allowed: ["a", "b"]), en.medicineNotSetForCommand,
            en.contextNeedsDrinkingDay, en.soberWithContext, en.medicineNotTakenYet("Selincro"),
        ]
        texts += DayContext.Aftermath.allCases.map(en.aftermath)
        var heavy = Journal()
        heavy.days[date] = DayRecord(
            drank: true, drinks: [DrinkEntry(name: "Beer", ml: 500, abvTenths: 50, gramsTenths: 200, count: 5)],
            context: context)
        let situations = HeavyDaySituations(
            journal: heavy, from: date, to: date, thresholds: ClinicalThresholds(sex: .male), today: date)
        texts +=
            [
                en.heavySituationsTitle(situations),
                en.heavySituationsShort(situations, width: 80, measure: { $0.count }),
            ]
            + en.heavySituationsRows(situations).flatMap { $0 }
        // Forms and panes.
        texts += [DrinkForm.Purpose.oneOff, .newPreset, .editPreset(index: 0)].map(en.formTitle)
        for field in DrinkForm.Field.allCases {
            texts.append(en.fieldLabel(field))
            let problems: [TypedDrink.Problem] =
                [.duplicateName, .tooLong(1000), .otherFieldsUnit]
                + [NumberInput.Problem.empty, .notANumber, .tooManyDecimals, .outOfRange(0...1)].map { .number($0) }
                + ([DrinkProblem.missing, .tooLong(1000)] + (field.range.map { [.outOfRange($0)] } ?? [])).map {
                    .drink($0)
                }
            texts += problems.map { en.problem($0, field: field) }
        }
        texts += [
            en.pureAlcoholLabel, en.noteTitle(date), en.confirmDelete("Beer"),
            en.presetPaneTitle, en.reorderModeTag, en.presetNameHeader, en.presetABVHeader, en.presetVolumeHeader,
            en.presetGramsHeader, en.noPresetsYet,
        ]
        // Feedback: money, calories, the second unit and the trends (design.md §6).
        for n in [-1200, 0, 1, 10, 12345] {
            texts += [
                en.yen(n), en.kcal(n), en.notSpentFact(n), en.notSpentValue(n), en.kcalLine(n), en.spentLine(n),
                en.percentChange(n),
                en.drinkingDaysFact(n), en.unrecordedDaysFact(n), en.dayFeedback(kcal: n, spentYen: n),
            ]
            texts += SecondUnit.allCases.flatMap {
                [en.secondUnitAmount(n, $0), en.grams(n, $0), en.weekTotal(n, $0), en.totalLine(n, $0)]
            }
        }
        texts += [
            en.statKcal, en.statSpent, en.statYearSpent(2026), en.statNotSpent, en.trendsTitle, en.thisWeek,
            en.weekSpan(date, date.adding(days: 6)), en.weekSpan(date.adding(days: -6), date),
            en.weekSpan(date.adding(days: 30), date.adding(days: 36)),
            en.weekLabel(date), en.shortSpan(date, date), en.weeklyLimitStatus(limitGrams: 100, over: true),
            en.weeklyLimitStatus(limitGrams: 100, over: false), en.trendsLegendBars, en.trendsLegendLimit(100),
            en.trendsLegendSober,
            en.helpTrendsSection, en.weeksOrMonth, en.badWeeks("x", range: 1...520), en.weekHeader, en.totalHeader,
            en.weeklyLimitHeader, en.drinkingDaysHeader, en.soberDaysHeader, en.unrecordedHeader,
            en.overWeeklyLimitMark,
            en.presetPriceHeader, en.presetKcalHeader,
        ]
        var journal = Journal()
        for (offset, record) in [
            (0, DayRecord.sober), (-3, DayRecord(drank: true, drinks: [Preset.defaults[0].entry])), (-40, .sober),
        ] {
            journal.days[date.adding(days: offset)] = record
        }
        for (weeks, end) in [(1, date), (26, date), (3, date.adding(days: -300))] {
            let trends = WeeklyTrends(journal: journal, weeks: weeks, endingWithWeekHolding: end, today: date)
            texts += [en.trendsComparison(trends.comparison), en.trendsGoal(trends.comparison, goal: 2)]
        }
        texts += KeyHelp.allCases.map(en.keyHelp) + KeyHint.allCases.map(en.keyHint)
        texts +=
            [
                en.helpTitle, en.helpMainSection, en.helpPresetSection, en.helpReorderSection, en.helpStatisticsSection,
                en.helpFormSection, en.helpQuestionSection, en.helpMouse,
            ] + en.helpEditingKeys.flatMap { [$0.keys, $0.text] }
        // The command line.
        texts += [en.generalHelp, en.globalOptionsHelp, en.usage(nil)]
        texts += Command.allCases.flatMap { [en.help(for: $0), en.summary(of: $0), en.usage($0)] }
        texts += [
            ArgumentProblem.unknownOption("--x", command: "log"), .unknownOption("--x", command: nil),
            .missingValue(option: "--note"), .unexpectedValue(option: "--sober"), .unknownCommand("lgo"),
        ].map(en.message(for:))
        texts += [
            en.badChoice(option: "--lang", value: "fr", allowed: "ja|en"), en.unexpectedArgument("x"),
            en.missingArgument("ML"),
            en.badMonth("2026-13"), en.fromAfterTo(from: date, to: date), en.nothingToLog, en.soberWithDrinks,
            en.noteTooLong, en.namesOnlyWithList, en.unknownPresetsAction("ls"), en.badPosition("9", count: 7),
            en.unknownSetting("x"), en.importFutureDay(file: "a.csv", date: date, today: date),
            en.answerLine(nil), en.answerLine(true), en.answerLine(false), en.totalLine(200, .none),
            en.totalLine(200, .usDrinks), en.overLimitLine(20), en.noteLine("x"),
            en.statusLine(streak: 3, today: .sober), en.checkOK(path: "j", days: 1, presets: 1, exists: true),
            en.checkOK(path: "j", days: 2, presets: 2, exists: false), en.settingHeader, en.valueHeader,
            en.allowedHeader,
            en.presetRemoved("Beer"), en.presetMovedTo("Beer", position: 1), en.conflictTitle(date), en.conflictOurs,
            en.conflictTheirs, en.importSummary(added: 1, same: 1, conflicts: 1, replaced: 1), en.importDryRun,
            en.conflictsKept, en.futureNothingRecorded, en.futureDate(date, today: date),
            en.fieldProblem(.abv, .drink(.missing), value: "x"), en.badOneOffFields("x:1:2", problems: "x"),
        ]
        texts += SettingKey.allCases.flatMap {
            [en.badSettingValue($0, value: "x"), en.settingSet($0, "x"), en.settingUnchanged($0, "x")]
        }
        // More than a person can drink, an unreadable journal's backup, ask's words and a plan kept aside (issue 40).
        let beyond: [BeyondDrinkable] = [
            .strongerThanSold(abvTenths: 1000), .entry(gramsTenths: 19980), .day(gramsTenths: 5200),
        ]
        texts += beyond.flatMap {
            [en.beyondDrinkable($0, name: "Beer", count: 1), en.beyondDrinkableRefused($0, name: "Beer", count: 999)]
        }
        texts +=
            [
                en.beyondDrinkableQuestion, en.beyondDrinkableTitle, en.helpAmountQuestionSection,
                en.askAlreadyRecorded,
                en.askOneOffSpelling, en.askBeyondDrinkable,
            ] + en.askRecordedDayAnswers(removable: true) + Sex.allCases.map(en.sexWord)
        let backup = JournalBackup(
            journal: "/j/journal.json", path: "/j/journal.json.bak", savedOn: date, savedHour: 9, savedMinute: 5,
            days: 12, brokenName: "/j/journal.broken-20261129-090500.json")
        texts.append(en.backupRestores(backup, shown: backup.path, command: "mv a b && cp c a"))
        texts.append(
            en.syncMerged(
                SyncArrival(
                    days: 1, settingsOrPresets: false, conflicts: [date], planConflicts: [date],
                    theirsKept: "~/copy.json")))
        let sameUnits = [
            ABVAndVolume.Problem.sameUnit(.percent), .sameUnit(.millilitres),
            .swapped(ABVAndVolume(abv: "15", ml: "180")),
        ]
        texts +=
            [en.message(for: .notThreeParts, text: "x")]
            + sameUnits.map { en.message(for: .values(name: "sake", $0), text: "x") }
        texts += sameUnits.map { en.presetValuesProblem($0, name: "sake") }
        // A conflict of `danshu merge`, once per way two versions of a day can differ.
        let beer = DrinkEntry(name: "Beer", ml: 500, abvTenths: 50, gramsTenths: 200, count: 1)
        var priced = beer
        var sweet = beer
        var renamed = beer
        (priced.priceYen, sweet.extraKcal, renamed.name) = (300, 90, "Other")
        let plain = DayRecord(drank: true, drinks: [beer], note: "a")
        for other in [
            DayRecord(drank: true, drinks: [priced], note: "b", mood: 3, craving: 2),
            DayRecord(drank: true, drinks: [sweet]),
            DayRecord(drank: true, drinks: [renamed]), .sober,
        ] {
            texts += [
                en.mergeConflictLine(date, ours: plain, theirs: other),
                en.mergeConflictLine(date, ours: other, theirs: plain),
            ]
        }
        let mix = DrinkEntry(name: "Mix 1", ml: 5, abvTenths: 20, gramsTenths: 1, count: 1, priceYen: 500)
        texts.append(
            en.message(
                for: .ambiguous(
                    withoutPrice: DrinkEntry(name: "Mix 1:2", ml: 500, abvTenths: 50, gramsTenths: 200, count: 1),
                    withPrice: mix), text: "Mix 1:2:5:500"))
        texts += [DateArgument.Problem.unrecognized("x"), .impossible("x"), .outOfRange("x")].map(en.message(for:))
        texts += [
            DrinkItem.Problem.unknownPreset("x"), .noSuchNumber(9, presetCount: 0), .noSuchNumber(9, presetCount: 7),
            .badCount("0"),
        ].map(en.message(for:))
        // Files: import, the journal, saving and locking.
        let csvProblems: [CSVImportProblem] = [
            .syntax(.unclosedQuote(line: 1)), .syntax(.textAfterQuote(line: 1, found: "x")),
            .syntax(.quoteInUnquotedField(line: 1)),
            .syntax(.invalidUTF8(line: 1)), .syntax(.strayCarriageReturn(line: 1)), .missingHeader(found: nil),
            .missingHeader(found: "x"),
            .fieldCount(expected: 10, found: 3), .invalid(column: "ml", expected: .millilitres, found: ""),
            .drinksOnDayNotDrank, .nothingRecorded,
            .invalid(column: "mood", expected: .mood, found: "6"), .disagrees(column: "craving", date: date, line: 2),
            .gramsNeeded, .disagrees(column: "note", date: date, line: 2), .tooManyEntries(date),
        ]
        texts += csvProblems.map {
            en.message(for: ImportFileError.csv(file: "a.csv", CSVImportError(line: 3, problem: $0)))
        }
        texts.append(en.message(for: ImportFileError.unreadable(file: "a.csv", errno: ENOENT)))
        let expectations: [JournalExpectation] =
            [
                .journalObject, .object, .list, .formatName, .version, .millilitres, .abv, .grams,
                .count, .price, .kcal, .name, .note, .drank, .date, .mood, .craving, .milestone,
                .weekday, .planAmount,
            ]
            + SettingKey.allCases.map { .setting($0) }
        let founds: [JournalFound] = [.number("1"), .string("x"), .bool(true), .null, .object, .list]
        let jsonExpectations: [JSONExpectation] = [
            .value, .keyOrObjectEnd, .key, .colon, .commaOrObjectEnd, .commaOrListEnd, .endOfFile,
            .digit, .escape, .hexDigits, .surrogatePair, .stringEnd, .escapedControlCharacter, .literal("true"),
        ]
        var problems: [JournalProblem] = [
            .emptyFile, .invalidUTF8(byte: 0xFF), .nestingTooDeep(limit: 64), .duplicateKey("x"),
            .unknownKey("x", allowed: ["a", "b"]), .missingKey("x"), .newerVersion(3),
            .duplicatePresetName("x"), .drinksOnDayNotDrank, .tooMany(.presets), .tooMany(.entriesPerDay),
            .unreadable(errno: EACCES), .notRegularFile, .fileTooLarge(megabytes: 300, limit: 256),
        ]
        problems += expectations.flatMap { e in founds.map { JournalProblem.invalidValue(expected: e, found: $0) } }
        problems += jsonExpectations.flatMap { e in
            [JSONFound.endOfFile, .character("x"), .character("\n")].map {
                JournalProblem.syntax(expected: e, found: $0)
            }
        }
        let places: [JournalPlace] = [.text(line: 3, column: 7), .value(""), .value("days.2026-11-28"), .file]
        texts += places.flatMap { place in
            problems.map { en.message(for: JournalError(file: "j.json", place: place, problem: $0)) }
        }
        let codes: [Int32] = [
            ENOSPC, EDQUOT, EFBIG, EACCES, EPERM, EROFS, EISDIR, ENOTDIR, ENOENT, EIO, ELOOP, ENAMETOOLONG, EMFILE,
            EXDEV,
        ]
        let steps: [SaveStep] = [
            .checkUnchanged, .createFolder, .readCurrent, .writeBackup, .writeTemporary, .syncTemporary, .replace,
            .syncFolder,
        ]
        for step in steps {
            for code in codes {
                let error = JournalSaveError(journal: "j.json", step: step, file: "j.json", code: code)
                texts += [en.message(for: error), en.shortReason(for: error)]
            }
        }
        texts += codes.map(en.systemReason)
        texts += [JournalLockError.Reason.locked, .system(code: EACCES)].map {
            en.message(for: JournalLockError(lockFile: "j.lock", reason: $0))
        }
        texts += [JournalPathError.emptyFileOption, .noLocation].map(en.message(for:))
        return texts + PlanCatalogTests.texts(en) + ComparisonCatalogTests.texts(en) + UrgeCatalogTests.texts(en)
            + UrgeScreenCatalogTests.texts(en)
    }

    @Test("No English text holds Japanese")
    func noJapanese() {
        let texts = texts
        #expect(texts.count > 500)
        for text in texts {
            #expect(Self.japanese(in: text) == nil, "Japanese in English text: \(text)")
        }
    }

    @Test("The check finds Japanese where there is some")
    func checkCanFail() {
        #expect(Self.japanese(in: Catalog(.ja).message(.welcome)) != nil)
        #expect(Self.japanese(in: "５００ml") != nil)
        #expect(Self.japanese(in: "Sober day 3 · 20.0g × 2 — ‹ › …") == nil)
    }
}
