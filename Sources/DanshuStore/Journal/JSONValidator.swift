/// A syntax-only pass over the whole text, run when the decoder meets a meaning error: a file that is
/// not JSON (or nests too deep) is reported as such first, then a wrong `format` or `version`.
/// It walks with an explicit stack, so no input can make it recurse.
struct JSONValidator {
    /// How deep objects and lists may nest; the journal itself needs five levels.
    static let maxDepth = 64

    /// The top-level `format` and `version` values, when the text is an object that has them.
    struct Identity {
        var format: JournalFound?
        var version: JournalFound?
        var versionNumber: Int?
    }

    /// The first syntax failure of the text, or nil with what it found of `format` and `version`.
    static func validate(_ bytes: UnsafeBufferPointer<UInt8>) -> (failure: ReadFailure?, identity: Identity) {
        var scanner = JSONScanner(bytes)
        var identity = Identity()
        do {
            try walk(&scanner, &identity)
            return (nil, identity)
        } catch {
            return (error, identity)
        }
    }

    private static func walk(_ scanner: inout JSONScanner, _ identity: inout Identity) throws(ReadFailure) {
        var stack: [Bool] = [] // true: object, false: list
        var topLevelKey: String?
        scanner.skipWhitespace()
        if scanner.atEnd { throw .at(scanner.offset, .emptyFile) }
        while true {
            // At a value.
            var entered: Bool?
            if scanner.peek() == 0x7B || scanner.peek() == 0x5B {
                guard stack.count < maxDepth else { throw .at(scanner.offset, .nestingTooDeep(limit: maxDepth)) }
                entered = scanner.beginObject()
                if entered == false { _ = scanner.beginList() }
            } else {
                let value = try scanner.readValue()
                if stack == [true], let key = topLevelKey {
                    record(value, for: key, in: &identity, scanner)
                }
            }
            topLevelKey = nil
            if let isObject = entered {
                stack.append(isObject)
                var first = true
                if isObject {
                    if let key = try scanner.nextKey(isFirst: &first) {
                        if stack.count == 1 { topLevelKey = key }
                        continue
                    }
                } else if try scanner.nextElement(isFirst: &first) {
                    continue
                }
                stack.removeLast()
            }
            // After a value: close containers until one has more.
            var more = false
            while let isObject = stack.last {
                var first = false
                if isObject {
                    if let key = try scanner.nextKey(isFirst: &first) {
                        if stack.count == 1 { topLevelKey = key }
                        more = true
                        break
                    }
                } else if try scanner.nextElement(isFirst: &first) {
                    more = true
                    break
                }
                stack.removeLast()
            }
            if more { continue }
            scanner.skipWhitespace()
            guard scanner.atEnd else { throw scanner.syntaxError(.endOfFile) }
            return
        }
    }

    private static func record(_ value: JSONValue, for key: String, in identity: inout Identity, _ scanner: JSONScanner)
    {
        switch key {
        case "format" where identity.format == nil:
            identity.format = JournalDecoder.found(value, scanner)
        case "version" where identity.version == nil:
            identity.version = JournalDecoder.found(value, scanner)
            if case .number(let n) = value { identity.versionNumber = n.integer }
        default:
            break
        }
    }
}
