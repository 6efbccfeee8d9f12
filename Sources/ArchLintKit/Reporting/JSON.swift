
/// A JSON document as archlint writes and reads it. Objects keep their members in order, so
/// written output depends only on how it was built, never on hashing or platform.
enum JSONValue {
    case null
    case bool(Bool)
    /// The number's literal text: integers round-trip exactly and output never depends on float formatting.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var intValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}

// MARK: - Writing

extension JSONValue {
    /// One line, with a space after `:` and `,`: `{"a": 1, "b": [2, 3]}`.
    var compactText: String {
        var out: [UInt8] = []
        write(to: &out, indent: nil)
        return String(decoding: out, as: UTF8.self)
    }

    /// Two-space indentation, one member or element per line; no trailing newline.
    var prettyText: String {
        var out: [UInt8] = []
        write(to: &out, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Written as UTF-8 bytes, made a `String` once: appending each piece to a `String` cost ten
    /// times more. `indent` is the current line's indentation (spaces) when pretty-printing, nil
    /// for compact output.
    private func write(to out: inout [UInt8], indent: Int?) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .number(let text): out += text.utf8
        case .string(let text): JSONValue.writeQuoted(text, to: &out)
        case .array(let elements):
            JSONValue.writeContainer(elements, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), to: &out, indent: indent) { element, out, inner in
                element.write(to: &out, indent: inner)
            }
        case .object(let members):
            JSONValue.writeContainer(members, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), to: &out, indent: indent) { member, out, inner in
                JSONValue.writeQuoted(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
                member.value.write(to: &out, indent: inner)
            }
        }
    }

    private static func writeContainer<Item>(
        _ items: [Item], open: UInt8, close: UInt8, to out: inout [UInt8], indent: Int?,
        writeItem: (Item, inout [UInt8], Int?) -> Void
    ) {
        out.append(open)
        guard !items.isEmpty else {
            out.append(close)
            return
        }
        let inner = indent.map { $0 + 2 }
        for (index, item) in items.enumerated() {
            // (Separators and indentation appended as bytes: appending a string's `utf8` or
            // `repeatElement` cost a hundred instructions or more a time.)
            if index > 0 {
                out.append(UInt8(ascii: ","))
                if inner == nil { out.append(UInt8(ascii: " ")) }
            }
            if let inner { appendLineBreak(indentedBy: inner, to: &out) }
            writeItem(item, &out, inner)
        }
        if let indent { appendLineBreak(indentedBy: indent, to: &out) }
        out.append(close)
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private static func appendLineBreak(indentedBy indent: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        if indent <= spaces.count { out += spaces[..<indent] } else { out += repeatElement(UInt8(ascii: " "), count: indent) }
    }

    /// Escapes only what JSON requires (`"`, `\`, control characters); `/` and non-ASCII stay literal UTF-8.
    static func writeQuoted(_ text: String, to out: inout String) {
        var bytes: [UInt8] = []
        writeQuoted(text, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    static func writeQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most text needs no escape: appended whole. Its bytes are scanned in place, which costs
        // a tenth of scanning the `utf8` view.
        var text = text
        let appendedWhole = text.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if !appendedWhole {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): out += "\\\"".utf8
                case UInt8(ascii: "\\"): out += "\\\\".utf8
                case UInt8(ascii: "\n"): out += "\\n".utf8
                case UInt8(ascii: "\r"): out += "\\r".utf8
                case UInt8(ascii: "\t"): out += "\\t".utf8
                case 0x08: out += "\\b".utf8
                case 0x0C: out += "\\f".utf8
                case ..<0x20:
                    let hex = String(byte, radix: 16, uppercase: false)
                    out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

// MARK: - Reading

/// Why a JSON text could not be read, with the 1-based line and column (in bytes) where reading stopped.
struct JSONParseError: Error, CustomStringConvertible {
    var reason: String
    var line: Int
    var column: Int
    var description: String { "\(reason) at line \(line), column \(column)" }
}

extension JSONValue {
    /// Parses a complete UTF-8 JSON text (RFC 8259; a leading byte-order mark is skipped).
    static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var position = 0
    /// Deep nesting would overflow the stack; no file archlint reads comes near this.
    let maximumDepth = 256

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    mutating func parseDocument() throws -> JSONValue {
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard position == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    private func error(_ reason: String) -> JSONParseError {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return JSONParseError(reason: reason, line: line, column: position - lineStart + 1)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func expect(_ literal: String, value: JSONValue) throws -> JSONValue {
        let expected = Array(literal.utf8)
        guard bytes[position...].starts(with: expected) else { throw error("invalid literal") }
        position += expected.count
        return value
    }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard depth < maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        skipWhitespace()
        guard position < bytes.count else { throw error("unexpected end of input") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", value: .bool(true))
        case UInt8(ascii: "f"): return try expect("false", value: .bool(false))
        case UInt8(ascii: "n"): return try expect("null", value: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character")
        }
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of input in an object") }
            position += 1
            switch bytes[position - 1] {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "}"): return .object(members)
            default:
                position -= 1
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of input in an array") }
            position += 1
            switch bytes[position - 1] {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"): return .array(elements)
            default:
                position -= 1
                throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func parseNumber() throws -> JSONValue {
        let start = position
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func skipDigits() -> Int {
            let digitsStart = position
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            return position - digitsStart
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = skipDigits()
        guard integerDigits > 0 else { throw error("invalid number") }
        guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { throw error("leading zero in a number") }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else { throw error("invalid number") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard skipDigits() > 0 else { throw error("invalid number") }
        }
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func parseString() throws -> String {
        position += 1
        var utf8: [UInt8] = []
        while true {
            // Plain bytes are copied a run at a time: an editor's buffer arrives as one string on
            // every change, and a byte at a time was most of the cost of reading it.
            let run = position
            while position < bytes.count, bytes[position] >= 0x20, bytes[position] != UInt8(ascii: "\""),
                  bytes[position] != UInt8(ascii: "\\") {
                position += 1
            }
            guard position < bytes.count else { throw error("unterminated string") }
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                // A string without escapes (most) is made from the input's bytes, not copied to `utf8` first.
                if utf8.isEmpty {
                    let text = bytes[run..<position - 1]
                    guard text.withUnsafeBufferPointer(isValidUTF8) else { throw error("string is not valid UTF-8") }
                    return String(decoding: text, as: UTF8.self)
                }
                utf8 += bytes[run..<position - 1]
                guard isValidUTF8(utf8) else { throw error("string is not valid UTF-8") }
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8 += bytes[run..<position - 1]
                UTF8.encode(try parseEscape()) { utf8.append($0) }
            default:
                // The run ended at a control character.
                position -= 1
                throw error("control character in a string")
            }
        }
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        guard position < bytes.count else { throw error("unterminated string") }
        position += 1
        switch bytes[position - 1] {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHexUnit()
            if (0xD800..<0xDC00).contains(unit) {
                guard bytes[position...].starts(with: Array("\\u".utf8)) else { throw error("unpaired surrogate") }
                position += 2
                let low = try parseHexUnit()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("unpaired surrogate") }
            return scalar
        default:
            position -= 1
            throw error("invalid escape")
        }
    }

    private mutating func parseHexUnit() throws -> UInt32 {
        let digits = bytes[position..<min(position + 4, bytes.count)]
        guard digits.count == 4, digits.allSatisfy({ Unicode.Scalar($0).properties.isASCIIHexDigit }),
              let unit = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
        else { throw error("invalid \\u escape") }
        position += 4
        return unit
    }
}
