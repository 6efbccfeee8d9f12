import CYaml

/// A node of a parsed YAML document, with the position where it starts.
public struct YAMLNode: Sendable {
    public enum ScalarStyle: Sendable, Hashable {
        /// Unquoted: may stand for a boolean, a number or null.
        case plain
        /// Single- or double-quoted, literal or folded: always a string.
        case quoted
    }

    public enum Content: Sendable {
        /// The stream holds no document (empty text, or only comments).
        case empty
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        /// Pairs in source order.
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    /// 1-based line and column (in UTF-8 bytes, as archlint's positions in Swift files).
    public struct Mark: Sendable, Hashable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    public var content: Content
    public var mark: Mark

    public init(_ content: Content, at mark: Mark) {
        self.content = content
        self.mark = mark
    }

    /// The text of a scalar node, whatever its style.
    public var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// True for an empty stream and for the plain scalars YAML reads as null (`key:` with no value, `~`, `null`).
    public var isNull: Bool {
        switch content {
        case .empty: return true
        case .scalar(let text, .plain): return ["", "~", "null", "Null", "NULL"].contains(text)
        default: return false
        }
    }
}

/// Parses YAML text with libyaml's event API into a `YAMLNode` tree.
///
/// Anchors are ignored and aliases rejected (configuration has no use for them, and they
/// allow exponential expansion); duplicate mapping keys and nesting deeper than
/// `maximumDepth` are errors. Only a single document is accepted.
public enum YAMLParser {
    public static let maximumDepth = 256

    public static func parse(_ text: String, path: String) throws -> YAMLNode {
        try parse(bytes: Array(text.utf8), path: path)
    }

    public static func parse(bytes: [UInt8], path: String) throws -> YAMLNode {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw ConfigurationError(path: path, line: 0, column: 0, message: "cannot initialise the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { buffer in
            // libyaml reads the buffer lazily, so it must outlive the whole event loop.
            yaml_parser_set_input_string(&parser, buffer.baseAddress ?? UnsafePointer(bitPattern: 1), buffer.count)
            var builder = TreeBuilder(path: path, marks: MarkConverter(bytes: bytes))
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw syntaxError(parser, marks: &builder.marks, path: path)
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                try builder.handle(event)
            }
            return builder.root ?? YAMLNode(.empty, at: YAMLNode.Mark(line: 1, column: 1))
        }
    }

    private static func syntaxError(_ parser: yaml_parser_t, marks: inout MarkConverter, path: String) -> ConfigurationError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return ConfigurationError(path: path, line: 0, column: 0, message: "out of memory while reading YAML")
        case YAML_READER_ERROR:
            // Reader errors (bad encoding, control characters) carry a byte offset, not a mark.
            return ConfigurationError(path: path, at: marks.mark(ofByteOffset: parser.problem_offset), message: problem)
        default:
            var message = problem
            if let context = parser.context {
                let contextMark = marks.mark(parser.context_mark)
                message += " (\(String(cString: context)) at line \(contextMark.line), column \(contextMark.column))"
            }
            return ConfigurationError(path: path, at: marks.mark(parser.problem_mark), message: message)
        }
    }
}

/// Turns libyaml's marks (0-based line, and column in Unicode scalars) into 1-based lines and byte
/// columns. Marks come in increasing order, so the column cursor walks each line once.
struct MarkConverter {
    private let bytes: [UInt8]
    /// Byte offset where each line starts, breaking lines where libyaml does (LF, CRLF, CR, and
    /// the Unicode breaks NEL, LS and PS).
    private let lineStarts: [Int]
    private var cursor = ColumnCursor(unit: .unicodeScalars)

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var breakLength = 0
            if byte == UInt8(ascii: "\n") {
                breakLength = 1
            } else if byte == UInt8(ascii: "\r") {
                breakLength = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
                breakLength = 2
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 {
                breakLength = 3
            }
            index += max(breakLength, 1)
            if breakLength > 0 { starts.append(index) }
        }
        lineStarts = starts
    }

    mutating func mark(_ mark: yaml_mark_t) -> YAMLNode.Mark {
        let line = min(Int(mark.line), lineStarts.count - 1)
        let start = lineStarts[line]
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        let column = cursor.byteColumn(ofColumn: Int(mark.column) + 1, lineStart: start, in: bytes[start..<end])
        return YAMLNode.Mark(line: line + 1, column: column)
    }

    func mark(ofByteOffset offset: Int) -> YAMLNode.Mark {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return YAMLNode.Mark(line: low + 1, column: offset - lineStarts[low] + 1)
    }
}

/// Assembles nodes from parser events with an explicit stack, so that depth costs no recursion.
/// Frames are changed in place on the stack: taking one off to append to its list copied the list
/// (still held by the frame), which made a long list quadratic.
private struct TreeBuilder {
    private struct Frame {
        var mark: YAMLNode.Mark
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var pendingKey: YAMLNode?
        var seenKeys: [String: YAMLNode.Mark] = [:]

        init(mark: YAMLNode.Mark, isMapping: Bool) {
            self.mark = mark
            self.isMapping = isMapping
        }
    }

    let path: String
    var marks: MarkConverter
    private(set) var root: YAMLNode?
    private var stack: [Frame] = []
    private var documentCount = 0

    init(path: String, marks: MarkConverter) {
        self.path = path
        self.marks = marks
    }

    mutating func handle(_ event: yaml_event_t) throws {
        let start = marks.mark(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                throw ConfigurationError(path: path, at: start, message: "only one YAML document is allowed")
            }
        case YAML_ALIAS_EVENT:
            throw ConfigurationError(path: path, at: start, message: "YAML aliases (*name) are not supported")
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let style: YAMLNode.ScalarStyle = scalar.style == YAML_PLAIN_SCALAR_STYLE ? .plain : .quoted
            try add(YAMLNode(.scalar(text, style), at: start))
        case YAML_SEQUENCE_START_EVENT:
            try checkDepth(at: start)
            stack.append(Frame(mark: start, isMapping: false))
        case YAML_MAPPING_START_EVENT:
            try checkDepth(at: start)
            stack.append(Frame(mark: start, isMapping: true))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = stack.removeLast()
            try add(YAMLNode(frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items), at: frame.mark))
        default:
            break  // stream start, document end
        }
    }

    private func checkDepth(at mark: YAMLNode.Mark) throws {
        if stack.count >= YAMLParser.maximumDepth {
            throw ConfigurationError(path: path, at: mark,
                                     message: "YAML nesting is deeper than \(YAMLParser.maximumDepth) levels")
        }
    }

    private mutating func add(_ node: YAMLNode) throws {
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return
        }
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        if let key = stack[top].pendingKey {
            stack[top].pairs.append((key: key, value: node))
            stack[top].pendingKey = nil
            return
        }
        if let key = node.scalarText {
            if let first = stack[top].seenKeys[key] {
                throw ConfigurationError(path: path, at: node.mark,
                                         message: "duplicate key '\(key)' (first at line \(first.line), column \(first.column))")
            }
            stack[top].seenKeys[key] = node.mark
        }
        stack[top].pendingKey = node
    }
}
