import DanshuStore

// The English message of each journal error, for logs and test failures. The errors live in DanshuStore,
// which has no words; the words live here.
extension JournalError: CustomStringConvertible {
    public var description: String { Catalog(.en).message(for: self) }
}

extension JournalLockError: CustomStringConvertible {
    public var description: String { Catalog(.en).message(for: self) }
}

extension JournalPathError: CustomStringConvertible {
    public var description: String { Catalog(.en).message(for: self) }
}

extension JournalSaveError: CustomStringConvertible {
    public var description: String { Catalog(.en).message(for: self) }
}
