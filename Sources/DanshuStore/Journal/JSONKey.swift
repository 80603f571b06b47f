/// An object key as read: a range of plain ASCII bytes in the file, or decoded text.
enum JSONKey {
    case raw(Range<Int>)
    case decoded(String)
}

/// The keys an object of the journal may have, as text and as UTF-8 bytes for matching.
struct JSONKeySet: Sendable {
    let names: [String]
    let utf8: [[UInt8]]

    init(_ names: [String]) {
        self.names = names
        self.utf8 = names.map { Array($0.utf8) }
    }
}

/// A key matched against a `JSONKeySet`: the index of a known key, or an unknown key's text.
enum JSONKeyMatch {
    case known(Int)
    case unknown(String)
}
