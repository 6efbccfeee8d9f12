/// `explicit_coding_keys`: Codable structs and classes whose wire names differ from their property
/// names must spell the mapping out in `CodingKeys`. By default only the case the project proves:
/// a type decoded with `.convertFromSnakeCase` that has a property with an uppercase run.
public struct ExplicitCodingKeys: Rule {
    public static let id = "explicit_coding_keys"

    private enum Requirement: String {
        case namesDiffer = "names_differ"
        case apiModels = "api_models"
        case always
    }

    private static let decodable: Set<String> = ["Codable", "Decodable"]
    private static let codable: Set<String> = ["Codable", "Decodable", "Encodable"]
    private static let singleValue: Set<String> = ["RawRepresentable", "OptionSet"]

    private let requirement: Requirement
    private let apiModelSuffixes: [String]
    /// Lowercased: folders compare case-insensitively.
    private let apiModelFolders: Set<String>

    /// Uppercase parts of the initialisms (`IDs` → `ID`): a run holding one is unreachable.
    private let initialisms: [String]
    /// Types decoded with the snake-case strategy, derived once per run from the whole index, and
    /// only when a type with an uppercase-run property asks (a one-file run seldom does).
    private var snakeCaseDecoded: Lazy<[TypeReference: Location]>?

    public init(options: RuleOptions) {
        requirement = Requirement(rawValue: options.string("require")) ?? .namesDiffer
        apiModelSuffixes = options.stringList("api_model_suffixes")
        apiModelFolders = Set(options.stringList("api_model_folders").map { $0.lowercased() })
        initialisms = Array(Set(options.stringList("initialisms").map { String($0.prefix { $0.isUppercase }) }.filter { $0.count >= 2 }))
            .sorted()
    }

    public func prepared(for index: ProjectIndex) -> ExplicitCodingKeys {
        var rule = self
        if requirement == .namesDiffer { rule.snakeCaseDecoded = Lazy { Self.snakeCaseDecodedTypes(index) } }
        return rule
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let index = context.index
        let snakeCaseDecoded = self.snakeCaseDecoded ?? Lazy { Self.snakeCaseDecodedTypes(index) }
        var findings: [RuleFinding] = []
        // By index: copying every declaration would retain all its fields.
        let declarations = context.tree.declarations
        var declaredNames = Set<Int32>()
        let ids = context.typeNameIDs
        let fileIndex = context.filePosition
        for position in declarations.indices where declarations[position].kind.isType {
            // A type declared in several `#if` branches is one type: its first declaration counts.
            guard declaredNames.insert(ids[position]).inserted,
                  declarations[position].kind == .struct || declarations[position].kind == .class else { continue }
            guard let fileIndex else { return [] }
            let reference = TypeReference(file: Int32(fileIndex), declaration: Int32(position))
            let properties = context.tree.storedInstanceProperties(of: Int32(position))
            guard !properties.isEmpty,
                  index.conforms(reference, toAnyOf: requirement == .namesDiffer ? Self.decodable : Self.codable),
                  !hasExplicitCoding(reference, index: index) else { continue }
            let declaration = declarations[position]
            let name = declaration.name
            let propertyNames = properties.map { declarations[Int($0)].name }
            let message: String
            switch requirement {
            case .namesDiffer:
                let unreachable = propertyNames.filter(hasInitialismRun)
                guard !unreachable.isEmpty else { continue }
                guard let strategy = snakeCaseDecoded.value[reference] else { continue }
                let produced = unreachable.map(Self.snakeCaseConversion)
                let plural = unreachable.count > 1
                message = "'\(name)' is decoded with .convertFromSnakeCase (\(strategy.path):\(strategy.line)): \(Self.list(unreachable)) "
                    + "never decode\(plural ? "" : "s") (key\(plural ? "s" : "") give\(plural ? "" : "s") \(Self.list(produced))); add CodingKeys"
            case .apiModels:
                let multiWord = propertyNames.filter { $0.contains(where: Self.isUppercase) }
                guard !multiWord.isEmpty, isAPIModel(reference, index: index) else { continue }
                message = "API model '\(name)' relies on implicit keys for \(Self.list(multiWord)); declare CodingKeys"
            case .always:
                message = "Codable '\(name)' has no explicit CodingKeys for \(Self.list(propertyNames)); declare them"
            }
            findings.append(RuleFinding(token: Int(declaration.nameToken), message: message))
        }
        return findings
    }

    // MARK: Exemptions

    /// A nested `CodingKeys`, a hand-written `init(from:)` or `encode(to:)`, a single-value
    /// conformance, or a type-level macro that writes the keys.
    private func hasExplicitCoding(_ reference: TypeReference, index: ProjectIndex) -> Bool {
        // Read in place: a copy of the declaration would retain all its fields.
        if index.treeBox(of: reference).tree.attributes(of: reference.declaration).contains(where: { $0.name.contains("Codable") || $0.name.contains("CodingKey") }) { return true }
        if index.conforms(reference, toAnyOf: Self.singleValue) { return true }
        return index.membersIncludingExtensions(of: reference).contains { reference in
            // Fields read in place: a copy of the declaration would retain all of them.
            let box = index.treeBox(of: reference), declarations = box.tree.declarations
            let member = Int(reference.declaration)
            func takesOnlyParameter(labeled label: String) -> Bool {
                let parameters = box.tree.parameters(of: reference.declaration)
                return parameters.count == 1 && parameters.first?.label == label
            }
            switch declarations[member].kind {
            case .struct, .class, .enum, .actor, .typealias:
                return declarations[member].name == "CodingKeys"
            case .initializer:
                return takesOnlyParameter(labeled: "from")
            case .function:
                return declarations[member].name == "encode" && takesOnlyParameter(labeled: "to")
            default:
                return false
            }
        }
    }

    // MARK: names_differ

    private struct Location {
        var path: String
        var line: Int
    }

    /// Every project struct, class or actor decoded with `.convertFromSnakeCase`, with where the
    /// strategy is applied: the types named next to it, then (transitively) the types of the stored
    /// properties of decoded Decodable types; a generic project type decoded as `Wrapper<A>` passes the
    /// strategy on to A where one of its stored properties holds the generic parameter.
    private static func snakeCaseDecodedTypes(_ index: ProjectIndex) -> [TypeReference: Location] {
        /// A type as written at a decode site or in a stored property's annotation.
        struct Spelling {
            var type: StoredType
            var host: TypeReference?
            var site: Int32?
            var location: Location
        }
        var decoded: [TypeReference: Location] = [:]
        var queue: [Spelling] = []
        let roots = index.snakeCaseDecodes.flatMap { name, sites in
            sites.map { (name: name, arguments: $0.arguments, location: Location(path: $0.path, line: $0.line)) }
        }.sorted { ($0.location.path, $0.location.line, $0.name) < ($1.location.path, $1.location.line, $1.name) }
        for root in roots {
            queue.append(Spelling(type: StoredType(name: root.name, arguments: root.arguments), host: nil,
                                  site: index.fileIndexByPath[root.location.path].map(Int32.init), location: root.location))
        }
        var passedOn = Set<String>()
        var next = 0
        while next < queue.count {
            let spelling = queue[next]
            next += 1
            guard let reference = resolve(spelling.type.name, host: spelling.host, siteFile: spelling.site, index: index),
                  isDecodableHost(reference, index: index) else { continue }
            let tree = index.tree(of: reference)
            let parameters = tree.genericParameters(of: reference.declaration)
            if decoded[reference] == nil {
                decoded[reference] = spelling.location
                for property in tree.storedInstanceProperties(of: reference.declaration) {
                    guard let type = StoredType(tree.declarations[Int(property)].typeAnnotation), !parameters.contains(type.name) else { continue }
                    queue.append(Spelling(type: type, host: reference, site: reference.file, location: spelling.location))
                }
            }
            // The arguments reach the properties that hold a generic parameter (once per type and arguments).
            guard !spelling.type.arguments.isEmpty, !parameters.isEmpty,
                  passedOn.insert("\(reference.file):\(reference.declaration):" + spelling.type.arguments.joined(separator: ",")).inserted
            else { continue }
            for property in tree.storedInstanceProperties(of: reference.declaration) {
                // `parameters` is a slice of the tree's pool: its indices start where the type's list does.
                guard let type = StoredType(tree.declarations[Int(property)].typeAnnotation), type.arguments.isEmpty,
                      let position = parameters.firstIndex(of: type.name).map({ $0 - parameters.startIndex }),
                      position < spelling.type.arguments.count,
                      let argument = StoredType(spelling.type.arguments[position]) else { continue }
                queue.append(Spelling(type: argument, host: spelling.host, site: spelling.site, location: spelling.location))
            }
        }
        return decoded
    }

    private static func isDecodableHost(_ reference: TypeReference, index: ProjectIndex) -> Bool {
        let kind = index[reference].kind
        return (kind == .struct || kind == .class || kind == .actor) && index.conforms(reference, toAnyOf: decodable)
    }

    /// The project type a name written at a site means: a type nested in `host` (the type whose
    /// property is declared with it), else the one type of that name declared in the site's file, else
    /// the project's one type of that name. Ambiguous names resolve to nothing: the rule stays silent.
    private static func resolve(_ name: String, host: TypeReference?, siteFile: Int32?, index: ProjectIndex) -> TypeReference? {
        if let host {
            let tree = index.tree(of: host)
            if let nested = tree.children(of: host.declaration).first(where: { tree[$0].kind.isType && tree[$0].name == name }) {
                return TypeReference(file: host.file, declaration: nested)
            }
        }
        let candidates = Array(index.types[name] ?? [])
        let local = candidates.filter { $0.file == siteFile }
        let found = local.isEmpty ? candidates : local
        // One type declared in several `#if` branches: the first declaration counts.
        let qualifiedNames = Set(found.map { index.tree(of: $0).qualifiedName(of: $0.declaration) })
        return qualifiedNames.count == 1 && Set(found.map(\.file)).count == 1 ? found[0] : nil
    }

    /// An initialism run: two or more uppercase letters in a row holding an initialism (`avatarURL`,
    /// `userIDs`, `photoJPEGURL`), which `.convertFromSnakeCase` never produces from the key a server
    /// sends. Runs made by one-letter parts (`region3DepthHName`, `isAMember`) are reachable.
    private func hasInitialismRun(_ name: String) -> Bool {
        var run = ""
        for character in name + "_" {
            if Self.isUppercase(character) {
                run.append(character)
                continue
            }
            if run.count >= 2, initialisms.contains(where: { run.contains($0) }) { return true }
            run = ""
        }
        return false
    }

    /// The name `.convertFromSnakeCase` produces: each uppercase run lowered after its first letter.
    private static func snakeCaseConversion(_ name: String) -> String {
        var result = ""
        var previousUppercase = false
        for character in name {
            result += previousUppercase && isUppercase(character) ? character.lowercased() : String(character)
            previousUppercase = isUppercase(character)
        }
        return result
    }

    /// `Character.isUppercase`, answered from the byte for a one-byte (ASCII) character: for a
    /// character that is not uppercase, the standard library builds and compares its uppercased String.
    private static func isUppercase(_ character: Character) -> Bool {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first else { return character.isUppercase }
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    // MARK: api_models

    /// A Codable type whose name ends with an API suffix, whose file lies under an API folder, or
    /// that is nested in an API model.
    private func isAPIModel(_ reference: TypeReference, index: ProjectIndex) -> Bool {
        var current: TypeReference? = reference
        var visited = Set<TypeReference>()
        while let type = current, visited.insert(type).inserted, index.conforms(type, toAnyOf: Self.codable) {
            let name = index[type].name
            if apiModelSuffixes.contains(where: { name.hasSuffix($0) }) { return true }
            if index.path(of: type).splitting(atByte: UInt8(ascii: "/")).dropLast().contains(where: { apiModelFolders.contains($0.lowercased()) }) {
                return true
            }
            current = index.enclosingType(of: type)
        }
        return false
    }

    private static func list(_ names: [String]) -> String { names.joined(separator: ", ") }
}
