import DanshuCore
import DanshuStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Messages about the journal file: loading, saving, locking and finding it.
/// A load error always reads `file: place: expected …, found …`.
extension Catalog {
    // MARK: Messages

    /// `journal.json: days.2026-11-28.drinks[0].ml: expected …, found …`.
    public func message(for error: JournalError) -> String {
        let problem = text(of: error.problem)
        if error.place == .file { return "\(error.file): \(problem)" }
        return "\(error.file): \(text(of: error.place)): \(problem)"
    }

    /// Which save step failed on which file, why, and what is on disk now.
    public func message(for error: JournalSaveError) -> String {
        if error.step == .checkUnchanged {
            return pick(
                "\(error.journal) は保存の途中で別のプログラムに変更されたので、上書きしませんでした。もう一度実行してください",
                "\(error.journal) was changed by another program during the save, so it was not written over; run the command again"
            )
        }
        if error.step == .takeLock && error.code == EWOULDBLOCK {
            return message(for: JournalLockError(lockFile: error.file, reason: .locked))
        }
        if error.step == .checkWritable {
            return pick(
                "\(error.journal) は書き込み禁止（所有者に書き込み権限がない）なので、上書きしませんでした。chmod u+w \(error.file) で変更できるようになります",
                "\(error.journal) is write-protected (its owner has no write permission), so it was not written over; chmod u+w \(error.file) allows changes"
            )
        }
        let step = text(of: error.step, file: error.file)
        let reason = systemReason(error.code)
        let onDisk =
            error.step == .syncFolder
            ? pick(
                "ジャーナルは置き換えましたが、停電などで失われるおそれがあります",
                "the journal was replaced but may not survive a power cut")
            : pick("ディスク上のジャーナルは変更されていません", "the journal on disk is unchanged")
        return pick(
            "\(error.journal) を保存できませんでした。\(step)に失敗しました: \(reason)。\(onDisk)",
            "could not save \(error.journal): \(step) failed: \(reason); \(onDisk)")
    }

    /// The reason of a failed save in a few words, then the file's name, for the app's message line:
    /// `no space left (ENOSPC) .journal.json.tmp`. The whole message fits 80 columns.
    public func shortReason(for error: JournalSaveError) -> String {
        if error.step == .checkUnchanged {
            return pick("別のプログラムが変更し続けています", "another program keeps changing it")
        }
        if error.step == .checkWritable { return shortReason(for: .writeProtected) }
        if error.step == .takeLock && error.code == EWOULDBLOCK {
            return pick("別の danshu が使用中", "another danshu is using it")
        }
        let name = error.file.split(separator: "/").last.map(String.init) ?? error.file
        return briefReason(error.code) + " " + name
    }

    /// The lock file and why it could not be taken.
    public func message(for error: JournalLockError) -> String {
        switch error.reason {
        case .locked:
            return pick(
                "別の danshu がこのジャーナルを使用中です（\(error.lockFile) がロックされています）",
                "another danshu is using this journal (\(error.lockFile) is locked)")
        case .system(let code):
            return pick(
                "\(error.lockFile) をロックできません: \(systemReason(code))",
                "cannot lock \(error.lockFile): \(systemReason(code))")
        }
    }

    /// Why no journal path was found and how to give one.
    public func message(for error: JournalPathError) -> String {
        switch error {
        case .emptyFileOption:
            return pick("--file にはパスが必要ですが、空です", "--file needs a path, found an empty one")
        case .noLocation:
            return pick(
                "ジャーナルの場所がわかりません。--file、DANSHU_FILE、XDG_DATA_HOME、HOME のどれも設定されていません。--file PATH で指定してください",
                "cannot tell where the journal is: none of --file, DANSHU_FILE, XDG_DATA_HOME and HOME is set; pass --file PATH"
            )
        }
    }

    // MARK: Parts

    /// `line 3, column 7` / `3行7列目`, or the JSON path (`top level` for the whole object).
    public func text(of place: JournalPlace) -> String {
        switch place {
        case .text(let line, let column): return pick("\(line)行\(column)列目", "line \(line), column \(column)")
        case .value(""): return pick("最上位", "top level")
        case .value(let path): return path.count > 200 ? String(path.prefix(200)) + "…" : path
        case .file: return ""
        }
    }

    /// What is wrong: always what was expected, and what was found.
    public func text(of problem: JournalProblem) -> String {
        switch problem {
        case .emptyFile:
            let journal = text(of: JournalExpectation.journalObject)
            return pick(ja(journal, "が必要ですが、ファイルが空です"), "expected \(journal), found an empty file")
        case .syntax(let expected, .endOfFile):
            let e = text(of: expected)
            return pick(ja(e, "が必要ですが、ファイルがそこで終わっています"), "expected \(e), found the end of the file")
        case .syntax(let expected, let found):
            let e = text(of: expected)
            let f = text(of: found)
            return pick(ja(e, "が必要ですが、") + ja(f, "があります"), "expected \(e), found \(f)")
        case .invalidUTF8(let byte):
            let b = "0x" + hex(UInt32(byte), digits: 2)
            return pick("UTF-8 のテキストが必要ですが、バイト \(b) があります", "expected UTF-8 text, found the byte \(b)")
        case .nestingTooDeep(let limit):
            return pick(
                "オブジェクトと配列の入れ子は \(limit) 段までのはずですが、それより深くなっています",
                "expected objects and lists nested at most \(limit) deep, found deeper nesting")
        case .duplicateKey(let key):
            let k = quoted(key)
            return pick(
                "キーは1つのオブジェクトに1回だけのはずですが、\(k) が2回あります",
                "expected each key once in an object, found \(k) a second time")
        case .unknownKey(let key, let allowed):
            let k = quoted(key)
            let list = allowed.joined(separator: ", ")
            return pick(
                "キーは \(list) のいずれかのはずですが、知らないキー \(k) があります（保存で消さないよう、知らないデータは読み込みません）",
                "expected one of the keys \(list), found the unknown key \(k) (danshu refuses data it would lose on saving)"
            )
        case .missingKey(let key):
            let k = quoted(key)
            return pick("キー \(k) が必要ですが、ありません", "expected the key \(k), found none")
        case .invalidValue(let expected, let found):
            let e = text(of: expected)
            let f = text(of: found)
            return pick(ja(e, "が必要ですが、") + ja(f, "になっています"), "expected \(e), found \(f)")
        case .newerVersion(let version):
            let known = text(of: JournalExpectation.version)
            return pick(
                ja(known, "が必要ですが、") + "バージョン \(version) です。新しい danshu で作られたファイルなので、danshu を更新してから開いてください",
                "expected \(known), found version \(version): the file was made by a newer danshu; update danshu to open it"
            )
        case .duplicatePresetName(let name):
            let n = quoted(name)
            return pick(
                "ほかのプリセットと違う名前が必要ですが、\(n) はすでに使われています",
                "expected a preset name not used before, found \(n) again")
        case .drinksOnDayNotDrank:
            return pick(
                "drinks は \"drank\": true の日にだけ書けますが、そうでない日にあります",
                "expected drinks only on a day with \"drank\": true, found them on another day")
        case .contextOnDayNotDrank:
            return pick(
                "context は \"drank\": true の日にだけ書けますが、そうでない日にあります",
                "expected context only on a day with \"drank\": true, found it on another day")
        case .tooMany(.presets):
            return pick(
                "プリセットは \(Limits.presets) 個までのはずですが、それより多くあります",
                "expected at most \(Limits.presets) presets, found more")
        case .tooMany(.entriesPerDay):
            return pick(
                "1日の記録は \(Limits.entriesPerDay) 件までのはずですが、それより多くあります",
                "expected at most \(Limits.entriesPerDay) drink entries on a day, found more")
        case .tooMany(.ifThenPlans):
            return pick(
                "もしもプランは \(Limits.ifThenPlans) 個までのはずですが、それより多くあります",
                "expected at most \(Limits.ifThenPlans) if-then plans, found more")
        case .duplicateIfThenPlan(let id):
            let i = quoted(id)
            return pick(
                "ほかのもしもプランと違う識別子が必要ですが、\(i) はすでに使われています",
                "expected an if-then plan identity not used before, found \(i) again")
        case .unreadable(let code):
            let reason = systemReason(code)
            return pick(
                "読み込めるファイルが必要ですが、読めません: \(reason)", "expected a readable file, found it cannot be read: \(reason)")
        case .notRegularFile:
            return pick("通常のファイルが必要ですが、パイプやデバイスです", "expected a regular file, found a pipe, device or socket")
        case .fileTooLarge(let megabytes, let limit):
            return pick(
                "\(limit) MB 以下のファイルが必要ですが、\(megabytes) MB あります",
                "expected a file of at most \(limit) MB, found \(megabytes) MB")
        }
    }

    /// The reason for a system error code: `no space left on device (ENOSPC)`.
    public func systemReason(_ code: Int32) -> String {
        let reason: (name: String, ja: String, en: String)
        switch code {
        case ENOSPC: reason = ("ENOSPC", "ディスクの空き容量がありません", "no space left on device")
        case EDQUOT: reason = ("EDQUOT", "ディスク使用量の上限を超えました", "disk quota exceeded")
        case EFBIG: reason = ("EFBIG", "ファイルサイズの上限を超えました", "file size limit exceeded")
        case EACCES: reason = ("EACCES", "アクセス権がありません", "permission denied")
        case EPERM: reason = ("EPERM", "操作が許可されていません", "operation not permitted")
        case EROFS: reason = ("EROFS", "読み取り専用のファイルシステムです", "read-only file system")
        case EISDIR: reason = ("EISDIR", "フォルダです", "it is a folder")
        case ENOTDIR: reason = ("ENOTDIR", "パスの途中がフォルダではありません", "a part of the path is not a folder")
        case ENOENT: reason = ("ENOENT", "ファイルまたはフォルダがありません", "no such file or folder")
        case EIO: reason = ("EIO", "入出力エラーです", "input/output error")
        case ELOOP: reason = ("ELOOP", "シンボリックリンクが多すぎます", "too many symbolic links")
        case ENAMETOOLONG: reason = ("ENAMETOOLONG", "ファイル名が長すぎます", "file name too long")
        case EMFILE, ENFILE: reason = ("EMFILE", "開いているファイルが多すぎます", "too many open files")
        default:
            let text = strerror(code).map { String(cString: $0) } ?? "error"
            return pick("\(text)（errno \(code)）", "\(text) (errno \(code))")
        }
        return pick("\(reason.ja)（\(reason.name)）", "\(reason.en) (\(reason.name))")
    }

    // MARK: Helpers

    /// `systemReason` in a few words: `空き容量なし（ENOSPC）`.
    private func briefReason(_ code: Int32) -> String {
        let reason: (name: String, ja: String, en: String)
        switch code {
        case ENOSPC: reason = ("ENOSPC", "空き容量なし", "no space left")
        case EDQUOT: reason = ("EDQUOT", "容量制限超え", "quota exceeded")
        case EFBIG: reason = ("EFBIG", "サイズ上限超え", "file size limit")
        case EACCES: reason = ("EACCES", "権限なし", "permission denied")
        case EPERM: reason = ("EPERM", "許可されていない", "not permitted")
        case EROFS: reason = ("EROFS", "読み取り専用", "read-only file system")
        case EISDIR: reason = ("EISDIR", "フォルダがある", "a folder is in the way")
        case ENOTDIR: reason = ("ENOTDIR", "パスが不正", "not a folder")
        case ENOENT: reason = ("ENOENT", "見つからない", "not found")
        case EIO: reason = ("EIO", "入出力エラー", "I/O error")
        case ELOOP: reason = ("ELOOP", "リンクが多すぎる", "too many links")
        case ENAMETOOLONG: reason = ("ENAMETOOLONG", "名前が長い", "name too long")
        case EMFILE, ENFILE: reason = ("EMFILE", "ファイルを開きすぎ", "too many open files")
        default: return pick("エラー（errno \(code)）", "error (errno \(code))")
        }
        return pick("\(reason.ja)（\(reason.name)）", "\(reason.en) (\(reason.name))")
    }

    private func text(of step: SaveStep, file: String) -> String {
        switch step {
        case .checkUnchanged: return pick("\(file) が変更されていないことの確認", "checking that \(file) is unchanged")
        case .takeLock: return pick("\(file) のロック", "locking \(file)")
        case .checkWritable: return pick("\(file) が書き込み禁止でないことの確認", "checking that \(file) is not write-protected")
        case .createFolder: return pick("フォルダ \(file) の作成", "creating the folder \(file)")
        case .readCurrent: return pick("今のジャーナル \(file) の読み込み", "reading the current journal \(file)")
        case .writeBackup: return pick("バックアップ \(file) の書き込み", "writing the backup \(file)")
        case .writeTemporary: return pick("一時ファイル \(file) の書き込み", "writing the temporary file \(file)")
        case .syncTemporary: return pick("一時ファイル \(file) のディスクへの書き出し", "flushing the temporary file \(file) to disk")
        case .replace: return pick("\(file) の置き換え", "replacing \(file)")
        case .syncFolder: return pick("フォルダ \(file) のディスクへの書き出し", "flushing the folder \(file) to disk")
        }
    }

    /// `"a", "b" のいずれか` / `one of "a", "b"`.
    func oneOf(_ words: [String]) -> String {
        let list = words.map { quoted($0) }
        return pick(list.joined(separator: "、") + " のいずれか", "one of " + list.joined(separator: ", "))
    }

    /// `a whole number of millilitres from 1 to 5000` / `1〜5000 の整数（ミリリットル）`.
    func wholeNumber(_ range: ClosedRange<Int>, ja unit: String, en unitPhrase: String) -> String {
        let low = range.lowerBound
        let high = range.upperBound
        return pick("\(low)〜\(high) の整数（\(unit)）", "a whole number \(unitPhrase)from \(low) to \(high)")
    }

    private func text(of found: JournalFound) -> String {
        switch found {
        case .number(let n):
            let cut = n.count > 40 ? String(n.prefix(40)) + "…" : n
            return pick("数値 \(cut)", cut)
        case .string(let s): return pick("文字列 \(quoted(s))", quoted(s))
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .object: return pick("オブジェクト {…}", "an object {…}")
        case .list: return pick("配列 […]", "a list […]")
        }
    }

    private func text(of expectation: JSONExpectation) -> String {
        switch expectation {
        case .value:
            return pick(
                "値（オブジェクト、配列、文字列、数値、true、false、null）",
                "a value (object, list, string, number, true, false or null)")
        case .keyOrObjectEnd: return pick("ダブルクォートで囲んだキーか「}」", "a key in double quotes or '}'")
        case .key: return pick("ダブルクォートで囲んだキー", "a key in double quotes")
        case .colon: return pick("キーの後の「:」", "':' after the key")
        case .commaOrObjectEnd: return pick("「,」か「}」", "',' or '}'")
        case .commaOrListEnd: return pick("「,」か「]」", "',' or ']'")
        case .endOfFile:
            return pick("ファイルの終わり（最上位のオブジェクトの後には何も書けません）", "the end of the file after the top-level object")
        case .digit: return pick("数字", "a digit")
        case .escape:
            return pick(
                "「\\」の後のエスケープ（\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX のいずれか）",
                "an escape after '\\' (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)")
        case .hexDigits: return pick("\\u の後の16進数4桁", "four hex digits after \\u")
        case .surrogatePair:
            return pick(
                "サロゲートペア（\\uD800〜\\uDBFF の後に \\uDC00〜\\uDFFF）",
                "a surrogate pair (\\uD800–\\uDBFF followed by \\uDC00–\\uDFFF)")
        case .stringEnd: return pick("文字列を閉じる「\"」", "'\"' to close the string")
        case .escapedControlCharacter:
            return pick(
                "文字列の中の制御文字は \\n のようなエスケープ",
                "control characters in a string written as escapes like \\n")
        case .literal(let word): return word
        }
    }

    private func text(of found: JSONFound) -> String {
        switch found {
        case .endOfFile:
            return pick("ファイルの終わり", "the end of the file")
        case .character(let c):
            if c.value <= 0x20 || c.value == 0x7F || c.properties.isWhitespace {
                return "U+" + hex(c.value, digits: 4)
            }
            return pick("「\(c)」", "'\(c)'")
        }
    }

    /// A string in double quotes, JSON-escaped, cut after 40 characters.
    private func quoted(_ s: String) -> String {
        let cut = s.count > 40 ? String(s.prefix(40)) + "…" : s
        var bytes: [UInt8] = []
        bytes.appendJSONString(cut)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Japanese after a value, with a space when the value ends in Latin text: `"abc" になっています`.
    private func ja(_ value: String, _ rest: String) -> String {
        guard let last = value.unicodeScalars.last, last.isASCII || last == "…" else { return value + rest }
        return value + " " + rest
    }

    private func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
