/// `restricted_type`: a type the team allows only in named places (`restricted_types:`), used
/// elsewhere (rules.md 22, checklist C5).
public struct RestrictedType: Rule {
    public static let id = "restricted_type"
    public static let reportsInDeclarationHeader = true

    private let entries: [ArchitectureConfiguration.RestrictedEntry]
    /// By entry, its `types` patterns, matched against names by their bytes.
    private let patterns: [[Pattern]]
    /// The patterns of the entries binding test code (`include_tests`), and of all of them, in one
    /// list each: every name of every checked file is matched against one of them.
    private let testPatterns: [Pattern], allPatterns: [Pattern]

    public init(options: RuleOptions) {
        entries = options.architecture.restrictedTypes
        patterns = entries.map { $0.types.map(Pattern.init) }
        testPatterns = zip(entries, patterns).flatMap { $0.includeTests ? $1 : [] }
        allPatterns = patterns.flatMap { $0 }
    }

    /// A `types` pattern's bytes, and what a name it matches must have, checked before matching:
    /// most names fail on their length or first byte.
    private struct Pattern: Sendable {
        var bytes: [UInt8]
        /// The bytes besides `*`: a name is at least as long, exactly as long without a `*`.
        var literalCount: Int
        var hasStar: Bool

        init(_ pattern: String) {
            bytes = Array(pattern.utf8)
            literalCount = bytes.count { $0 != UInt8(ascii: "*") }
            hasStar = literalCount < bytes.count
        }

        func matches(_ name: UnsafeRawBufferPointer) -> Bool {
            guard hasStar ? name.count >= literalCount : name.count == literalCount else { return false }
            if let first = bytes.first, first != UInt8(ascii: "*"), name.first != first { return false }
            return RestrictedType.matches(bytes, name)
        }
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let path = context.file.path
        let index = context.index
        guard let file = context.filePosition else { return [] }
        let isTest = index.files[file].isTest
        let candidates = isTest ? testPatterns : allPatterns
        guard !candidates.isEmpty else { return [] }
        func isRestricted(_ name: UnsafeRawBufferPointer, by patterns: [Pattern]) -> Bool {
            for pattern in patterns where pattern.matches(name) { return true }
            return false
        }
        func isRestricted(_ module: String, by patterns: [Pattern]) -> Bool {
            var module = module
            return module.withUTF8 { isRestricted(UnsafeRawBufferPointer($0), by: patterns) }
        }
        // Decided once for each of the file's names, by their bytes; most files name no restricted type,
        // and their references are not read. The `only_in` places are matched after the names:
        // matching them for every file cost more.
        let named = index.files[file].architecture(reading: .names)
        let nameCount = Int32(named.names.count)
        func anyName(restrictedBy patterns: [Pattern]) -> Bool {
            for number in 0..<nameCount where named.withName(number, { isRestricted($0, by: patterns) }) { return true }
            return false
        }
        guard anyName(restrictedBy: candidates) || named.imports.contains(where: { isRestricted($0.module, by: candidates) }) else { return [] }
        let applying = entries.indices.filter { (entries[$0].includeTests || !isTest) && !entries[$0].onlyIn.contains { $0.matches(path) } }
        let applyingPatterns = applying.flatMap { patterns[$0] }
        let restricted = (0..<nameCount).map { named.withName($0) { isRestricted($0, by: applyingPatterns) } }
        var mentions: [(token: Int32, name: String)] = named.imports.filter { isRestricted($0.module, by: applyingPatterns) }.map { ($0.token, $0.module) }
        guard !mentions.isEmpty || restricted.contains(true) else { return [] }
        let facts = index.files[file].architecture()
        // The file's own type declarations (top-level, nested or local) may use their names.
        let declaredHere = Set(facts.declared.lazy.filter { $0.scope != .parameter }.map(\.name))
        // Strings are made for the mentions only.
        for reference in facts.references {
            if restricted[Int(reference.name)] { mentions.append((reference.token, facts.names[Int(reference.name)])) }
            // `Foundation.URLSession`: after a module (a name the project declares no type of), a type.
            if reference.member >= 0, restricted[Int(reference.member)] {
                let name = facts.names[Int(reference.name)]
                if index.types[name] == nil, index.typeAliases[name] == nil {
                    mentions.append((reference.memberToken, facts.names[Int(reference.member)]))
                }
            }
        }
        mentions.sort { $0.token < $1.token }
        var findings: [RuleFinding] = []
        for position in applying {
            let entry = entries[position]
            var reported: Set<String> = []
            for mention in mentions where !declaredHere.contains(mention.name) && !reported.contains(mention.name)
                && entry.types.contains(where: { Self.matches($0, mention.name) }) {
                reported.insert(mention.name)
                let place = entry.onlyIn.isEmpty ? "its declaring files" : entry.onlyIn.map(\.pattern).joined(separator: ", ")
                var message = "'\(mention.name)' may be used only in \(place)"
                if let reason = entry.reason { message += " (" + reason.trimmingTrailingPeriod + ")" }
                message += "; reach it through its dependency"
                findings.append(RuleFinding(token: Int(mention.token), message: message,
                                            rootCause: RootCause(subject: "'\(mention.name)'", fix: "reach it through its seam")))
            }
        }
        return findings.sorted { $0.token < $1.token }
    }

    /// `*` matches any run of characters (also none) within the name; everything else itself.
    static func matches(_ pattern: String, _ name: String) -> Bool {
        var pattern = pattern, name = name
        return pattern.withUTF8 { pattern in name.withUTF8 { name in matches(pattern, UnsafeRawBufferPointer(name)) } }
    }

    private static func matches<Bytes: RandomAccessCollection<UInt8>>(_ pattern: Bytes, _ name: UnsafeRawBufferPointer) -> Bool
    where Bytes.Index == Int {
        var p = 0, n = 0
        var star: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = (p, n)
                p += 1
            } else if p < pattern.count, pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let last = star {
                star = (last.pattern, last.name + 1)
                p = last.pattern + 1
                n = last.name + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
