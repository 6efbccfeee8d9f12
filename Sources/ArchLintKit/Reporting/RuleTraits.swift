/// How code-scanning services rank a rule's findings (SARIF `precision`, `tags`, GitHub's
/// `security-severity`, Code Climate `categories`). Keyed on the rule id, so that a rule without an
/// entry gets the defaults.
struct RuleTraits: Sendable {
    /// SARIF `properties.precision`: how often a finding is a true positive. `very-high` for rules
    /// that read structure only, `high` for those that also read names the checklist defines,
    /// `medium` for those that infer intent from naming conventions.
    var precision: String
    /// GitHub's `security-severity`, a score in (0, 10] (>= 7 high, 4 to 6.9 medium); nil for rules
    /// that are not about security.
    var securitySeverity: String?
    /// CWE identifiers the rule's findings are instances of.
    var weaknesses: [Int] = []

    var isSecurity: Bool { securitySeverity != nil }

    /// SARIF `properties.tags`.
    var tags: [String] {
        (isSecurity ? ["security"] : []) + ["architecture"] + weaknesses.map { "external/cwe/cwe-\($0)" }
    }

    static func of(_ ruleID: String) -> RuleTraits {
        switch ruleID {
        // A credential in a plain property list in the app container and in unencrypted backups:
        // cleartext storage of sensitive information (CWE-312), high.
        case "credentials_in_defaults": return RuleTraits(precision: "high", securitySeverity: "7.5", weaknesses: [312])
        // A Keychain item readable while the device is locked or restored onto another device: the
        // secret is in the Keychain but weakly protected (CWE-922), medium.
        case "keychain_accessibility": return RuleTraits(precision: "high", securitySeverity: "5.5", weaknesses: [922])
        case "inheritance_depth", "unused_suppression": return RuleTraits(precision: "very-high")
        case "init_injection", "explicit_coding_keys": return RuleTraits(precision: "medium")
        default: return RuleTraits(precision: "high")
        }
    }
}
