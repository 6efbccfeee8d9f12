/// `credentials_in_defaults`: a token, password, secret or API key written to UserDefaults,
/// NSUbiquitousKeyValueStore, `@AppStorage` or `@SceneStorage` instead of the Keychain.
public struct CredentialsInDefaults: Rule {
    public static let id = "credentials_in_defaults"

    private let names: SensitiveNames

    public init(options: RuleOptions) {
        names = SensitiveNames(
            allowedPhrases: options.stringList("allowed").map(identifierWords).filter { !$0.isEmpty },
            trailingWords: Set(options.stringList("trailing_words").flatMap(identifierWords))
        )
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let check = CredentialsCheck(context: context, names: names)
        return check.storageAttributeFindings() + check.writeFindings()
    }
}

/// The spec's sensitive-name test with the rule's `allowed` phrases and `trailing_words`.
private struct SensitiveNames {
    static let sensitiveWords: Set<String> = [
        "token", "tokens", "password", "passwords", "passwd", "passcode", "passcodes", "secret", "secrets",
        "credential", "credentials", "jwt", "bearer", "apikey", "apikeys",
    ]
    static let sensitivePairs: [[String]] = [["api", "key"], ["api", "keys"], ["private", "key"]]

    let allowedPhrases: [[String]]
    let trailingWords: Set<String>

    func isSensitive(_ text: String) -> Bool {
        let words = identifierWords(text)
        var end = words.count
        while end > 0, !endsInSensitiveWord(words[..<end]) {
            guard trailingWords.contains(words[end - 1]) else { return false }
            end -= 1
        }
        return end > 0 && !everySensitiveWordIsAllowed(words)
    }

    private func endsInSensitiveWord(_ words: ArraySlice<String>) -> Bool {
        guard let last = words.last else { return false }
        if Self.sensitiveWords.contains(last) { return true }
        return words.count >= 2 && Self.sensitivePairs.contains { Array(words.suffix(2)) == $0 }
    }

    /// Whether every sensitive word (or pair) lies inside an occurrence of an allowed phrase
    /// (`apnsDeviceToken` yes; `pushTokenSecret` no: secret is outside "push token").
    private func everySensitiveWordIsAllowed(_ words: [String]) -> Bool {
        var covered = Array(repeating: false, count: words.count)
        for phrase in allowedPhrases where phrase.count <= words.count {
            for start in 0...(words.count - phrase.count) where Array(words[start..<start + phrase.count]) == phrase {
                for position in start..<start + phrase.count { covered[position] = true }
            }
        }
        for (position, word) in words.enumerated() {
            if Self.sensitiveWords.contains(word), !covered[position] { return false }
            if position + 1 < words.count, Self.sensitivePairs.contains([word, words[position + 1]]),
               !covered[position] || !covered[position + 1] {
                return false
            }
        }
        return true
    }
}

/// What one file says about a name: the types and initial values it is declared with, as a
/// property, a parameter or a local `let`/`var` in a body.
private struct NameBindings {
    struct Binding {
        /// The type annotation as written ("" when none).
        var type: String
        var initializer: Range<Int>?
    }

    private var byName: [String: [Binding]] = [:]

    /// Bindings of `names` only, the names a check may ask about: collapsing the type and finding
    /// the initial value's end of every local in the file would cost more than the rest of the rule.
    init(file: SourceFile, tree: DeclarationTree, names: Set<String>) {
        let scanner = DeclarationScanner(file: file)
        let keywords = Self.keywordsBinding(names, in: file)
        // By index: copying every declaration would retain all its fields.
        let declarations = tree.declarations
        for position in declarations.indices {
            let kind = declarations[position].kind
            switch kind {
            case .variable where names.contains(declarations[position].name):
                let declaration = declarations[position]
                add(declaration.name, Binding(type: declaration.typeAnnotation, initializer: declaration.initializer.map(Self.ints)))
            case .function, .initializer, .subscript:
                for parameter in tree.parameters(of: Int32(position)) where names.contains(parameter.name) {
                    add(parameter.name, Binding(type: parameter.type, initializer: nil))
                }
            default:
                break
            }
            // Type bodies hold members the tree already lists; other bodies, and closures in initial
            // values, hold locals it does not scan.
            guard !kind.hasMembers else { continue }
            if let body = declarations[position].body {
                addLocals(in: Self.ints(body), keywords: keywords, file: file, scanner: scanner)
            }
            if let initializer = declarations[position].initializer {
                addLocals(in: Self.ints(initializer), keywords: keywords, file: file, scanner: scanner)
            }
        }
    }

    subscript(name: String) -> [Binding] { byName[name] ?? [] }

    /// Every `let`/`var` followed by one of `names`, in token order: found in one pass over the
    /// file, so that each body (bodies nest) takes its own by binary search instead of testing its tokens.
    private static func keywordsBinding(_ names: Set<String>, in file: SourceFile) -> [Int] {
        // The byte lengths of the names below 64, to skip most other names without making a String of them.
        let lengths = names.reduce(UInt64(0)) { $0 | ($1.utf8.count < 64 ? 1 << $1.utf8.count : 0) }
        /// Whether an identifier of `length` bytes may spell one of the names (backticks add two).
        func mayBeName(_ length: Int) -> Bool {
            length >= 64 || lengths >> length & 1 != 0 || length >= 2 && lengths >> (length - 2) & 1 != 0
        }
        var keywords: [Int] = []
        file.tokens.withUnsafeBufferPointer { tokens in
            for keyword in tokens.indices.dropLast()
            where tokens[keyword].kind == .keyword && tokens[keyword].length == 3 && tokens[keyword + 1].kind == .identifier {
                guard mayBeName(Int(tokens[keyword + 1].length)),
                      file.isText(keyword, "let") || file.isText(keyword, "var"),
                      names.contains(file.name(keyword + 1)) else { continue }
                keywords.append(keyword)
            }
        }
        return keywords
    }

    /// `let name: Type = value` and `if let name = value` statements; patterns (`case let x`) are skipped.
    private mutating func addLocals(in body: Range<Int>, keywords: [Int], file: SourceFile, scanner: DeclarationScanner) {
        // The first keyword in the body.
        var low = 0, high = keywords.count
        while low < high {
            let middle = (low + high) / 2
            if keywords[middle] < body.lowerBound { low = middle + 1 } else { high = middle }
        }
        for keyword in keywords[low...] {
            guard keyword < body.upperBound else { break }
            let nameToken = keyword + 1
            let name = file.name(nameToken)
            var cursor = nameToken + 1
            var binding = Binding(type: "", initializer: nil)
            if file.kind(cursor) == .colon {
                let typeEnd = scanner.typeEnd(from: cursor + 1, limit: body.upperBound)
                binding.type = scanner.collapsedText(from: cursor + 1, to: typeEnd)
                cursor = typeEnd
            }
            if file.kind(cursor) == .operator, file.isText(cursor, "=") {
                binding.initializer = cursor + 1..<scanner.expressionEnd(from: cursor + 1, limit: body.upperBound)
            }
            guard !binding.type.isEmpty || binding.initializer != nil else { continue }
            add(name, binding)
        }
    }

    private mutating func add(_ name: String, _ binding: Binding) {
        byName[name, default: []].append(binding)
    }

    private static func ints(_ range: Range<Int32>) -> Range<Int> { Int(range.lowerBound)..<Int(range.upperBound) }
}

/// One file's check: `@AppStorage`/`@SceneStorage` properties and `set`/`setValue` writes.
private struct CredentialsCheck {
    static let defaultsTypes: Set<String> = ["UserDefaults", "NSUbiquitousKeyValueStore"]
    static let plainTypes: Set<String> = ["Bool", "Int", "Double", "Float", "CGFloat", "TimeInterval", "Date"]

    let context: RuleContext
    let names: SensitiveNames
    var file: SourceFile { context.file }

    // MARK: @AppStorage / @SceneStorage

    func storageAttributeFindings() -> [RuleFinding] {
        var findings: [RuleFinding] = []
        // By index: copying every declaration would retain all its fields.
        let declarations = context.tree.declarations
        for position in declarations.indices where declarations[position].kind == .variable {
            for attribute in context.tree.attributes(of: Int32(position)) where Self.isStorageAttribute(attribute.name) {
                guard let arguments = attribute.arguments else { continue }
                let declaration = declarations[position]
                let key = file.firstItem(in: Int(arguments.lowerBound)..<Int(arguments.upperBound))
                guard names.isSensitive(declaration.name) || sensitiveKey(key) != nil else { continue }
                let isPlain = isPlainType(declaration.typeAnnotation)
                    || declaration.initializer.map { isPlainValue(Int($0.lowerBound)..<Int($0.upperBound)) } ?? false
                guard !isPlain else { continue }
                let wrapper = attribute.name.lastDottedComponent
                findings.append(RuleFinding(
                    token: Int(attribute.token),
                    message: "@\(wrapper) property '\(declaration.name)' keeps a credential in UserDefaults; store it in the Keychain"
                ))
            }
        }
        return findings
    }

    private static func isStorageAttribute(_ name: String) -> Bool {
        ["AppStorage", "SceneStorage"].contains { name == $0 || name.hasSuffix("." + $0) }
    }

    // MARK: set / setValue

    func writeFindings() -> [RuleFinding] {
        let methods = file.tokens.indices.filter { method in
            file.kind(method - 1) == .period && (file.isWord(method, "set") || file.isWord(method, "setValue"))
        }
        guard !methods.isEmpty else { return [] }
        // Only these calls ask about bindings, and most files make none: those never build them.
        // The names asked about: a receiver's last name (before a `?`/`!`) and a value in the call.
        var asked = Set<String>()
        for method in methods {
            var names = [method - 3, method - 2]
            if file.kind(method + 1) == .leftParen, let close = file.partner(method + 1) { names += method + 2..<close }
            for index in names where file.kind(index) == .identifier { asked.insert(file.name(index)) }
        }
        let bindings = NameBindings(file: file, tree: context.tree, names: asked)
        // Each name's answers are worked out once: a name bound thousands of times in a large file,
        // asked again by each call, made the calls times the bindings.
        var defaultsNames: [String: Bool] = [:], plainNames: [String: Bool] = [:]
        func holdsDefaults(_ name: String) -> Bool {
            if let known = defaultsNames[name] { return known }
            let kinds = bindings[name].map(storeKind)
            // A name also declared as another type in this file is ambiguous: not a receiver (precision first).
            let answer = kinds.contains(.defaults) && !kinds.contains(.other)
            defaultsNames[name] = answer
            return answer
        }
        func holdsPlainValue(_ name: String) -> Bool {
            if let known = plainNames[name] { return known }
            let answer = bindings[name].contains(where: isPlainBinding)
            plainNames[name] = answer
            return answer
        }
        var findings: [RuleFinding] = []
        for method in methods {
            guard let call = valueAndKey(ofCallAt: method),
                  let receiver = defaultsReceiverStart(endingAt: method - 2, holdsDefaults: holdsDefaults) else { continue }
            let valueRange = indexAfterTryAndAwait(call.value)..<call.value.upperBound
            // `set(nil, forKey:)` removes the value: nothing is stored.
            guard !valueRange.isEmpty, !isPlainValue(valueRange), !isNilLiteral(valueRange) else { continue }
            let chain = valueChain(valueRange)
            if let chain, chain.isLoneIdentifier, holdsPlainValue(file.name(chain.last)) { continue }
            let receiverText = file.text(from: receiver, through: method - 2)
            let advice = "store it in the Keychain"
            let message: String
            if let chain, names.isSensitive(file.name(chain.last)) {
                let valueText = file.text(from: valueRange.lowerBound, through: valueRange.upperBound - 1)
                message = "credential '\(valueText)' is written to '\(receiverText)'; \(advice)"
            } else if let reason = sensitiveKey(call.key) {
                let keyText = file.text(from: call.key.lowerBound, through: call.key.upperBound - 1)
                let keyIsOneLiteral = file.kind(call.key.lowerBound) == .stringStart
                    && file.stringLiteralEnd(call.key.lowerBound) == call.key.upperBound - 1
                var keyDescription = keyIsOneLiteral ? keyText : "'\(keyText)'"
                if case .constantValue(let value) = reason { keyDescription += " (\"\(value)\")" }
                message = "credential key \(keyDescription) is written to '\(receiverText)'; \(advice)"
            } else {
                continue
            }
            findings.append(RuleFinding(token: method, message: message))
        }
        return findings
    }

    /// The value and key tokens of `(VALUE, forKey: KEY)` after the method name at `method`.
    private func valueAndKey(ofCallAt method: Int) -> (value: Range<Int>, key: Range<Int>)? {
        let open = method + 1
        guard file.kind(open) == .leftParen, let close = file.partner(open) else { return nil }
        let value = file.firstItem(in: open + 1..<close)
        let label = value.upperBound + 1
        guard value.upperBound < close, file.isWord(label, "forKey"), file.kind(label + 1) == .colon else { return nil }
        let key = label + 2..<close
        guard file.firstItem(in: key) == key, !key.isEmpty else { return nil }
        return (value, key)
    }

    private func indexAfterTryAndAwait(_ range: Range<Int>) -> Int {
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if file.isWord(cursor, "try") {
                cursor += 1
                if file.isText(cursor, "?") || file.isText(cursor, "!") { cursor += 1 }
            } else if file.isWord(cursor, "await") {
                cursor += 1
            } else {
                break
            }
        }
        return cursor
    }

    // MARK: Receivers

    /// Where the receiver ending at `last` starts when it is a defaults receiver: `UserDefaults.standard`,
    /// `NSUbiquitousKeyValueStore.default`, `UserDefaults(…)` (with `?`/`!`), or a name (optionally
    /// `self.`) this file declares with, or initialises from, a defaults type.
    private func defaultsReceiverStart(endingAt last: Int, holdsDefaults: (String) -> Bool) -> Int? {
        var end = last
        if file.kind(end) == .operator, file.isText(end, "?") || file.isText(end, "!") { end -= 1 }
        if file.kind(end - 1) == .period, isSharedStore(typeAt: end - 2, memberAt: end) { return end - 2 }
        if file.kind(end) == .rightParen, let open = file.partner(end) {
            let isConstructor = file.kind(open - 1) == .identifier && Self.defaultsTypes.contains(file.name(open - 1))
            return isConstructor && file.kind(open - 2) != .period ? open - 1 : nil
        }
        guard file.kind(end) == .identifier else { return nil }
        let qualifiedBySelf = file.kind(end - 1) == .period && file.isWord(end - 2, "self") && file.kind(end - 3) != .period
        guard file.kind(end - 1) != .period || qualifiedBySelf else { return nil }
        return holdsDefaults(file.name(end)) ? (qualifiedBySelf ? end - 2 : end) : nil
    }

    private enum StoreKind { case defaults, other, unknown }

    /// What a declaration says the name holds: a defaults type (annotated or named at the top of its
    /// initial value), another type (annotated, or built from another type: `KeychainWrapper(…)`), or nothing seen.
    private func storeKind(_ binding: NameBindings.Binding) -> StoreKind {
        if !binding.type.isEmpty { return Self.defaultsTypes.contains(Self.simpleTypeName(binding.type)) ? .defaults : .other }
        guard let value = binding.initializer else { return .unknown }
        if namesDefaultsType(value) || closureReturnsDefaultsType(value) { return .defaults }
        let startsWithTypeName = file.kind(value.lowerBound) == .identifier
            && file.name(value.lowerBound).unicodeScalars.first?.isUppercase == true
        return startsWithTypeName ? .other : .unknown
    }

    private func isSharedStore(typeAt type: Int, memberAt member: Int) -> Bool {
        (file.isText(type, "UserDefaults") && file.isWord(member, "standard"))
            || (file.isText(type, "NSUbiquitousKeyValueStore") && file.isWord(member, "default"))
    }

    /// Whether a defaults type is named at the top level of an initial value (`UserDefaults(suiteName: id) ?? .standard`),
    /// not merely passed to some other type's initialiser or function.
    private func namesDefaultsType(_ range: Range<Int>) -> Bool {
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let kind = file.kind(cursor)
            if kind == .identifier, Self.defaultsTypes.contains(file.name(cursor)) { return true }
            // Descend into grouping parentheses; skip call arguments, closures and collection literals.
            let previousEndsValue = [.identifier, .rightParen, .rightBracket].contains(file.kind(cursor - 1))
                || file.isText(cursor - 1, "?") || file.isText(cursor - 1, "!")
            cursor = kind == .leftParen && !previousEndsValue ? cursor + 1 : file.indexAfterGroup(cursor)
        }
        return false
    }

    /// An immediately called closure (`lazy var defaults = { … }()`) whose result names a defaults type:
    /// its one expression, a `return`ed expression, or a returned local initialised from one
    /// (`let defaults = UserDefaults(suiteName: id) ?? .standard; …; return defaults`).
    private func closureReturnsDefaultsType(_ range: Range<Int>) -> Bool {
        let open = range.lowerBound
        guard file.kind(open) == .leftBrace, let close = file.partner(open), close + 3 == range.upperBound,
              file.kind(close + 1) == .leftParen, file.kind(close + 2) == .rightParen else { return false }
        let body = open + 1..<close
        let scanner = DeclarationScanner(file: file)
        var returns: [Range<Int>] = []
        for index in body where file.isWord(index, "return") {
            returns.append(index + 1..<scanner.expressionEnd(from: index + 1, limit: close))
        }
        if returns.isEmpty { return namesDefaultsType(body) }
        return returns.contains { value in
            if namesDefaultsType(value) { return true }
            // `return defaults`: a local of the closure, initialised from a defaults type.
            guard value.count == 1, file.kind(value.lowerBound) == .identifier else { return false }
            let name = file.name(value.lowerBound)
            return body.contains { keyword in
                guard file.isWord(keyword, "let") || file.isWord(keyword, "var"), file.kind(keyword + 1) == .identifier,
                      file.name(keyword + 1) == name else { return false }
                var cursor = keyword + 2
                if file.kind(cursor) == .colon {
                    let typeEnd = scanner.typeEnd(from: cursor + 1, limit: close)
                    if Self.defaultsTypes.contains(Self.simpleTypeName(scanner.collapsedText(from: cursor + 1, to: typeEnd))) {
                        return true
                    }
                    cursor = typeEnd
                }
                guard file.kind(cursor) == .operator, file.isText(cursor, "=") else { return false }
                return namesDefaultsType(cursor + 1..<scanner.expressionEnd(from: cursor + 1, limit: close))
            }
        }
    }

    // MARK: Keys

    /// Why a key is sensitive: its own text (a string literal, or an identifier other than a leading
    /// type name), or the value of the constant it names.
    private enum SensitiveKey { case text, constantValue(String) }

    private func sensitiveKey(_ key: Range<Int>) -> SensitiveKey? {
        var leadingTypeName = true
        for index in key {
            switch file.kind(index) {
            case .stringStart:
                if names.isSensitive(literalText(at: index)) { return .text }
                leadingTypeName = false
            case .identifier:
                let name = file.name(index)
                let isTypeName = leadingTypeName && file.kind(index + 1) == .period
                    && name.unicodeScalars.first?.isUppercase == true
                if !isTypeName, names.isSensitive(name) { return .text }
                leadingTypeName = isTypeName
            case .period:
                break
            default:
                leadingTypeName = false
            }
        }
        return constantValues(of: key).first(where: names.isSensitive).map(SensitiveKey.constantValue)
    }

    /// The literal text of a string literal; for an interpolated one, its text pieces.
    private func literalText(at start: Int) -> String {
        if let value = file.stringLiteralValue(start) { return value }
        let end = file.stringLiteralEnd(start)
        return (start...end).filter { file.kind($0) == .stringSegment }.map(file.text).joined(separator: " ")
    }

    /// The string values a constant key resolves to through the project index: `Keys.token`,
    /// `Keys.token.rawValue`, `.token` (a `String` static), `Self.token` and a bare `token`.
    private func constantValues(of key: Range<Int>) -> [String] {
        var cursor = key.lowerBound
        let isImplicitMember = file.kind(cursor) == .period
        if isImplicitMember { cursor += 1 }
        var path: [String] = []
        while cursor < key.upperBound {
            guard file.kind(cursor) == .identifier || file.isWord(cursor, "self") || file.isWord(cursor, "Self") else { return [] }
            path.append(file.name(cursor))
            cursor += 1
            guard cursor < key.upperBound else { break }
            guard file.kind(cursor) == .period else { return [] }
            cursor += 1
        }
        if path.count > 1, path.last == "rawValue" { path.removeLast() }
        guard let name = path.last else { return [] }
        let index = context.index
        if isImplicitMember { return path.count == 1 ? index.constantValues("String." + name) : [] }
        if path.count == 1 {
            return index.globalConstantValues(name) + enclosingTypeNames(of: key.lowerBound).flatMap { index.constantValues($0 + "." + name) }
        }
        let owner = path[path.count - 2]
        if owner == "self" || owner == "Self" {
            return path.count == 2 ? enclosingTypeNames(of: key.lowerBound).flatMap { index.constantValues($0 + "." + name) } : []
        }
        return index.constantValues(owner + "." + name)
    }

    private func enclosingTypeNames(of token: Int) -> [String] {
        guard let innermost = context.tree.innermost(containing: Int32(token)) else { return [] }
        return ([innermost] + context.tree.ancestors(of: innermost)).map { context.tree[$0] }
            .filter(\.kind.hasMembers).map { Self.simpleTypeName($0.name) }
    }

    // MARK: Values

    /// The last identifier of a chain of identifiers, member accesses, `?`/`!` and calls
    /// (`response.accessToken`, `session.token!`, `makeToken()`); nil for any other value.
    private func valueChain(_ range: Range<Int>) -> (last: Int, isLoneIdentifier: Bool)? {
        var cursor = range.lowerBound
        if file.kind(cursor) == .period { cursor += 1 }
        var last: Int?
        var components = 0
        var hasCall = false
        while cursor < range.upperBound {
            if file.kind(cursor) == .identifier {
                last = cursor
            } else if !file.isWord(cursor, "self") {
                return nil
            }
            components += file.isWord(cursor, "self") ? 0 : 1
            cursor += 1
            while cursor < range.upperBound {
                if file.kind(cursor) == .operator, file.isText(cursor, "?") || file.isText(cursor, "!") {
                    cursor += 1
                } else if file.kind(cursor) == .leftParen, let close = file.partner(cursor) {
                    hasCall = true
                    cursor = close + 1
                } else {
                    break
                }
            }
            guard cursor < range.upperBound else { break }
            guard file.kind(cursor) == .period else { return nil }
            cursor += 1
        }
        guard let last else { return nil }
        return (last, components == 1 && !hasCall && file.kind(range.lowerBound) != .period)
    }

    /// A Bool, integer or floating-point literal, `Date()`, `Date.now` or `.now`. Not `nil`: a property
    /// initialised with `nil` (`var accessToken: String? = nil`) may well hold a credential later.
    private func isPlainValue(_ range: Range<Int>) -> Bool {
        let first = range.lowerBound
        switch range.count {
        case 1:
            return file.kind(first) == .number || file.isWord(first, "true") || file.isWord(first, "false")
        case 2:
            return (file.isText(first, "-") && file.kind(first + 1) == .number)
                || (file.kind(first) == .period && file.isWord(first + 1, "now"))
        case 3:
            return file.isText(first, "Date")
                && ((file.kind(first + 1) == .leftParen && file.kind(first + 2) == .rightParen)
                    || (file.kind(first + 1) == .period && file.isWord(first + 2, "now")))
        default:
            return false
        }
    }

    private func isNilLiteral(_ range: Range<Int>) -> Bool {
        range.count == 1 && file.isWord(range.lowerBound, "nil")
    }

    private func isPlainBinding(_ binding: NameBindings.Binding) -> Bool {
        isPlainType(binding.type) || (binding.initializer.map(isPlainValue) ?? false)
    }

    private func isPlainType(_ type: String) -> Bool {
        !type.isEmpty && Self.plainTypes.contains(Self.simpleTypeName(type))
    }

    /// `Foundation.UserDefaults?` → `UserDefaults`.
    private static func simpleTypeName(_ type: String) -> String {
        var name = Substring(type.filter { !$0.isWhitespace })
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        return String(name).lastDottedComponent
    }
}
