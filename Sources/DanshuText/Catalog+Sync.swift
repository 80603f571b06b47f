import DanshuApp
import DanshuCore

/// Words for another program's changes to the journal (design.md §7, §8): merged in, conflict copies beside it, a journal
/// that became unusable under the app.
extension Catalog {
    // MARK: Sync conflict copies

    /// The app's message line when a sync tool left a conflict copy beside the journal: the command that folds it in
    /// and removes it comes first, whole, so it can be pasted.
    public func syncConflictCopy(command: String, others: Int) -> String {
        let more = others == 0 ? "" : pick("（ほかに\(others)件）", others == 1 ? " (1 more)" : " (\(others) more)")
        return pick(
            "同期の競合コピーがあります\(more)。取り込んで削除: \(command)",
            "Sync conflict copy\(more); fold it in and remove it: \(command)")
    }

    /// The app's message line about a conflict copy, before the command that folds it in: the command takes the journal's
    /// lock, so it works once the app has ended (the restored terminal says it again then, `syncConflictCopy`).
    public func syncConflictCopyInApp(others: Int) -> String {
        let more = others == 0 ? "" : pick("（ほかに\(others)件）", others == 1 ? " (1 more)" : " (\(others) more)")
        return pick(
            "同期の競合コピーがあります\(more)。終了後に取り込んで削除:", "Sync conflict copy\(more); after quitting, fold it in and remove it:")
    }

    /// The same, short, before a command that needs two rows of the screen.
    public var syncConflictCopyInAppShort: String { pick("競合コピーあり。終了後に:", "Conflict copy; after quitting:") }

    /// The app's end, on the restored terminal: what the journal could not be given is kept in a conflict copy.
    public func keptAtEnd(command: String) -> String {
        pick(
            "ジャーナルに書けなかった内容を同期の競合コピーに残しました。取り込んで削除: \(command)",
            "What could not be written to the journal is kept in a conflict copy; fold it in and remove it: \(command)")
    }

    /// `danshu check`: one line per conflict copy, with the command that folds it in.
    public func checkConflictCopy(_ file: String, command: String) -> String {
        pick(
            "同期の競合コピー: \(file)\n  取り込んで削除: \(command)",
            "sync conflict copy: \(file)\n  fold it in and remove it: \(command)")
    }

    // MARK: Another program's change, merged in while the app is open

    /// 「別の端末から 2日分を取り込みました」, then what was kept where both sides changed a day.
    public func syncMerged(_ arrival: SyncArrival) -> String {
        var text: String
        if arrival.days > 0 {
            text = pick(
                "別の端末から\(arrival.days)日分を取り込みました",
                arrival.days == 1 ? "Merged in 1 day from elsewhere" : "Merged in \(arrival.days) days from elsewhere")
            if arrival.settingsOrPresets { text += pick("（設定・プリセットも）", " (and settings or presets)") }
        } else if arrival.settingsOrPresets {
            text = pick("別の端末からの設定・プリセットの変更を取り込みました", "Merged in settings or presets from elsewhere")
        } else {
            text = pick("別の端末の変更を確認しました", "Checked the changes from elsewhere")
        }
        guard !arrival.conflicts.isEmpty || !arrival.planConflicts.isEmpty else { return text }
        // The days, then the weeks' plans (`11/23〜の予定`), three in all at most.
        let named =
            arrival.conflicts.map(shortDate)
            + arrival.planConflicts.map { pick("\(shortDate($0))〜の予定", "the plan from \(shortDate($0))") }
        let dates =
            named.prefix(3).joined(separator: pick("・", ", ")) + (named.count > 3 ? pick("ほか", " and more") : "")
        let kept = arrival.theirsKept.map { pick("。相手の記録は \($0)", "; theirs is in \($0)") } ?? ""
        return text + pick("。\(dates)は両方で変更されたため、こちらを残しました", "; \(dates) changed on both sides: ours kept") + kept
    }

    /// The journal on disk became unusable under the app: nothing is written over it until `W`.
    public func journalUnusable(_ problem: DiskProblem) -> String {
        let what: String
        switch problem {
        case .unreadable(let reason):
            what = pick("ジャーナルが読めなくなりました（\(reason)）", "The journal can no longer be read (\(reason))")
        case .emptied: what = pick("ジャーナルが空になりました", "The journal on disk is now empty")
        case .deleted: what = pick("ジャーナルが削除されました", "The journal on disk was deleted")
        }
        return pick("W で今の内容を書き戻せます。", "W writes this session's journal back. ") + what
            + pick("。上書きせず、保存を止めています", "; nothing is saved over it")
    }

    /// `W` wrote the session's journal back: where what was there was kept, or what had become of it.
    public func writtenBack(kept: String?, was problem: DiskProblem?) -> String {
        if let kept {
            return pick(
                "今の内容を書き戻しました。元のファイルは \(kept) に残しました",
                "Wrote this session's journal back; what was there is kept as \(kept)")
        }
        switch problem {
        case .deleted?:
            return pick(
                "今の内容を書き戻しました（削除されていたジャーナルを作り直しました）",
                "Wrote this session's journal back (the deleted journal is made again)")
        case .emptied?:
            return pick("今の内容を書き戻しました（空のファイルに書きました）", "Wrote this session's journal back (over an empty file)")
        case .unreadable?, nil: return pick("今の内容を書き戻しました", "Wrote this session's journal back")
        }
    }

    /// `q` with the journal on disk unusable: the session's journal is on disk nowhere else.
    public func confirmLeaveUnusable(_ problem: DiskProblem) -> String {
        let what: String
        switch problem {
        case .unreadable: what = pick("ジャーナルが読めません", "The journal on disk cannot be read")
        case .emptied: what = pick("ジャーナルが空です", "The journal on disk is empty")
        case .deleted: what = pick("ジャーナルが削除されました", "The journal on disk was deleted")
        }
        return what
            + pick("。W 書き戻して終了、y 書かずに終了、ほかのキーで戻る", ". W: write back and quit, y: quit without, other keys: back")
    }
}
