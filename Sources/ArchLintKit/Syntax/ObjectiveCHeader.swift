/// The one fact archlint reads from an Objective-C header: each `@interface Name : Super` declares a
/// class `Name` with superclass `Super` (rules.md, "Project index"). Categories and class extensions
/// (`@interface Name (Category)`, `@interface Name ()`) declare nothing. Comments, string and
/// character literals and preprocessor lines are skipped, so text never declares a class; every
/// `#if` branch counts, as in Swift. One forward pass over the bytes, no recursion.
public enum ObjectiveCHeader {
    public struct Interface: Sendable, Hashable {
        public var name: String
        public var superclass: String
        /// 1-based line and column (in bytes; the names are ASCII) of the class name.
        public var line: Int
        public var column: Int
    }

    public static func interfaces(in bytes: [UInt8]) -> [Interface] {
        var reader = Reader(bytes: bytes)
        var found: [Interface] = []
        while let word = reader.nextDirective() {
            guard word == "interface", let name = reader.identifier() else { continue }
            let position = reader.lastIdentifierPosition
            // Lightweight generics: `@interface Box<ObjectType> : NSObject`.
            if reader.peek() == UInt8(ascii: "<") { reader.skipAngleGroup() }
            guard reader.peek() == UInt8(ascii: ":") else { continue }
            reader.advance()
            guard let superclass = reader.identifier() else { continue }
            found.append(Interface(name: name, superclass: superclass, line: position.line, column: position.column))
        }
        return found
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var lineStart = 0
        var lastIdentifierPosition = (line: 1, column: 1)

        init(bytes: [UInt8]) { self.bytes = bytes }

        func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func advance() {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }

        /// The word after the next `@` that is code (`interface`, `end`, `property`…), or nil at the end.
        mutating func nextDirective() -> String? {
            while offset < bytes.count {
                if skipTrivia() { continue }
                let byte = bytes[offset]
                if byte == UInt8(ascii: "@") {
                    advance()
                    if peek() == UInt8(ascii: "\"") { continue }  // an NSString literal: skipped as a string next
                    return identifierAtCursor()
                }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    skipQuoted(byte)
                    continue
                }
                advance()
            }
            return nil
        }

        /// Skips white space, comments and preprocessor lines; false when none is at the cursor.
        mutating func skipTrivia() -> Bool {
            guard offset < bytes.count else { return false }
            let byte = bytes[offset]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                advance()
                return true
            }
            if byte == UInt8(ascii: "/"), offset + 1 < bytes.count {
                if bytes[offset + 1] == UInt8(ascii: "/") {
                    while let next = peek(), next != UInt8(ascii: "\n") { advance() }
                    return true
                }
                if bytes[offset + 1] == UInt8(ascii: "*") {
                    advance(); advance()
                    while offset < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/")) {
                        advance()
                    }
                    if offset < bytes.count { advance(); advance() }
                    return true
                }
            }
            // A preprocessor line (with backslash continuations): `#import`, `#define`, `#if`.
            if byte == UInt8(ascii: "#"), isAtLineStart() {
                while let next = peek(), next != UInt8(ascii: "\n") {
                    if next == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") { advance() }
                    advance()
                }
                return true
            }
            return false
        }

        /// Only white space between the line's start and the cursor.
        func isAtLineStart() -> Bool {
            bytes[lineStart..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        }

        mutating func skipQuoted(_ quote: UInt8) {
            advance()
            while let byte = peek(), byte != quote, byte != UInt8(ascii: "\n") {
                if byte == UInt8(ascii: "\\"), offset + 1 < bytes.count { advance() }
                advance()
            }
            if peek() == quote { advance() }
        }

        /// The identifier after any trivia, or nil when something else comes first.
        mutating func identifier() -> String? {
            while skipTrivia() {}
            return identifierAtCursor()
        }

        mutating func identifierAtCursor() -> String? {
            let start = offset
            guard let first = peek(), Self.isIdentifierByte(first), !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else {
                return nil
            }
            while let byte = peek(), Self.isIdentifierByte(byte) { offset += 1 }
            lastIdentifierPosition = (line, start - lineStart + 1)
            let name = String(decoding: bytes[start..<offset], as: UTF8.self)
            while skipTrivia() {}
            return name
        }

        /// Skips `<…>` (nested), stopping at a line's end of the file.
        mutating func skipAngleGroup() {
            var depth = 0
            while let byte = peek() {
                if byte == UInt8(ascii: "<") { depth += 1 }
                if byte == UInt8(ascii: ">") { depth -= 1 }
                advance()
                if depth == 0 { break }
            }
            while skipTrivia() {}
        }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "_") || byte >= 0x80
        }
    }
}
