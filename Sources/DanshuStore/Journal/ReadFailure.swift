/// A reading failure inside the reader: where it is (a byte offset or a JSON path) and what went wrong.
/// `JournalReader` turns it into a `JournalError` with line:column or the path text.
struct ReadFailure: Error {
    /// Where the failure is.
    enum Location {
        /// A byte offset into the text (syntax errors).
        case offset(Int)
        /// A JSON path from the top level (meaning errors), outermost first.
        case path([JSONPathComponent])
    }

    var location: Location
    var problem: JournalProblem

    /// A failure at a byte offset.
    static func at(_ offset: Int, _ problem: JournalProblem) -> ReadFailure {
        ReadFailure(location: .offset(offset), problem: problem)
    }

    /// A failure of a value, at the path below the value being decoded.
    static func value(_ path: [JSONPathComponent], _ problem: JournalProblem) -> ReadFailure {
        ReadFailure(location: .path(path), problem: problem)
    }

    /// The same failure seen from one level up: `component` goes in front of the path.
    func inside(_ component: JSONPathComponent) -> ReadFailure {
        guard case .path(let path) = location else { return self }
        return ReadFailure(location: .path([component] + path), problem: problem)
    }
}

/// One step of a JSON path: an object key or a list index.
enum JSONPathComponent: Equatable {
    case key(String)
    case index(Int)

    /// `days.2026-11-28.drinks[0].ml`; keys that are not plain words are quoted: `["a.b"]`.
    static func text(_ path: [JSONPathComponent]) -> String {
        var text = ""
        for component in path {
            switch component {
            case .index(let i):
                text += "[\(i)]"
            case .key(let key):
                let plain =
                    !key.isEmpty
                    && key.unicodeScalars.allSatisfy {
                        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                            || $0 == "_"
                    }
                if plain {
                    text += text.isEmpty ? key : "." + key
                } else {
                    var quoted: [UInt8] = []
                    quoted.appendJSONString(key)
                    text += "[" + String(decoding: quoted, as: UTF8.self) + "]"
                }
            }
        }
        return text
    }
}
