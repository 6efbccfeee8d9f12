/// `preview_live_dependency`: a SwiftUI preview (a `#Preview` macro, or a `PreviewProvider` body)
/// reaching for live network or disk I/O (`URLSession`, `FileManager.default`,
/// `UserDefaults.standard`, a dependency's `.shared` singleton) instead of a preview or mock value.
public struct PreviewLiveDependency: Rule {
    public static let id = "preview_live_dependency"

    /// First camel-hump words of test doubles: `MockAPIService`, `InMemoryStorage`.
    private static let testDoubleWords = ["Mock", "Fake", "Stub", "Preview", "Dummy", "InMemory", "Noop"]

    private let dependencyTypes: DependencyTypes
    private let singletonAccessors: Set<String>

    public init(options: RuleOptions) {
        dependencyTypes = DependencyTypes(suffixes: options.stringList("dependency_suffixes"))
        singletonAccessors = Set(options.stringList("singleton_accessors"))
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        // Sorted by start: a nested context (a preview type inside another) is read once, with its outer one.
        var covered = 0
        for preview in context.previewContexts().sorted(by: { $0.tokens.lowerBound < $1.tokens.lowerBound }) {
            var index = max(preview.tokens.lowerBound, covered)
            while index < preview.tokens.upperBound {
                if let live = liveUse(at: index, context) {
                    findings.append(RuleFinding(token: index,
                                                message: "preview \(preview.label) uses live '\(live)'; inject a preview/mock value instead"))
                }
                index += 1
            }
            covered = max(covered, preview.tokens.upperBound)
        }
        return findings
    }

    // MARK: Live uses

    /// `URLSession.shared` / `URLSession(…)` / `URLSession.init`, `FileManager.default`,
    /// `UserDefaults.standard`, or `Dep.shared` of a dependency type that is not a test double, as
    /// the message names it.
    private func liveUse(at index: Int, _ context: RuleContext) -> String? {
        let file = context.file
        guard file.kind(index) == .identifier, file.startsUppercase(index) else { return nil }
        // After a `.` only a module qualifier may come first (`Foundation.URLSession`), not a value.
        if file.kind(index - 1) == .period {
            guard file.kind(index - 2) == .identifier, file.startsUppercase(index - 2) else { return nil }
        }
        let member = index + 2
        let hasMember = file.kind(index + 1) == .period && (file.kind(member) == .identifier || file.kind(member) == .keyword)
        if file.isText(index, "URLSession") {
            if file.kind(index + 1) == .leftParen, !file.tokens[index + 1].flags.contains(.newlineBefore) { return "URLSession(…)" }
            guard hasMember, !file.startsUppercase(member) else { return nil }
            return "URLSession." + file.name(member)
        }
        guard hasMember else { return nil }
        if file.isText(index, "FileManager"), file.isWord(member, "default") { return "FileManager.default" }
        if file.isText(index, "UserDefaults"), file.isWord(member, "standard") { return "UserDefaults.standard" }
        guard dependencyTypes.mayName(index, in: file), singletonAccessors.contains(file.name(member)) else { return nil }
        let name = file.name(index)
        guard dependencyTypes.isDependencyType(name, index: context.index), !isTestDouble(name) else { return nil }
        return name + "." + file.name(member)
    }

    /// A first camel-hump word naming a test double: `MockAPIService`, not `MockingbirdService`.
    private func isTestDouble(_ name: String) -> Bool {
        Self.testDoubleWords.contains { word in
            guard name.hasPrefix(word) else { return false }
            let rest = name.unicodeScalars.dropFirst(word.unicodeScalars.count)
            return rest.first.map { $0.isUppercase || ("0"..."9").contains($0) } ?? true
        }
    }
}
