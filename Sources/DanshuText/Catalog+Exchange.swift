import DanshuApp
import DanshuCore
import DanshuStore

/// Messages about what is typed on the command line and the files `danshu import` reads:
/// always what was wrong and what to type instead.
extension Catalog {
    /// The ways to write a DATE, as the refusal of a bad one and `danshu --help` both say them.
    public var dateForms: String {
        pick(
            "YYYY-MM-DD（2026-11-1、2026/11/20 も可）、today（今日）、yesterday（昨日）、-N（N日前）のどれか（全角の数字も可）",
            "YYYY-MM-DD (or 2026-11-1, 2026/11/20), today, yesterday or -N (N days ago); full-width digits work too")
    }

    /// A DATE argument that is not a day danshu can record.
    public func message(for problem: DateArgument.Problem) -> String {
        let forms = dateForms
        switch problem {
        case .unrecognized(let text):
            return pick(
                "「\(text)」は日付ではありません。\(forms)で指定してください",
                "'\(text)' is not a day: give \(forms)")
        case .impossible(let text):
            return pick(
                "「\(text)」という日はありません。YYYY-MM-DD（例: 2026-11-28）で実在する日を指定してください",
                "there is no day '\(text)': give a real day as YYYY-MM-DD, e.g. 2026-11-28")
        case .outOfRange(let text):
            let y = Limits.years
            return pick(
                "「\(text)」は \(y.lowerBound)〜\(y.upperBound) 年の外です",
                "'\(text)' is outside the years \(y.lowerBound) to \(y.upperBound)")
        }
    }

    /// A day after today, which cannot be recorded.
    public func futureDate(_ date: LocalDate, today: LocalDate) -> String {
        pick(
            "\(date.iso) は未来の日なので記録できません（今日は \(today.iso)）",
            "\(date.iso) is in the future and cannot be recorded (today is \(today.iso))")
    }

    /// An ITEM of `danshu log` or a preset of `danshu presets` that names no preset.
    public func message(for problem: DrinkItem.Problem) -> String {
        message(for: problem, oneOff: "--drink NAME:ABV:ML")
    }

    /// The same, where `oneOff` is how the command takes a drink not among the presets (`danshu ask` takes `NAME:ABV:ML`).
    public func message(for problem: DrinkItem.Problem, oneOff: String) -> String {
        switch problem {
        case .unknownPreset(let name):
            return pick(
                "「\(name)」というプリセットはありません。danshu presets list で一覧を、\(oneOff) で1回限りの飲み物を記録できます",
                "no preset is called '\(name)': danshu presets list shows them, and \(oneOff) records a one-off drink")
        case .noSuchNumber(let n, let count):
            if count == 0 {
                return pick(
                    "プリセット \(n) 番はありません（プリセットがありません。danshu presets add で追加できます）",
                    "there is no preset \(n): there are no presets (danshu presets add adds one)")
            }
            return pick(
                "プリセット \(n) 番はありません。1〜\(count) 番のどれかを指定してください（danshu presets list で一覧）",
                "there is no preset \(n): give a number from 1 to \(count) (danshu presets list shows them)")
        case .badCount(let text):
            let c = Limits.count
            return pick(
                "杯数「\(text)」は使えません。×N の N は \(c.lowerBound)〜\(c.upperBound) の整数です（例: ビール500缶x2）",
                "'\(text)' is not a count: N in xN is a whole number from \(c.lowerBound) to \(c.upperBound), e.g. beer x2"
            )
        }
    }

    /// Why an import file was refused: the file, the line or place, what was expected and what was found.
    public func message(for error: ImportFileError) -> String {
        switch error {
        case .json(let journalError):
            return message(for: journalError)
        case .unreadable(let file, let code):
            return pick("\(file) を読めません: \(systemReason(code))", "cannot read \(file): \(systemReason(code))")
        case .csv(let file, let csvError):
            let line = pick("\(csvError.line)行目", "line \(csvError.line)")
            return "\(file): \(line): \(text(of: csvError.problem))"
        }
    }

    /// What is wrong with a line of a CSV import.
    public func text(of problem: CSVImportProblem) -> String {
        let base = JournalCSV.baseColumns.joined(separator: ",")
        let later = JournalCSV.laterColumns.joined(separator: ", ")
        let headers = pick("\(base)（続けて \(later) を各1回まで）", "\(base) (then any of \(later), each at most once)")
        switch problem {
        case .syntax(let syntax):
            return text(of: syntax)
        case .missingHeader(nil):
            return pick("見出し行 \(headers) が必要ですが、ファイルが空です", "expected the header \(headers), found an empty file")
        case .missingHeader(let found?):
            return pick(
                "見出し行 \(headers) が必要ですが、\(quote(found)) です（danshu export の CSV か JSON を指定してください）",
                "expected the header \(headers), found \(quote(found)) (give a CSV or JSON file made by danshu export)")
        case .fieldCount(let n, let found):
            return pick("見出し行と同じ \(n) 列が必要ですが、\(found) 列あります", "expected \(n) fields, as in the header, found \(found)")
        case .invalid(let column, let expected, let found):
            let e = text(of: expected)
            let f = found.isEmpty ? pick("空欄", "an empty field") : quote(found)
            return pick("\(column) 列: \(e)が必要ですが、\(f) です", "\(column): expected \(e), found \(f)")
        case .contextOnDayNotDrank:
            return pick(
                "状況の列（where、with、why、after）は drank が true の行にだけ書けますが、そうでない行にあります",
                "expected context columns (where, with, why, after) only on a row with drank true, found them on another row"
            )
        case .drinksOnDayNotDrank:
            return pick(
                "飲み物の列（name、ml、abv、grams、count、price、kcal）は drank が true の行にだけ書けますが、そうでない行にあります",
                "expected drink columns (name, ml, abv, grams, count, price, kcal) only on a row with drank true, found them on another row"
            )
        case .nothingRecorded:
            return pick(
                "drank（true か false）、メモ、mood、craving か medicine が必要ですが、どれも空です",
                "expected drank (true or false), a note, mood, craving or medicine, found none")
        case .gramsNeeded:
            return pick("grams、または ml と abv が必要ですが、ありません", "expected grams, or ml and abv, found neither")
        case .disagrees(let column, let date, let line):
            return pick(
                "\(date.iso) の \(column) は \(line)行目と同じはずですが、違っています",
                "expected \(column) of \(date.iso) to be the same as on line \(line), found a different one")
        case .tooManyEntries(let date):
            return pick(
                "1日の記録は \(Limits.entriesPerDay) 件までのはずですが、\(date.iso) にはそれより多くあります",
                "expected at most \(Limits.entriesPerDay) drink entries on \(date.iso), found more")
        }
    }

    private func text(of problem: CSV.Problem) -> String {
        switch problem {
        case .unclosedQuote:
            return pick(
                "この行で始まる「\"」を閉じる「\"」が必要ですが、ファイルがそこで終わっています",
                "expected '\"' to close the quoted field opened on this line, found the end of the file")
        case .textAfterQuote(_, let found):
            return pick(
                "閉じる「\"」の後には「,」か改行が必要ですが、「\(found)」があります",
                "expected ',' or a line end after a closing '\"', found '\(found)'")
        case .quoteInUnquotedField:
            return pick(
                "「\"」を含む欄は全体を「\"」で囲み、中の「\"」は「\"\"」と書く必要があります",
                "expected a field holding '\"' to be quoted, with the inner '\"' doubled")
        case .invalidUTF8:
            return pick("UTF-8 のテキストが必要ですが、UTF-8 でないバイトがあります", "expected UTF-8 text, found bytes that are not UTF-8")
        case .strayCarriageReturn:
            return pick("CR の後には LF が必要ですが、ありません", "expected LF after CR, found none")
        }
    }

    /// A value in double quotes for messages, cut after 40 characters.
    func quote(_ s: String) -> String {
        "\"" + (s.count > 40 ? String(s.prefix(40)) + "…" : s) + "\""
    }
}
