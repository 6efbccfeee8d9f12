/// Typed access to a YAML mapping for the configuration and catalog schemas, with errors that
/// point at the offending node.
struct YAMLMapping {
    let path: String
    let mark: YAMLNode.Mark
    /// Pairs with scalar keys, in source order.
    let entries: [(key: String, keyNode: YAMLNode, value: YAMLNode)]

    /// `what` names the mapping in errors ("the rule 'x'", "an option"). A null node reads as an empty mapping.
    init(_ node: YAMLNode, path: String, what: String) throws {
        self.path = path
        self.mark = node.mark
        if node.isNull {
            entries = []
            return
        }
        guard case .mapping(let pairs) = node.content else {
            throw ConfigurationError(path: path, at: node.mark,
                                     message: "expected a mapping for \(what), found \(node.kindDescription)")
        }
        entries = try pairs.map { pair in
            guard let key = pair.key.scalarText else {
                throw ConfigurationError(path: path, at: pair.key.mark,
                                         message: "expected a plain key in \(what), found \(pair.key.kindDescription)")
            }
            return (key, pair.key, pair.value)
        }
    }

    subscript(key: String) -> YAMLNode? {
        entries.first { $0.key == key }?.value
    }

    /// Rejects the first key not in `known`, suggesting the closest known one.
    func checkKeys(_ known: [String], unknown: (String) -> String) throws {
        for entry in entries where !known.contains(entry.key) {
            throw ConfigurationError(path: path, at: entry.keyNode.mark,
                                     message: unknown(entry.key) + suggestion(for: entry.key, among: known))
        }
    }

    func required(_ key: String, in what: String) throws -> YAMLNode {
        guard let node = self[key] else {
            throw ConfigurationError(path: path, at: mark, message: "missing key '\(key)' in \(what)")
        }
        return node
    }

    func string(_ key: String, in what: String) throws -> String {
        try YAMLMapping.string(try required(key, in: what), path: path, what: "'\(key)'")
    }

    static func string(_ node: YAMLNode, path: String, what: String) throws -> String {
        guard let text = node.scalarText else {
            throw ConfigurationError(path: path, at: node.mark,
                                     message: "expected a string for \(what), found \(node.kindDescription)")
        }
        return text
    }

    /// A sequence of scalars; null reads as an empty list.
    static func stringList(_ node: YAMLNode, path: String, what: String) throws -> [(text: String, node: YAMLNode)] {
        if node.isNull { return [] }
        guard case .sequence(let items) = node.content else {
            throw ConfigurationError(path: path, at: node.mark,
                                     message: "expected a list of strings for \(what), found \(node.kindDescription)")
        }
        return try items.map { item in
            guard let text = item.scalarText else {
                throw ConfigurationError(path: path, at: item.mark,
                                         message: "expected a string in the list \(what), found \(item.kindDescription)")
            }
            return (text, item)
        }
    }

    static func severity(_ node: YAMLNode, path: String) throws -> Severity {
        guard let text = node.scalarText, let severity = Severity(rawValue: text) else {
            throw ConfigurationError(path: path, at: node.mark,
                                     message: "invalid severity \(node.kindDescription); expected 'error' or 'warning'")
        }
        return severity
    }

    static func bool(_ node: YAMLNode, path: String, what: String) throws -> Bool {
        if case .scalar(let text, .plain) = node.content {
            switch text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        throw ConfigurationError(path: path, at: node.mark,
                                 message: "expected true or false for \(what), found \(node.kindDescription)")
    }
}

extension RuleOption {
    /// Reads this option's value from YAML (`.archlint.yml` or a catalog entry), checking its type.
    func value(from node: YAMLNode, path: String) throws -> OptionValue {
        let what = "option '\(name)'"
        switch kind {
        case .bool:
            return .bool(try YAMLMapping.bool(node, path: path, what: what))
        case .integer(let minimum):
            guard case .scalar(let text, .plain) = node.content, let number = Int(text) else {
                throw ConfigurationError(path: path, at: node.mark,
                                         message: "expected an integer for \(what), found \(node.kindDescription)")
            }
            if let minimum, number < minimum {
                throw ConfigurationError(path: path, at: node.mark,
                                         message: "\(what) must be at least \(minimum), found \(number)")
            }
            return .integer(number)
        case .string:
            return .string(try YAMLMapping.string(node, path: path, what: what))
        case .stringList:
            return .stringList(try YAMLMapping.stringList(node, path: path, what: what).map(\.text))
        case .integerOrWord(let minimum, let word):
            if let text = node.scalarText, text == word { return .string(text) }
            guard case .scalar(let text, .plain) = node.content, let number = Int(text), number >= minimum ?? .min else {
                let least = minimum.map { " of at least \($0)" } ?? ""
                throw ConfigurationError(path: path, at: node.mark,
                                         message: "expected an integer\(least) or \(word) for \(what), found \(node.kindDescription)")
            }
            return .integer(number)
        case .choice(let values):
            guard let text = node.scalarText, values.contains(text) else {
                throw ConfigurationError(path: path, at: node.mark,
                                         message: "invalid value \(node.kindDescription) for \(what); expected one of \(values.joined(separator: ", "))")
            }
            return .string(text)
        }
    }
}

extension YAMLNode {
    /// What the node is, for error messages.
    var kindDescription: String {
        switch content {
        case .empty: return "nothing"
        case .scalar(let text, _): return "'\(text)'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// " Did you mean 'x'?" for the closest name within a small edit distance, else "".
func suggestion(for name: String, among candidates: [String]) -> String {
    let limit = max(2, name.count / 3)
    let scored = candidates.map { (candidate: $0, distance: editDistance(name, $0)) }
    guard let best = scored.filter({ $0.distance <= limit }).min(by: { $0.distance < $1.distance }) else { return "" }
    return "; did you mean '\(best.candidate)'?"
}

/// Levenshtein distance over Unicode scalars.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        previous = current
    }
    return previous[b.count]
}
