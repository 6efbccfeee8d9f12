/// `final_view_model`: a view model class (as `main_actor_view_model` defines it) that is neither
/// `final` nor `open` and that no project class, test code included, names as its superclass.
public struct FinalViewModel: Rule {
    public static let id = "final_view_model"

    private let suffixes: [String]

    public init(options: RuleOptions) {
        suffixes = options.stringList("suffixes")
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for viewModel in context.viewModelClasses(suffixes: suffixes) {
            let declaration = context.tree[viewModel.position]
            guard !context.tree.declaration(viewModel.position, hasModifier: "final"),
                  !context.tree.declaration(viewModel.position, hasModifier: "open"),
                  !context.index.hasSubclass(named: declaration.name) else { continue }
            findings.append(RuleFinding(
                token: Int(declaration.nameToken),
                message: "view model '\(viewModel.qualifiedName)' is not final and has no subclass in the project; declare it 'final class'",
                fix: context.makesFixes ? finalFix(for: viewModel, in: context) : nil))
        }
        return findings
    }

    /// `final ` before the `class` keyword (the token right before the name) of every declaration
    /// of the class, in each `#if` branch, that is not final yet. Safe: nothing subclasses it.
    private func finalFix(for viewModel: ViewModelClass, in context: RuleContext) -> Fix? {
        let tree = context.tree
        let edits = context.typeDeclarations(sameAs: viewModel.position).filter { other in
            other >= viewModel.position && tree[other].kind == .class && !tree.declaration(other, hasModifier: "final")
                && tree[other].nameToken > 0 && context.file.isWord(Int(tree[other].nameToken) - 1, "class")
        }.map { Fix.Edit.inserting("final ", before: Int(tree[$0].nameToken) - 1, in: context.file) }
        return edits.isEmpty ? nil : Fix(isSafe: true, edits: edits)
    }
}
