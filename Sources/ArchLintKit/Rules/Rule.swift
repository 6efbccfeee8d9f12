/// What a rule sees of one file: its tokens and declarations and the project index (a rule reads
/// its options when it is made).
public struct RuleContext: Sendable {
    public let file: SourceFile
    public let tree: DeclarationTree
    public let index: ProjectIndex
    /// The file's position in `index.files`, nil for a file outside the index: looked up once per
    /// file (a lookup by path cost a rule as much as its questions).
    public let filePosition: Int?
    /// `default_isolation` from the configuration, when set.
    public let configuredDefaultIsolation: String?
    /// Whether findings carry their fixes' edits (a view reads none).
    public let makesFixes: Bool
    /// What several rules ask about this file, worked out once for all of them.
    let shared: SharedFileAnswers
}

/// Answers about one file that several rules ask (`typeNameIDs`, the view models), worked out by
/// the first rule that asks. The rules of a file run one after another in one task, so no lock.
final class SharedFileAnswers: @unchecked Sendable {
    private var typeNameIDs: [Int32]?
    private var viewModels: [[String]: [ViewModelClass]] = [:]
    private var typesByNameID: [Int32: [Int32]]?
    private var previewProviders: [Bool]?

    func typeNameIDs(_ tree: DeclarationTree) -> [Int32] {
        if let typeNameIDs { return typeNameIDs }
        let ids = tree.typeNameIDs()
        typeNameIDs = ids
        return ids
    }

    /// The type declarations of each `typeNameIDs` number (one type declared in several `#if`
    /// branches), in file order: what a finding's fix or scope asks of its type's other declarations,
    /// where walking every declaration of the file for each made many findings in one file quadratic.
    func typesByNameID(_ tree: DeclarationTree) -> [Int32: [Int32]] {
        if let typesByNameID { return typesByNameID }
        let ids = typeNameIDs(tree)
        var found: [Int32: [Int32]] = [:]
        for position in tree.declarations.indices where tree.declarations[position].kind.isType && ids[position] >= 0 {
            found[ids[position], default: []].append(Int32(position))
        }
        typesByNameID = found
        return found
    }

    /// Per declaration, whether it is a type or extension that belongs to a `PreviewProvider`
    /// (`ProjectIndex.isPreviewProvider`): the preview rules each asked it of every declaration.
    func previewProviders(_ tree: DeclarationTree, indexed: Bool, index: ProjectIndex) -> [Bool] {
        if let previewProviders { return previewProviders }
        let found = index.previewProviders(in: tree, indexed: indexed)
        previewProviders = found
        return found
    }

    func viewModels(suffixes: [String], _ find: () -> [ViewModelClass]) -> [ViewModelClass] {
        if let found = viewModels[suffixes] { return found }
        let found = find()
        viewModels[suffixes] = found
        return found
    }
}

/// What several findings share, so that fixing it once fixes them all: a base class to isolate,
/// a singleton reached from many places, the base of deep inheritance chains. `lint --statistics`
/// counts findings by it.
public struct RootCause: Sendable, Hashable, Codable {
    /// What to fix: `'BaseViewModel' (Sources/Base/BaseViewModel.swift:4)`, `'APIClient.shared'`.
    public var subject: String
    /// The fix in a few words: `mark it @MainActor`.
    public var fix: String

    public init(subject: String, fix: String) {
        self.subject = subject
        self.fix = fix
    }
}

/// A dependency edge a finding stands for: `owner` builds `dependency` or reaches it through a
/// singleton (`init_injection`), drawn dashed by `archlint graph`.
public struct TypeDependency: Sendable, Hashable, Codable {
    /// Simple names of the owning project type and of the dependency type.
    public var owner: String
    public var dependency: String
    public var throughSingleton: Bool

    public init(owner: String, dependency: String, throughSingleton: Bool) {
        self.owner = owner
        self.dependency = dependency
        self.throughSingleton = throughSingleton
    }
}

/// A finding as a rule reports it: the token it names, the message and, for a rule whose findings
/// differ in weight, this finding's own default severity. The engine adds the rule id, the
/// severity (a `severity:` configured for the rule, else the finding's, else the catalog's),
/// positions and baseline facts.
public struct RuleFinding: Sendable, Hashable {
    public var token: Int
    public var message: String
    public var rootCause: RootCause?
    /// Nil: the rule's catalog severity.
    public var severity: Severity?
    /// The edits that resolve the finding, when the rule has a fix for it.
    public var fix: Fix?
    /// The dependency edge the finding reports, for a rule about dependencies.
    public var dependency: TypeDependency?

    public init(token: Int, message: String, rootCause: RootCause? = nil, severity: Severity? = nil, fix: Fix? = nil,
                dependency: TypeDependency? = nil) {
        self.dependency = dependency
        self.token = token
        self.message = message
        self.rootCause = rootCause
        self.severity = severity
        self.fix = fix
    }
}

/// What a run gives its rules beside the project index: the layer places of its indexed paths (when
/// it has them), and how many threads a rule's preparation may use.
public struct RuleRun: Sendable {
    public var layerPlaces: LayerPlaces?
    public var jobs: Int

    public init(layerPlaces: LayerPlaces? = nil, jobs: Int = 1) {
        self.layerPlaces = layerPlaces
        self.jobs = jobs
    }
}

/// A checklist rule: a small type that reads the declaration model and the project index.
/// Its id, severity, options and examples live in `Rules/<id>.yml`.
public protocol Rule: Sendable {
    static var id: String { get }
    init(options: RuleOptions)
    /// Called once per run, after the index is built: a rule that needs project-wide facts
    /// derives them here, not once per file.
    func prepared(for index: ProjectIndex) -> Self
    /// `prepared(for:)`, given what the run worked out beside the index.
    func prepared(for index: ProjectIndex, run: RuleRun) -> Self
    func check(_ context: RuleContext) -> [RuleFinding]
    /// The rule reports at a token of a declaration's name line other than the name (an
    /// inheritance entry), and `archlint:disable:next` above the declaration covers that whole line.
    static var reportsOnDeclarationNameLine: Bool { get }
    /// The rule reports anywhere in a declaration's header, and `archlint:disable:next` above the
    /// declaration covers the header up to its `{`.
    static var reportsInDeclarationHeader: Bool { get }
}

extension Rule {
    public func prepared(for index: ProjectIndex) -> Self { self }
    public func prepared(for index: ProjectIndex, run: RuleRun) -> Self { prepared(for: index) }
    public static var reportsOnDeclarationNameLine: Bool { false }
    public static var reportsInDeclarationHeader: Bool { false }
}

/// Every rule archlint runs on files (`unused_suppression` is the engine's own).
public let registeredRules: [any Rule.Type] = [
    AsyncStreamTermination.self,
    ConstantsNamespace.self,
    CredentialsInDefaults.self,
    ExplicitCodingKeys.self,
    FinalViewModel.self,
    ForceUnwrapping.self,
    HardcodedUIString.self,
    InheritanceDepth.self,
    InitInjection.self,
    KeychainAccessibility.self,
    LayerDependency.self,
    MainActorViewModel.self,
    PreferObservable.self,
    PreviewLiveDependency.self,
    PreviewFocusState.self,
    PreviewMacro.self,
    ProtocolInConsumerModule.self,
    RestrictedType.self,
    ScrollToAnimation.self,
    StableViewIdentity.self,
    TypedResultError.self,
    UnsafeIsolationReason.self,
]
