/// `prefer_observable`: an `ObservableObject` entry in the inheritance clause of a class or an
/// extension (not of an actor: the Observation macro rejects actor types) whose file can use the Observation framework (rules.md §6): its SwiftPM target's
/// `platforms:`, else its Xcode project's deployment targets, else the `minimum_ios` option, or
/// an `@available(iOS 17, *)` on it or around it in a target that builds for iOS only.
public struct PreferObservable: Rule {
    public static let id = "prefer_observable"
    public static let reportsOnDeclarationNameLine = true

    /// Observation's minimum major version on each platform `platforms:` can name; a missing
    /// entry (`driverKit`) never qualifies. macOS has its own entry: `macOSMinimum`.
    private static let observationMinimum = ["iOS": 17, "macCatalyst": 17, "tvOS": 17, "watchOS": 10, "visionOS": 1]
    private static let iOSMinimum = 17
    private static let macOSMinimum = 14

    private let minimumIOS: Int?
    /// The macOS version from which a macOS-only target qualifies; nil (`off`): never.
    private let macOSOnlyMinimum: Int?

    public init(options: RuleOptions) {
        minimumIOS = options.integerOrNone("minimum_ios")
        macOSOnlyMinimum = options.integerOrNone("macos_only_minimum")
    }

    /// What the file's deployment targets allow.
    private struct Eligibility {
        /// What makes the whole file eligible ("iOS 17 in Package.swift"); nil when it is not.
        var source: String?
        /// The file builds for iOS only (or for no known target), so `@available(iOS 17, *)` qualifies.
        var buildsForIOSOnly: Bool
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let tree = context.tree
        var eligibility: Eligibility?
        // A type declared again in a later `#if` branch: only the first declaration's clause counts.
        // Types and extensions by `typeNameIDs`: an extension's number is its extended type's.
        let ids = context.typeNameIDs
        var declaredTypes = Set<Int32>()
        // One conformance per type: an extension repeated in a later `#if` branch is not reported again.
        var conformingTypes = Set<Int32>()
        var findings: [RuleFinding] = []
        for position in tree.declarations.indices {
            // Members neither conform nor repeat a type: skipped before copying the declaration,
            // which retains each of its fields.
            guard tree.declarations[position].kind.hasMembers else { continue }
            let declaration = tree.declarations[position]
            if declaration.kind.isType, !declaredTypes.insert(ids[position]).inserted { continue }
            guard declaration.kind == .class || declaration.kind == .extension,
                  let entry = tree.inheritance(of: Int32(position)).first(where: Self.isObservableObject),
                  conformingTypes.insert(ids[position]).inserted, !extendsActor(declaration, context.index) else { continue }
            let typeName = declaration.kind == .extension ? declaration.name : tree.qualifiedName(of: Int32(position))
            if eligibility == nil { eligibility = fileEligibility(context) }
            guard let source = eligibility!.source
                ?? (eligibility!.buildsForIOSOnly ? availability(of: Int32(position), in: context) : nil) else { continue }
            findings.append(RuleFinding(
                token: Self.lastNameToken(of: entry, in: context.file),
                message: "'\(typeName)' conforms to ObservableObject although the minimum deployment target (\(source)) supports the Observation framework; use @Observable instead"))
        }
        return findings
    }

    /// An extension of a project actor (rules.md §6, rev 7: `@Observable` cannot apply to it).
    private func extendsActor(_ declaration: Declaration, _ index: ProjectIndex) -> Bool {
        guard declaration.kind == .extension else { return false }
        let extended = index.extendedTypeName(declaration.name.lastDottedComponent)
        return index.firstType(named: extended).map { index[$0].kind == .actor } ?? false
    }

    /// `ObservableObject` or `Combine.ObservableObject`.
    private static func isObservableObject(_ entry: Declaration.InheritedType) -> Bool {
        entry.name == "ObservableObject" && (entry.raw == "ObservableObject" || entry.raw == "Combine.ObservableObject")
    }

    /// The `ObservableObject` token of `Combine.ObservableObject`: the entry's last name.
    private static func lastNameToken(of entry: Declaration.InheritedType, in file: SourceFile) -> Int {
        var token = Int(entry.token)
        while file.kind(token + 1) == .period, file.kind(token + 2) == .identifier { token += 2 }
        return token
    }

    private func fileEligibility(_ context: RuleContext) -> Eligibility {
        switch context.index.deploymentTarget(for: context.file.path) {
        case .package(let package) where !package.platforms.isEmpty:
            let namesIOS = package.platforms.contains { $0.name == "iOS" }
            let qualifies = package.platforms.allSatisfy { platform in
                let minimum = platform.name == "macOS" ? (namesIOS ? Self.macOSMinimum : macOSOnlyMinimum)
                    : Self.observationMinimum[platform.name]
                return minimum.map { platform.major >= $0 } ?? false
            }
            let shown = package.platforms.first { $0.name == "iOS" } ?? package.platforms[0]
            let manifest = package.directory.isEmpty ? "Package.swift" : package.directory + "/Package.swift"
            return Eligibility(source: qualifies ? "\(shown.name) \(shown.versionText) in \(manifest)" : nil,
                               buildsForIOSOnly: package.platforms.allSatisfy { $0.name == "iOS" || $0.name == "macCatalyst" })
        case .xcodeProjects(let projects):
            let iOS = projects.flatMap(\.iOSDeploymentTargets)
            let macOS = projects.flatMap(\.macOSDeploymentTargets)
            guard !iOS.isEmpty || !macOS.isEmpty else { return optionEligibility() }
            let bundle = projects[0].bundleName
            if !iOS.isEmpty {
                return Eligibility(source: Self.lowest(iOS, atLeast: Self.iOSMinimum).map { "iOS \($0) in \(bundle)" },
                                   buildsForIOSOnly: macOS.isEmpty)
            }
            return Eligibility(source: macOSOnlyMinimum.flatMap { Self.lowest(macOS, atLeast: $0) }.map { "macOS \($0) in \(bundle)" },
                               buildsForIOSOnly: false)
        case .package, .none:
            return optionEligibility()
        }
    }

    /// No deployment target found: the `minimum_ios` option decides.
    private func optionEligibility() -> Eligibility {
        Eligibility(source: minimumIOS.flatMap { $0 >= Self.iOSMinimum ? "minimum_ios: \($0)" : nil }, buildsForIOSOnly: true)
    }

    /// The lowest of the values as written, when every one is a version of at least `minimum`
    /// (one that is no version, such as `$(inherited)`, disqualifies).
    private static func lowest(_ values: [String], atLeast minimum: Int) -> String? {
        var lowest: (text: String, version: DeploymentVersion)?
        for value in values {
            guard let version = DeploymentVersion(value), version.major >= minimum else { return nil }
            if lowest == nil || (version.major, version.minor) < (lowest!.version.major, lowest!.version.minor) { lowest = (value, version) }
        }
        return lowest?.text
    }

    /// `@available(iOS N, *)` (or `iOS, introduced: N`) with N ≥ 17 on the declaration or any
    /// declaration around it in the file (availability is inherited lexically), as shown in messages.
    private func availability(of position: Int32, in context: RuleContext) -> String? {
        for holder in [position] + context.tree.ancestors(of: position) {
            for attribute in context.tree.attributes(of: holder) where attribute.name == "available" {
                if let major = Self.introducedIOSMajor(attribute, in: context.file), major >= Self.iOSMinimum {
                    return "@available(iOS \(major), *)"
                }
            }
        }
        return nil
    }

    /// The iOS major version an `@available` attribute introduces: `(iOS 17, *)`, `(iOS 17.0, macOS 14, *)`,
    /// `(iOS, introduced: 17)`; nil for `deprecated:`/`unavailable` forms and other platforms.
    private static func introducedIOSMajor(_ attribute: Declaration.Attribute, in file: SourceFile) -> Int? {
        guard let arguments = attribute.arguments else { return nil }
        let end = Int(arguments.upperBound)
        var index = Int(arguments.lowerBound)
        var isIOSGroup = false
        while index < end {
            if file.isText(index, "iOS"), file.kind(index) == .identifier {
                if file.kind(index + 1) == .number { return DeploymentVersion(file.text(index + 1))?.major }
                isIOSGroup = file.kind(index + 1) == .comma
            } else if isIOSGroup, file.isText(index, "introduced"), file.kind(index + 1) == .colon, file.kind(index + 2) == .number {
                return DeploymentVersion(file.text(index + 2))?.major
            }
            index = file.indexAfterGroup(index)
        }
        return nil
    }
}
