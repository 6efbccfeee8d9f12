/// `restricted_type`: a type the team allows only in named places (`restricted_types:`), used
/// elsewhere (rules.md 22, checklist C5).
public struct RestrictedType: Rule {
    public static let id = "restricted_type"
    public static let reportsInDeclarationHeader = true

    private let entries: [ArchitectureConfiguration.RestrictedEntry]
    /// By entry, its `types` patterns' bytes: every name of every checked file is matched against them.
    private let patterns: [[[UInt8]]]

    public init(options: RuleOptions) {
        entries = options.architecture.restrictedTypes
        patterns = entries.map { $0.types.map { Array($0.utf8) } }
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let path = context.file.path
        let index = context.index
        guard let file = context.filePosition else { return [] }
        let isTest = index.files[file].isTest
        let forFile = entries.indices.filter { entries[$0].includeTests || !isTest }
        func isRestricted(_ name: String, by applying: [Int]) -> Bool {
            var name = name
            return name.withUTF8 { name in applying.contains { patterns[$0].contains { Self.matches($0, name) } } }
        }
        // Decided once for each of the file's names; most files name no restricted type, and their
        // references are not read. The `only_in` places are matched after the names: matching
        // them for every file cost more.
        let named = index.files[file].architecture(reading: .names)
        guard named.names.contains(where: { isRestricted($0, by: forFile) }) || named.imports.contains(where: { isRestricted($0.module, by: forFile) })
        else { return [] }
        let applying = forFile.filter { !entries[$0].onlyIn.contains { $0.matches(path) } }
        let restricted = named.names.map { isRestricted($0, by: applying) }
        var mentions: [(token: Int32, name: String)] = named.imports.filter { isRestricted($0.module, by: applying) }.map { ($0.token, $0.module) }
        guard !mentions.isEmpty || restricted.contains(true) else { return [] }
        let facts = index.files[file].architecture()
        // The file's own type declarations (top-level, nested or local) may use their names.
        let declaredHere = Set(facts.declared.lazy.filter { $0.scope != .parameter }.map(\.name))
        for reference in facts.references {
            let name = facts.names[Int(reference.name)]
            if restricted[Int(reference.name)] { mentions.append((reference.token, name)) }
            // `Foundation.URLSession`: after a module (a name the project declares no type of), a type.
            if reference.member >= 0, restricted[Int(reference.member)], index.types[name] == nil, index.typeAliases[name] == nil {
                mentions.append((reference.memberToken, facts.names[Int(reference.member)]))
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
        return pattern.withUTF8 { pattern in name.withUTF8 { name in matches(pattern, name) } }
    }

    private static func matches<Pattern: RandomAccessCollection<UInt8>>(_ pattern: Pattern, _ name: UnsafeBufferPointer<UInt8>) -> Bool
    where Pattern.Index == Int {
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
