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
            guard !declaration.hasModifier("final"), !declaration.hasModifier("open"),
                  context.index.subclasses(named: declaration.name).isEmpty else { continue }
            // At the name; the `class` keyword is the token right before it (where `final ` goes).
            findings.append(RuleFinding(
                token: Int(declaration.nameToken),
                message: "view model '\(viewModel.qualifiedName)' is not final and has no subclass in the project; declare it 'final class'"))
        }
        return findings
    }
}
