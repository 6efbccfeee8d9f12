@testable import ArchLintKit

/// A handful of findings shared by the reporting tests: a path with a space, a non-ASCII path,
/// both severities, and an input order that differs from the report order.
enum ReportingFixtures {
    static let projectRoot = "/home/dev/My Project"

    static let unicodeWarning = Finding(
        ruleID: "init_injection", severity: .warning, path: "Sources/Ünïcode/Café.swift",
        line: 3, column: 5, endLine: 3, endColumn: 10,
        message: "Café creates its Store itself; pass it in through init.",
        enclosingDeclaration: "Café.init", lineText: "    store = Store()")
    static let spacedWarning = Finding(
        ruleID: "init_injection", severity: .warning, path: "Sources/App/Profile View.swift",
        line: 12, column: 24, endLine: 12, endColumn: 39,
        message: "ProfileViewModel creates its NetworkClient itself; pass it in through init.",
        enclosingDeclaration: "ProfileViewModel.init", lineText: "        self.client = NetworkClient()")
    static let error = Finding(
        ruleID: "credentials_in_defaults", severity: .error, path: "Sources/App/Session.swift",
        line: 40, column: 9, endLine: 40, endColumn: 52,
        message: "The value of 'authToken' is written to UserDefaults.",
        enclosingDeclaration: "Session.save()", lineText: "\tdefaults.set(authToken, forKey: \"token\")")

    static let findings = [unicodeWarning, error, spacedWarning]

    static let rules = [
        RuleDescription(
            id: "credentials_in_defaults", title: "Credentials in defaults", defaultSeverity: .error, optIn: false,
            checklist: "Secrets live in the Keychain.", summary: "Secrets are not stored in UserDefaults.",
            rationale: "Tokens and passwords in UserDefaults end up in plain-text backups.",
            options: [], examples: []),
        RuleDescription(
            id: "init_injection", title: "Init injection", defaultSeverity: .warning, optIn: false,
            checklist: "Dependencies come in through init.", summary: "Dependencies are passed in through init.",
            rationale: "A type that builds its own services cannot be tested with fakes.",
            options: [], examples: []),
    ]

    static func context(currentDirectory: String = projectRoot, useColor: Bool = false,
                        rules: [RuleDescription] = rules) -> ReportContext {
        ReportContext(projectRoot: projectRoot, currentDirectory: currentDirectory, rules: rules,
                      severities: ["init_injection": .warning, "credentials_in_defaults": .error],
                      useColor: useColor)
    }
}
