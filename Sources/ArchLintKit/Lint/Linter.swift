/// The lint engine. This branch carries only a placeholder that finds nothing, so the command
/// line can be built and tested against the `LintRequest`/`LintOutcome` API; the real engine
/// replaces this file.
public enum Linter {
    public static func lint(_ request: LintRequest) throws -> LintOutcome {
        LintOutcome(findings: [], fileCount: 0, skipped: [], warnings: [], projectRoot: request.currentDirectory,
                    rules: RuleCatalog.builtIn.rules, severities: [:])
    }
}
