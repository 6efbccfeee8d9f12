/// `keychain_accessibility`: Keychain items readable while the device is locked (`Always`), items
/// that migrate to other devices through backups (`device_bound`), and `SecItemAdd` without an
/// accessibility class.
public struct KeychainAccessibility: Rule {
    public static let id = "keychain_accessibility"

    private let deviceBound: Bool
    /// Lowercased word beginnings that state a migration (`migrat`, `backup`, `icloud`…).
    private let migrationWords: [[UInt8]]

    public init(options: RuleOptions) {
        deviceBound = options.bool("device_bound")
        migrationWords = options.stringList("migration_words").map { Array($0.lowercased().utf8) }.filter { !$0.isEmpty }
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let file = context.file
        var findings: [RuleFinding] = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            // Every name looked for is 10 to 38 bytes long, and most identifiers are shorter; each
            // starts with `k` (kSecAttrAccessible…), `a`/`A` ((a|A)ccessibility) or `S` (SecItemAdd).
            guard file.tokens[index].length >= 10 else { continue }
            let first = file.bytes[Int(file.tokens[index].offset)]
            guard first == UInt8(ascii: "k") || first == UInt8(ascii: "a") || first == UInt8(ascii: "A") || first == UInt8(ascii: "S")
            else { continue }
            if let finding = constantFinding(at: index, file) ?? keychainAccessFinding(at: index, context)
                ?? secItemAddFinding(at: index, context) {
                findings.append(finding)
            }
        }
        return findings
    }

    // MARK: Security constants

    private func constantFinding(at index: Int, _ file: SourceFile) -> RuleFinding? {
        let name: String
        if file.isText(index, "kSecAttrAccessibleAlways") || file.isText(index, "kSecAttrAccessibleAlwaysThisDeviceOnly") {
            // A comparison or `case` finds old items to migrate them.
            guard !file.isEqualityOperand(from: index, to: index + 1), !file.isInCasePattern(index), !isComparedByCFEqual(index, file)
            else { return nil }
            name = file.text(index)
            return RuleFinding(token: index, message: "\(name) is deprecated and readable while locked; use kSecAttrAccessibleWhenUnlockedThisDeviceOnly.",
                               severity: .error)
        }
        guard deviceBound, file.isText(index, "kSecAttrAccessibleAfterFirstUnlock") || file.isText(index, "kSecAttrAccessibleWhenUnlocked"),
              isAccessibleValue(index, file), !statesMigration(index, file) else { return nil }
        name = file.text(index)
        return RuleFinding(token: index, message: "\(name) lets the item migrate through backups; use \(name)ThisDeviceOnly.", severity: .warning)
    }

    /// Whether a comment on the value's line or in the comment-only lines directly above it (tool
    /// directives aside) holds a word beginning with a `migration_words` entry: migrating the item
    /// to a new device is then its stated purpose (rules.md §13, rev 7).
    private func statesMigration(_ value: Int, _ file: SourceFile) -> Bool {
        let line = file.line(of: value)
        let block = file.commentBlock(above: line).map { $0.lowerBound...line } ?? line...line
        return file.commentIndices(onLines: block).contains { comment in
            !file.isToolDirective(comment: comment) && hasMigrationWord(file.bytes[file.textRange(ofComment: comment)])
        }
    }

    /// Whether a word of `text` (a run of letters and digits, compared lowercased) begins with a migration word.
    private func hasMigrationWord(_ text: ArraySlice<UInt8>) -> Bool {
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        var previousIsWordByte = false
        for start in text.indices {
            let isWord = isWordByte(text[start])
            defer { previousIsWordByte = isWord }
            guard isWord, !previousIsWordByte else { continue }
            let matches = migrationWords.contains { word in
                start + word.count <= text.endIndex && zip(text[start..<start + word.count], word).allSatisfy { lowercased($0) == $1 }
            }
            if matches { return true }
        }
        return false
    }

    private func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// `CFEqual(value, kSecAttrAccessibleAlways)`.
    private func isComparedByCFEqual(_ index: Int, _ file: SourceFile) -> Bool {
        guard let open = file.enclosingOpener(of: index), file.kind(open) == .leftParen else { return false }
        return file.isText(open - 1, "CFEqual")
    }

    /// Whether the constant at `index` is the value of a `kSecAttrAccessible` key: a dictionary
    /// literal element `kSecAttrAccessible as String: VALUE` or `q[kSecAttrAccessible as String] = VALUE`.
    private func isAccessibleValue(_ index: Int, _ file: SourceFile) -> Bool {
        if file.kind(index - 1) == .colon, let open = file.enclosingOpener(of: index), let elements = file.dictionaryLiteralElements(open) {
            return elements.contains { element in
                element.value.lowerBound == index && file.withoutCasts(element.value).count == 1 && isAccessibleKey(element.key, file)
            }
        }
        if file.kind(index - 1) == .operator, file.isText(index - 1, "="), file.kind(index - 2) == .rightBracket,
           let open = file.partner(index - 2), file.kind(open - 1) == .identifier || file.kind(open - 1) == .rightParen {
            return isAccessibleKey(open + 1..<index - 2, file)
        }
        return false
    }

    /// `kSecAttrAccessible`, with casts (`as String`) and a `String(…)` conversion looked through.
    private func isAccessibleKey(_ key: Range<Int>, _ file: SourceFile) -> Bool {
        var key = file.withoutCasts(key)
        if key.count > 3, file.isText(key.lowerBound, "String"), file.kind(key.lowerBound + 1) == .leftParen,
           file.partner(key.lowerBound + 1) == key.upperBound - 1 {
            key = file.withoutCasts(key.lowerBound + 2..<key.upperBound - 1)
        }
        return key.count == 1 && file.isText(key.lowerBound, "kSecAttrAccessible")
    }

    // MARK: KeychainAccess

    /// `.accessibility(.always)`, `.accessibility(Accessibility.afterFirstUnlock, …)` and
    /// `Accessibility.always` anywhere (unless the project declares its own `Accessibility`),
    /// reported at the case name.
    private func keychainAccessFinding(at index: Int, _ context: RuleContext) -> RuleFinding? {
        let file = context.file
        let value: Int
        // Where the value's expression starts: `.always`, `Accessibility.always`, `KeychainAccess.Accessibility.always`.
        var start = index
        if file.isText(index, "accessibility"), file.kind(index - 1) == .period, file.kind(index + 1) == .leftParen,
           let close = file.partner(index + 1) {
            let argument = file.firstItem(in: index + 2..<close)
            // `.always` or `Accessibility.always` (qualified by the module or not).
            guard argument.count >= 2, file.kind(argument.upperBound - 2) == .period,
                  argument.count == 2 || file.isText(argument.upperBound - 3, "Accessibility") else { return nil }
            value = argument.upperBound - 1
            start = argument.lowerBound
        } else if file.isText(index, "Accessibility"), file.kind(index + 1) == .period, file.kind(index + 2) == .identifier,
                  !isAccessibilityArgument(index, file), !context.index.declaresType("Accessibility") {
            value = index + 2
            if file.kind(index - 1) == .period, file.kind(index - 2) == .identifier { start = index - 2 }
            guard file.isText(value, "always") || file.isText(value, "alwaysThisDeviceOnly") else { return nil }
        } else {
            return nil
        }
        let name = file.text(value)
        switch name {
        case "always", "alwaysThisDeviceOnly":
            guard !file.isEqualityOperand(from: start, to: value + 1), !file.isInCasePattern(value - 1) else { return nil }
            return RuleFinding(token: value, message: "Accessibility .\(name) is deprecated and readable while locked; use .whenUnlockedThisDeviceOnly.",
                               severity: .error)
        case "afterFirstUnlock", "whenUnlocked":
            guard deviceBound, !statesMigration(value, file) else { return nil }
            return RuleFinding(token: value, message: "Accessibility .\(name) lets the item migrate through backups; use .\(name)ThisDeviceOnly.",
                               severity: .warning)
        default:
            return nil
        }
    }

    /// `Accessibility.always` as the argument of `.accessibility(…)`, which reports it from there.
    private func isAccessibilityArgument(_ index: Int, _ file: SourceFile) -> Bool {
        guard let open = file.enclosingOpener(of: index), file.kind(open) == .leftParen else { return false }
        return file.isText(open - 1, "accessibility") && file.kind(open - 2) == .period
    }

    // MARK: SecItemAdd

    /// `SecItemAdd(Q, …)` where Q (casts peeled) is a dictionary literal without `kSecAttrAccessible`,
    /// or a name the same function binds to one, and assigns nothing but dictionary literals before
    /// the call, while it names `kSecAttrAccessible` nowhere.
    private func secItemAddFinding(at index: Int, _ context: RuleContext) -> RuleFinding? {
        let file = context.file
        // The function, or the module's (`Security.SecItemAdd`); not some type's method of that name.
        guard file.isText(index, "SecItemAdd"), file.kind(index + 1) == .leftParen,
              file.kind(index - 1) != .period || file.isText(index - 2, "Security"),
              let close = file.partner(index + 1) else { return nil }
        let query = file.withoutCasts(file.firstItem(in: index + 2..<close))
        guard let first = query.first else { return nil }
        let message: String
        if query.count == 1, file.kind(first) == .identifier {
            let name = file.name(first)
            let scope = context.tree.enclosingCodeScope(of: index) ?? 0..<file.tokens.count
            // A name given another value before the call (`query = addAccessGroup(query)`) holds a
            // query built by another function, which may set the class.
            guard file.bindingValues(of: name, in: scope).contains(where: { isDictionaryLiteral(at: $0, file) }),
                  !file.assignedValues(of: name, in: scope.lowerBound..<index).contains(where: { !isDictionaryLiteral(at: $0, file) }),
                  !namesAccessibility(in: scope, file) else { return nil }
            message = "SecItemAdd adds '\(name)' without kSecAttrAccessible; set a …ThisDeviceOnly class in the query."
        } else if file.partner(first) == query.upperBound - 1, file.dictionaryLiteralElements(first) != nil {
            guard !namesAccessibility(in: query, file) else { return nil }
            message = "SecItemAdd adds a query without kSecAttrAccessible; set a …ThisDeviceOnly class in the query."
        } else {
            return nil
        }
        return RuleFinding(token: index, message: message, severity: .error)
    }

    /// A dictionary literal standing alone as a value (maybe cast), not the start of a longer expression.
    private func isDictionaryLiteral(at start: Int, _ file: SourceFile) -> Bool {
        guard let close = file.partner(start), file.dictionaryLiteralElements(start) != nil else { return false }
        let next = close + 1
        return !(file.kind(next) == .period || file.kind(next) == .leftParen || file.kind(next) == .leftBracket
            || file.kind(next) == .operator && !file.tokens[next].flags.contains(.newlineBefore))
    }

    /// A `kSecAttrAccessible` token, or `kSecAttrAccessControl` (an access control object carries its
    /// own accessibility class, and the two may not be combined).
    private func namesAccessibility(in range: Range<Int>, _ file: SourceFile) -> Bool {
        range.contains { file.isText($0, "kSecAttrAccessible") || file.isText($0, "kSecAttrAccessControl") }
    }
}
