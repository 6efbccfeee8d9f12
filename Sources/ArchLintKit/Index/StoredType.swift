/// The simple name a type annotation stores values of, looking through optionals, arrays and
/// dictionary values: `[String: AuthorDTO]` → AuthorDTO, `Optional<[Post]>` → Post,
/// `Kit.Badge?` → Badge.
public func storedElementTypeName(_ annotation: String) -> String? {
    if let name = plainTypeName(annotation) { return name }
    return StoredType(annotation)?.name
}

/// The type a type annotation (or a decoded `T.self`) stores values of, looking through optionals,
/// arrays, sets and dictionary values, with the generic arguments of what remains:
/// `[String: Page<Item>]?` → Page, arguments [Item]; `Kit.Badge` → Badge, no arguments.
public struct StoredType: Sendable, Hashable {
    public var name: String
    /// As written, white space removed.
    public var arguments: [String]

    public init(name: String, arguments: [String]) {
        self.name = name
        self.arguments = arguments
    }

    public init?(_ spelling: String) {
        guard let (name, arguments) = parseStoredType(spelling) else { return nil }
        self.name = name
        self.arguments = arguments
    }
}

/// Read from the UTF-8 bytes when the spelling is ASCII, as it nearly always is: on Characters,
/// each spelling cost tens of thousands of instructions. A spelling with other characters is read
/// as Characters (`parseStoredCharacters`), whose grapheme clusters and Unicode classes the bytes
/// cannot tell; both give the same for ASCII.
private func parseStoredType(_ spelling: String) -> (String, [String])? {
    guard spelling.utf8.allSatisfy({ $0 < 0x80 }) else { return parseStoredCharacters(spelling) }
    // What `Character.isWhitespace` is for ASCII: space, tab, line feed, vertical tab, form feed, carriage return.
    let bytes = spelling.utf8.filter { $0 != UInt8(ascii: " ") && !(0x09...0x0D).contains($0) }
    var type = 0..<bytes.count
    var arguments: [String] = []
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    // A bounded loop, as `parseStoredCharacters` explains.
    for _ in 0..<64 {
        while let last = type.last, bytes[last] == UInt8(ascii: "?") || bytes[last] == UInt8(ascii: "!") { type = type.dropLast() }
        if let first = type.first, let last = type.last, bytes[first] == UInt8(ascii: "["), bytes[last] == UInt8(ascii: "]") {
            let inner = type.dropFirst().dropLast()
            type = topLevelSplit(bytes, inner, UInt8(ascii: ":")).last ?? inner
            continue
        }
        if let open = type.first(where: { bytes[$0] == UInt8(ascii: "<") }), let last = type.last, bytes[last] == UInt8(ascii: ">") {
            let base = type.lowerBound..<open
            let typeArguments = topLevelSplit(bytes, open + 1..<last, UInt8(ascii: ","))
            if wrappersLookedThrough.contains(where: { $0.utf8.elementsEqual(bytes[base]) }) {
                guard let last = typeArguments.last else { return nil }
                type = last
                continue
            }
            type = base
            arguments = typeArguments.map(text)
        }
        // The last component that is not empty, as `split(separator: ".")` gives it.
        var end = type.upperBound
        while end > type.lowerBound, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
        var start = end
        while start > type.lowerBound, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
        let isNameByte = { (byte: UInt8) in
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "_")
        }
        guard start < end, bytes[start..<end].allSatisfy(isNameByte) else { return nil }
        return (text(start..<end), arguments)
    }
    return nil
}

/// The generic types a stored type is looked through to its last argument.
private let wrappersLookedThrough = ["Optional", "Swift.Optional", "Array", "Swift.Array", "Dictionary", "Swift.Dictionary", "Set", "Swift.Set"]

/// The pieces of `bytes[range]` between `separator`s outside `[…]`, `<…>` and `(…)`.
private func topLevelSplit(_ bytes: [UInt8], _ range: Range<Int>, _ separator: UInt8) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var depth = 0
    var start = range.lowerBound
    for index in range {
        switch bytes[index] {
        case UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "("): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: ")"): depth -= 1
        case separator where depth == 0:
            parts.append(start..<index)
            start = index + 1
        default: break
        }
    }
    parts.append(start..<range.upperBound)
    return parts
}

/// `parseStoredType` over Characters, for a spelling that is not all ASCII.
private func parseStoredCharacters(_ spelling: String) -> (String, [String])? {
    var type = Substring(spelling.filter { !$0.isWhitespace })
    var arguments: [String] = []
    // A loop, not recursion, and a bounded one: each level rescans the text, and half-typed or
    // generated code can nest `[[[…]]]` a hundred thousand deep. No real stored type nests 64 deep.
    for _ in 0..<64 {
        while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
        if type.first == "[", type.last == "]" {
            let inner = type.dropFirst().dropLast()
            type = inner.topLevelSplit(":").last ?? inner
            continue
        }
        if let open = type.firstIndex(of: "<"), type.last == ">" {
            let base = type[..<open]
            let typeArguments = type[type.index(after: open)..<type.index(before: type.endIndex)].topLevelSplit(",")
            if wrappersLookedThrough.contains(where: { $0 == base }) {
                guard let last = typeArguments.last else { return nil }
                type = last
                continue
            }
            type = base
            arguments = typeArguments.map(String.init)
        }
        guard let name = type.split(separator: ".").last, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return nil
        }
        return (String(name), arguments)
    }
    return nil
}

/// What `storedElementTypeName` gives for the most common annotations, a name maybe qualified or
/// optional (`String`, `URL?`, `Kit.Badge`), read from the bytes: the Character operations it
/// makes otherwise cost thousands of instructions. Nil for anything else.
private func plainTypeName(_ annotation: String) -> String? {
    let bytes = Array(annotation.utf8)
    var end = bytes.count
    while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
    let isNameByte = { (byte: UInt8) in
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "_")
    }
    guard bytes[..<end].allSatisfy({ isNameByte($0) || $0 == UInt8(ascii: ".") }) else { return nil }
    // The last component that is not empty, as `split(separator: ".")` gives it.
    while end > 0, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
    var start = end
    while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
    return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
}

extension Substring {
    /// Splits at `separator` outside `[…]`, `<…>` and `(…)`.
    fileprivate func topLevelSplit(_ separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = startIndex
        for index in indices {
            switch self[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case separator where depth == 0:
                parts.append(self[start..<index])
                start = self.index(after: index)
            default: break
            }
        }
        parts.append(self[start...])
        return parts
    }
}

