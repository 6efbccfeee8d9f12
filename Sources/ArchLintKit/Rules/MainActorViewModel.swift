/// `main_actor_view_model`: a view model class (name ending in a configured suffix, or an
/// `ObservableObject`) that is not isolated to the main actor.
public struct MainActorViewModel: Rule {
    public static let id = "main_actor_view_model"

    private let suffixes: [String]
    private let mainActorClasses: Set<String>

    /// Endings of `UI…` class names that UIKit declares on the main actor.
    private static let mainActorUIKitEndings = ["View", "ViewController", "Controller", "Cell", "Control", "Button", "Label", "Bar"]

    public init(options: RuleOptions) {
        suffixes = options.stringList("suffixes")
        mainActorClasses = Set(options.stringList("main_actor_classes"))
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let index = context.index
        let path = context.file.path
        var findings: [RuleFinding] = []
        for viewModel in context.viewModelClasses(suffixes: suffixes) {
            let declaration = context.tree[viewModel.position]
            guard !isMainActorIsolated(declaration, path: path, context: context) else { continue }

            let kind = viewModel.suffix.map { "its name ends in \($0)" } ?? "it conforms to ObservableObject"
            let advice = declaration.hasModifier("nonisolated") && index.defaultIsolationIsMainActor(for: path, configured: context.configuredDefaultIsolation)
                ? "remove `nonisolated` (it opts out of the module's MainActor default isolation) or mark the class @MainActor"
                : "mark the class declaration @MainActor (an extension or single members do not isolate it)"
            findings.append(RuleFinding(
                token: Int(declaration.nameToken),
                message: "'\(viewModel.qualifiedName)' is a view model (\(kind)) but is not isolated to the main actor; \(advice)"))
        }
        return findings
    }

    /// Whether the class, or a project superclass up its chain, is main-actor isolated. Walks the
    /// chain in a loop with a visited set, so cycles and long chains neither hang nor overflow.
    private func isMainActorIsolated(_ declaration: Declaration, path: String, context: RuleContext) -> Bool {
        let index = context.index
        var current = declaration
        var currentPath = path
        var visited = Set<String>()
        while true {
            if current.hasAttribute("MainActor") || adoptsMainActorProtocol(current, index: index) { return true }
            if !current.hasModifier("nonisolated"),
               index.defaultIsolationIsMainActor(for: currentPath, configured: context.configuredDefaultIsolation) {
                return true
            }
            // Only the first inherited name can be a superclass.
            guard let superclass = current.inheritance.first?.name, visited.insert(superclass).inserted else { return false }
            if mainActorClasses.contains(superclass) { return true }
            guard let reference = index.firstType(named: superclass, kind: .class) else {
                return !index.declaresType(superclass) && Self.isMainActorUIKitClassName(superclass)
            }
            current = index[reference]
            currentPath = index.path(of: reference)
        }
    }

    /// A protocol in the class's own inheritance clause that is `@MainActor`, directly or through
    /// the project protocols it refines.
    private func adoptsMainActorProtocol(_ declaration: Declaration, index: ProjectIndex) -> Bool {
        var pending = declaration.inheritance.map(\.name)
        var visited = Set<String>()
        while let name = pending.popLast() {
            guard visited.insert(name).inserted else { continue }
            guard let reference = index.firstType(named: name, kind: .protocol) else {
                if !index.declaresType(name) && Self.isMainActorFrameworkProtocolName(name) { return true }
                continue
            }
            let proto = index[reference]
            if proto.hasAttribute("MainActor") { return true }
            pending += proto.inheritance.map(\.name)
        }
        return false
    }

    /// UIKit's and WebKit's (or WatchKit's) delegate and data-source protocols are `@MainActor` in the
    /// SDK, so adopting one in the declaration isolates the class (`UITableViewDataSource`,
    /// `WKNavigationDelegate`); Foundation's or CoreBluetooth's delegates are not.
    private static func isMainActorFrameworkProtocolName(_ name: String) -> Bool {
        let characters = Array(name)
        guard name.hasPrefix("UI") || name.hasPrefix("WK"), characters.count > 2, characters[2].isUppercase else { return false }
        return name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
    }

    /// `UI` + uppercase letter + a main-actor UIKit ending (`UITableViewCell`, `UINavigationBar`).
    private static func isMainActorUIKitClassName(_ name: String) -> Bool {
        let characters = Array(name)
        guard name.hasPrefix("UI"), characters.count > 2, characters[2].isUppercase else { return false }
        return mainActorUIKitEndings.contains { name.hasSuffix($0) }
    }
}
