/// `main_actor_view_model`: a view model class (name ending in a configured suffix, or an
/// `ObservableObject`) that is not isolated to the main actor.
public struct MainActorViewModel: Rule {
    public static let id = "main_actor_view_model"

    private let suffixes: [String]
    private let mainActorClasses: Set<String>
    private let includeTests: Bool
    /// Per base class: how many unisolated view models annotating it would isolate (computed once
    /// per run from the index, whichever file asks first).
    private var fixedByBase = Memo<TypeReference, Int>()

    /// Endings of `UI…` class names that UIKit declares on the main actor.
    private static let mainActorUIKitEndings = ["View", "ViewController", "Controller", "Cell", "Control", "Button", "Label", "Bar"]

    public init(options: RuleOptions) {
        suffixes = options.stringList("suffixes")
        mainActorClasses = Set(options.stringList("main_actor_classes"))
        includeTests = options.bool("include_tests")
    }

    public func prepared(for index: ProjectIndex) -> MainActorViewModel {
        var rule = self
        rule.fixedByBase = Memo()
        return rule
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let index = context.index
        let path = context.file.path
        var findings: [RuleFinding] = []
        for viewModel in context.viewModelClasses(suffixes: suffixes) {
            guard !isMainActorIsolated(viewModel.position, path: path, context: context) else { continue }
            let reference = index.reference(path: path, declaration: viewModel.position)
            var found = finding(viewModel.position, qualifiedName: viewModel.qualifiedName, at: reference, context)
            if context.makesFixes { found.fix = fix(for: Int(viewModel.position), nameID: viewModel.nameID, at: reference, context) }
            findings.append(found)
        }
        return findings
    }

    /// The message names the view model and the fix. When a project base class up its chain is a view
    /// model too (every unisolated one is, for want of isolation above it), the topmost such base is the
    /// root cause: annotating it isolates every view model below it, which the message counts.
    private func finding(_ position: Int32, qualifiedName: String, at reference: TypeReference?,
                         _ context: RuleContext) -> RuleFinding {
        let index = context.index
        let token = Int(context.tree[position].nameToken)
        if context.tree.declaration(position, hasModifier: "nonisolated"),
           index.defaultIsolationIsMainActor(for: context.file.path, configured: context.configuredDefaultIsolation) {
            return RuleFinding(token: token, message: "view model '\(qualifiedName)' is nonisolated; remove nonisolated or mark it @MainActor")
        }
        let plain = RuleFinding(token: token, message: "view model '\(qualifiedName)' is not @MainActor; mark the class @MainActor")
        guard let reference else { return plain }
        let base = topmostViewModelBase(of: reference, index: index)
        let fixed = fixedByBase.value(for: base) {
            viewModelsIsolated(byAnnotating: base, index: index, configured: context.configuredDefaultIsolation)
        }
        let others = max(fixed - 1, 0)
        let location = "'\(index[base].name)' (\(index.path(of: base)):\(index[base].namePosition.line))"
        let rootCause = RootCause(subject: location, fix: "mark it @MainActor")
        if base == reference {
            guard others > 0 else { return plain }
            return RuleFinding(token: token, message: "view model '\(qualifiedName)' is not @MainActor; mark it @MainActor "
                               + "to fix it and the \(others) view model\(others == 1 ? "" : "s") below it", rootCause: rootCause)
        }
        return RuleFinding(token: token, message: "view model '\(qualifiedName)' is not @MainActor; mark its base \(location) "
                           + "@MainActor to fix it and \(others) other\(others == 1 ? "" : "s")", rootCause: rootCause)
    }

    /// `@MainActor` on a line of its own above the class's attributes and modifiers, in every `#if`
    /// branch that declares it. Unsafe: callers outside the main actor may need `await`. None for a
    /// `nonisolated` class (the message asks to choose) or for one whose project superclass is not
    /// isolated (the compiler rejects a main-actor subclass of it; the fix belongs to that base).
    private func fix(for position: Int, nameID: Int32, at reference: TypeReference?, _ context: RuleContext) -> Fix? {
        let tree = context.tree
        guard !tree.declaration(Int32(position), hasModifier: "nonisolated") else { return nil }
        if let reference, context.index.projectSuperclass(of: reference) != nil { return nil }
        let edits = context.typeDeclarations(sameAs: Int32(position)).filter { other in
            Int(other) >= position && tree[other].kind == .class && !tree.declaration(other, hasAttribute: "MainActor") && tree[other].firstToken >= 0
        }.map { Fix.Edit.insertingLine("@MainActor", above: Int(tree[$0].firstToken), in: context.file) }
        return edits.isEmpty ? nil : Fix(isSafe: false, edits: edits)
    }

    /// The topmost project class of the class's superclass chain, itself included, that is a view model.
    private func topmostViewModelBase(of reference: TypeReference, index: ProjectIndex) -> TypeReference {
        var top: TypeReference?
        var current = reference
        var visited: Set<TypeReference> = [reference]
        while let superclass = index.projectSuperclass(of: current), visited.insert(superclass).inserted {
            if isViewModel(superclass, index: index) { top = superclass }
            current = superclass
        }
        return top ?? reference
    }

    private func isViewModel(_ reference: TypeReference, index: ProjectIndex) -> Bool {
        hasAnySuffix(index[reference].name, suffixes) || index.conforms(reference, toAnyOf: ["ObservableObject"])
    }

    /// How many view models of the project's Swift code (outside test code unless `include_tests`) are not isolated
    /// and would be once `base` (itself not isolated) is marked `@MainActor`: `base` and its subclasses,
    /// down to those isolated on their own. One walk over the subclasses, isolation and view-model
    /// status handed down from each superclass, so every class is visited once.
    private func viewModelsIsolated(byAnnotating base: TypeReference, index: ProjectIndex, configured: String?) -> Int {
        var count = 0
        // The value handed down: whether the superclass is an ObservableObject.
        index.walkSubclasses(of: base, starting: false) { reference, parentIsObservable in
            let declaration = index[reference]
            if reference != base {
                // Isolated on its own, and so is everything below it.
                let tree = index.tree(of: reference)
                if tree.declaration(reference.declaration, hasAttribute: "MainActor")
                    || adoptsMainActorProtocol(tree.inheritance(of: reference.declaration), index: index) { return nil }
                if !tree.declaration(reference.declaration, hasModifier: "nonisolated"),
                   index.defaultIsolationIsMainActor(for: index.path(of: reference), configured: configured) { return nil }
            }
            let ownNames = Array(index.inheritance(of: reference).map(\.name).dropFirst(reference == base ? 0 : 1))
                + index.extensions(of: declaration.name).flatMap { index.inheritance(of: $0).map(\.name) }
            let isObservable = parentIsObservable || index.inheritanceReaches(from: ownNames, anyOf: ["ObservableObject"])
            if hasAnySuffix(declaration.name, suffixes) || isObservable, index.isLinted(reference, includingTests: includeTests) {
                count += 1
            }
            return isObservable
        }
        return count
    }

    /// Whether the class, or a project superclass up its chain, is main-actor isolated. Walks the
    /// chain in a loop with a visited set, so cycles and long chains neither hang nor overflow.
    private func isMainActorIsolated(_ position: Int32, path: String, context: RuleContext) -> Bool {
        let index = context.index
        var tree = context.tree
        var current = position
        var currentPath = path
        var visited = Set<String>()
        while true {
            let inheritance = tree.inheritance(of: current)
            if tree.declaration(current, hasAttribute: "MainActor") || adoptsMainActorProtocol(inheritance, index: index) { return true }
            if !tree.declaration(current, hasModifier: "nonisolated"),
               index.defaultIsolationIsMainActor(for: currentPath, configured: context.configuredDefaultIsolation) {
                return true
            }
            // Only the first inherited name can be a superclass.
            guard let superclass = inheritance.first?.name, visited.insert(superclass).inserted else { return false }
            if mainActorClasses.contains(superclass) { return true }
            guard let reference = index.firstType(named: superclass, kind: .class) else {
                return !index.declaresType(superclass) && Self.isMainActorUIKitClassName(superclass)
            }
            tree = index.tree(of: reference)
            current = reference.declaration
            currentPath = index.path(of: reference)
        }
    }

    /// A protocol in the class's own inheritance clause that is `@MainActor`, directly or through
    /// the project protocols it refines.
    private func adoptsMainActorProtocol(_ inheritance: ArraySlice<Declaration.InheritedType>, index: ProjectIndex) -> Bool {
        var pending = inheritance.map(\.name)
        var visited = Set<String>()
        while let name = pending.popLast() {
            guard visited.insert(name).inserted else { continue }
            guard let reference = index.firstType(named: name, kind: .protocol) else {
                if !index.declaresType(name) && Self.isMainActorFrameworkProtocolName(name) { return true }
                continue
            }
            if index.declaration(reference, hasAttribute: "MainActor") { return true }
            pending += index.inheritance(of: reference).map(\.name)
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
