import DanshuCore
import DanshuStore

/// Messages about a journal opened read-only (design.md §3): the app's message line says why in a few words,
/// a changing subcommand names the journal, the file or folder, and how to allow changes again.
extension Catalog {
    /// Why the journal is read-only, in a few words that fit the message line after its lead-in.
    public func shortReason(for cause: ReadOnlyReason.Cause) -> String {
        switch cause {
        case .writeProtected:
            return pick("ファイルが書き込み禁止（chmod u+w で解除）", "the file is write-protected (chmod u+w to allow)")
        case .fileNotPermitted: return pick("このユーザーはファイルに書き込めません", "this user may not write the file")
        case .folderNotPermitted: return pick("このユーザーはフォルダに書き込めません", "this user may not write in its folder")
        case .immutable: return pick("変更不可の属性付き（chattr -i で解除）", "it is immutable (chattr -i to allow)")
        case .readOnlyFileSystem: return pick("読み取り専用のファイルシステム", "read-only file system")
        }
    }

    /// The mark at the start of the key line for as long as the journal is read-only, as vim's `[RO]`.
    public var readOnlyMarker: String { pick("[読み取り専用]", "[read-only]") }

    /// The message line while nothing more urgent is shown: the app is read-only, and why.
    public func openedReadOnly(_ cause: ReadOnlyReason.Cause) -> String {
        pick("読み取り専用で開いています: ", "Opened read-only: ") + shortReason(for: cause)
    }

    /// The message line when a key would have changed the journal.
    public func readOnlyRefused(_ cause: ReadOnlyReason.Cause) -> String {
        pick("読み取り専用のため変更できません: ", "Not changed (read-only): ") + shortReason(for: cause)
    }

    /// A changing subcommand refused: the journal, the file or folder that cannot be written, why, and the way out.
    public func message(for reason: ReadOnlyReason, journal: String) -> String {
        pick(
            "\(journal) は読み取り専用なので、何も変更しませんでした: \(detail(of: reason))",
            "\(journal) is read-only, so nothing was changed: \(detail(of: reason))")
    }

    /// The line `danshu check` adds for a read-only journal.
    public func checkReadOnly(_ reason: ReadOnlyReason) -> String {
        pick("読み取り専用: \(detail(of: reason))", "read-only: \(detail(of: reason))")
    }

    private func detail(of reason: ReadOnlyReason) -> String {
        let path = reason.path
        switch reason.cause {
        case .writeProtected:
            return pick(
                "\(path) は所有者に書き込み権限がありません（chmod u+w \(path) で変更できるようになります）",
                "\(path) has no write permission for its owner (chmod u+w \(path) allows changes)")
        case .fileNotPermitted:
            return pick("このユーザーには \(path) への書き込み権限がありません", "this user may not write \(path) (permission denied)")
        case .folderNotPermitted:
            return pick(
                "このユーザーはフォルダ \(path) にファイルを作れません（保存に必要です）",
                "this user may not create files in the folder \(path), which every save needs")
        case .immutable:
            return pick(
                "\(path) には変更不可の属性が付いています（chattr -i \(path) で解除できます）",
                "\(path) is immutable (chattr -i \(path) allows changes)")
        case .readOnlyFileSystem:
            return pick("\(path) は読み取り専用のファイルシステムにあります", "\(path) is on a read-only file system")
        }
    }
}
