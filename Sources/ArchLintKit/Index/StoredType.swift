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

private func parseStoredType(_ spelling: String) -> (String, [String])? {
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
            switch base {
            case "Optional", "Swift.Optional", "Array", "Swift.Array", "Dictionary", "Swift.Dictionary", "Set", "Swift.Set":
                guard let last = typeArguments.last else { return nil }
                type = last
                continue
            default:
                type = base
                arguments = typeArguments.map(String.init)
            }
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

