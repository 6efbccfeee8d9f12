import XCTest
@testable import ArchLintKit

final class ConfigurationTests: XCTestCase {
    private let catalog = RuleCatalog.builtIn

    private func rule(_ id: String) -> RuleDescription {
        guard let rule = catalog[id] else { fatalError("no rule \(id) in the catalog") }
        return rule
    }

    private func configuration(_ yaml: String) throws -> Configuration {
        try Configuration(yaml: yaml, path: ".archlint.yml", catalog: catalog)
    }

    /// The error for `yaml` as `line:column: message`.
    private func error(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try configuration(yaml)
            XCTFail("expected an error for \(yaml.debugDescription)", file: file, line: line)
            return ""
        } catch let error as ConfigurationError {
            XCTAssertEqual(error.path, ".archlint.yml", file: file, line: line)
            return "\(error.line):\(error.column): \(error.message)"
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return ""
        }
    }

    func testEmptyAndCommentOnlyTextGiveDefaults() throws {
        for text in ["", "# nothing yet\n"] {
            let config = try configuration(text)
            XCTAssertTrue(config.included.isEmpty && config.excluded.isEmpty && config.disabledRules.isEmpty)
            XCTAssertNil(config.defaultIsolation)
            XCTAssertEqual(config.severity(for: rule("credentials_in_defaults")), .error)
            XCTAssertEqual(config.options(for: rule("inheritance_depth")).integer("max_depth"), 1)
        }
    }

    func testFullExampleFromTheSpec() throws {
        let config = try configuration("""
            included: [Sources, App]
            excluded: ["**/Generated/**", "Pods"]
            disabled_rules: [inheritance_depth]
            default_isolation: MainActor
            inheritance_depth:
              severity: error
              max_depth: 2
            credentials_in_defaults:
              allowed: [device token, session token]
            init_injection:
              dependency_suffixes: [Service, Repository, Client, Interactor]
            """)
        XCTAssertEqual(config.included.map(\.pattern), ["Sources", "App"])
        XCTAssertEqual(config.excluded.map(\.pattern), ["**/Generated/**", "Pods"])
        XCTAssertEqual(config.disabledRules, ["inheritance_depth"])
        XCTAssertEqual(config.defaultIsolation, "MainActor")
        XCTAssertEqual(config.severity(for: rule("inheritance_depth")), .error)
        XCTAssertEqual(config.severity(for: rule("init_injection")), .warning)
        XCTAssertEqual(config.options(for: rule("inheritance_depth")).integer("max_depth"), 2)
        XCTAssertEqual(config.options(for: rule("init_injection")).stringList("dependency_suffixes").last, "Interactor")
    }

    func testListOptionsAddToDefaults() throws {
        let config = try configuration("credentials_in_defaults:\n  allowed: [session token, device token]\n")
        let allowed = config.options(for: rule("credentials_in_defaults")).stringList("allowed")
        let defaults = ["device token", "push token", "fcm token", "apns token", "change token", "sync token",
                        "page token", "next token", "continuation token"]
        XCTAssertEqual(allowed, defaults + ["session token"])
    }

    func testIgnoreDefaultsReplacesOnlyTheListsItSets() throws {
        let config = try configuration("""
            init_injection:
              ignore_defaults: true
              dependency_suffixes: [Service]
            """)
        let options = config.options(for: rule("init_injection"))
        XCTAssertEqual(options.stringList("dependency_suffixes"), ["Service"])
        XCTAssertEqual(options.stringList("builders"), ["Coordinator", "Builder"])
        XCTAssertTrue(options.bool("ignore_defaults"))
        let other = config.options(for: rule("credentials_in_defaults"))
        XCTAssertTrue(other.stringList("allowed").contains("device token"))
    }

    func testChoiceAndBoolOptions() throws {
        let config = try configuration("explicit_coding_keys:\n  require: api_models\n  include_tests: true\n")
        let options = config.options(for: rule("explicit_coding_keys"))
        XCTAssertEqual(options.string("require"), "api_models")
        XCTAssertTrue(options.bool("include_tests"))
        XCTAssertEqual(try configuration("").options(for: rule("explicit_coding_keys")).string("require"), "names_differ")
    }

    func testEnableDisableAndOptIn() throws {
        var config = try configuration("disabled_rules: [inheritance_depth]\n")
        let depth = rule("inheritance_depth")
        let injection = rule("init_injection")
        XCTAssertFalse(config.isEnabled(depth, enable: [], disable: []))
        XCTAssertTrue(config.isEnabled(depth, enable: ["inheritance_depth"], disable: []))
        XCTAssertTrue(config.isEnabled(injection, enable: [], disable: []))
        XCTAssertFalse(config.isEnabled(injection, enable: [], disable: ["init_injection"]))
        XCTAssertFalse(config.isEnabled(injection, enable: ["init_injection"], disable: ["init_injection"]))

        var optIn = injection
        optIn.optIn = true
        XCTAssertFalse(config.isEnabled(optIn, enable: [], disable: []))
        XCTAssertTrue(config.isEnabled(optIn, enable: ["init_injection"], disable: []))
        config.optInRules = ["init_injection"]
        XCTAssertTrue(config.isEnabled(optIn, enable: [], disable: []))
        config.disabledRules.insert("init_injection")
        XCTAssertFalse(config.isEnabled(optIn, enable: [], disable: []))
    }

    func testOptInRulesAreReadFromTheFile() throws {
        XCTAssertEqual(try configuration("opt_in_rules: [unused_suppression]\n").optInRules, ["unused_suppression"])
    }

    func testSeverityOverride() throws {
        let config = try configuration("credentials_in_defaults:\n  severity: warning\n")
        XCTAssertEqual(config.severity(for: rule("credentials_in_defaults")), .warning)
    }

    func testErrorsNameTheOffendingNode() {
        XCTAssertEqual(error("a: [1\n"), "2:1: did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 4)")
        XCTAssertEqual(error("- included\n"), "1:1: expected a mapping for the top level of the configuration, found a list")
        XCTAssertEqual(error("just text\n"), "1:1: expected a mapping for the top level of the configuration, found 'just text'")
        XCTAssertEqual(error("excluded: [a]\nexclude: [b]\n"), "2:1: unknown key 'exclude'; did you mean 'excluded'?")
        XCTAssertEqual(error("disabled_rules: [init_injection, inheritence_depth]\n"),
                       "1:34: unknown rule id 'inheritence_depth' in 'disabled_rules'; did you mean 'inheritance_depth'?")
        XCTAssertEqual(error("opt_in_rules:\n  - force_cast\n"), "2:5: unknown rule id 'force_cast' in 'opt_in_rules'")
        XCTAssertEqual(error("inheritence_depth:\n  max_depth: 2\n"), "1:1: unknown key 'inheritence_depth'; did you mean 'inheritance_depth'?")
        XCTAssertEqual(error("inheritance_depth:\n  max_deph: 2\n"),
                       "2:3: unknown option 'max_deph' for inheritance_depth; did you mean 'max_depth'?")
        XCTAssertEqual(error("inheritance_depth:\n  max_depth: two\n"), "2:14: expected an integer for option 'max_depth', found 'two'")
        XCTAssertEqual(error("inheritance_depth:\n  max_depth: -1\n"), "2:14: option 'max_depth' must be at least 0, found -1")
        XCTAssertEqual(error("inheritance_depth: [max_depth]\n"),
                       "1:20: expected a mapping for rule 'inheritance_depth', found a list")
        XCTAssertEqual(error("excluded: Pods\n"), "1:11: expected a list of strings for 'excluded', found 'Pods'")
        XCTAssertEqual(error("excluded:\n  pods: true\n"), "2:3: expected a list of strings for 'excluded', found a mapping")
        XCTAssertEqual(error("credentials_in_defaults:\n  allowed: device token\n"),
                       "2:12: expected a list of strings for option 'allowed', found 'device token'")
        XCTAssertEqual(error("excluded: [[a]]\n"), "1:12: expected a string in the list 'excluded', found a list")
        XCTAssertEqual(error("init_injection:\n  severity: fatal\n"), "2:13: invalid severity 'fatal'; expected 'error' or 'warning'")
        XCTAssertEqual(error("explicit_coding_keys:\n  require: sometimes\n"),
                       "2:12: invalid value 'sometimes' for option 'require'; expected one of names_differ, api_models, always")
        XCTAssertEqual(error("init_injection:\n  include_tests: \"true\"\n"),
                       "2:18: expected true or false for option 'include_tests', found 'true'")
        XCTAssertEqual(error("default_isolation: main\n"), "1:20: invalid default_isolation 'main'; expected 'MainActor' or 'nonisolated'")
        XCTAssertEqual(error("excluded: []\nexcluded: [a]\n"), "2:1: duplicate key 'excluded' (first at line 1, column 1)")
        XCTAssertEqual(error("prefer_observable:\n  macos_only_minimum: never\n"),
                       "2:23: expected an integer of at least 1 or off for option 'macos_only_minimum', found 'never'")
        XCTAssertEqual(error("prefer_observable:\n  minimum_ios: [17]\n"),
                       "2:16: expected an integer of at least 1 or none for option 'minimum_ios', found a list")
        XCTAssertEqual(error("prefer_observable:\n  minimum_ios: 0\n"),
                       "2:16: expected an integer of at least 1 or none for option 'minimum_ios', found '0'")
        XCTAssertEqual(error("prefer_observable:\n  minimum_iso: 17\n"),
                       "2:3: unknown option 'minimum_iso' for prefer_observable; did you mean 'minimum_ios'?")
        XCTAssertEqual(error("final_view_model:\n  suffixes: Store\n"),
                       "2:13: expected a list of strings for option 'suffixes', found 'Store'")
    }

    func testIntegerOrWordOptions() throws {
        let rule = rule("prefer_observable")
        let defaults = Configuration().options(for: rule)
        XCTAssertNil(defaults.integerOrNone("minimum_ios"))
        XCTAssertEqual(defaults.integerOrNone("macos_only_minimum"), 14)
        let set = try configuration("prefer_observable:\n  minimum_ios: 17\n  macos_only_minimum: off\n").options(for: rule)
        XCTAssertEqual(set.integerOrNone("minimum_ios"), 17)
        XCTAssertNil(set.integerOrNone("macos_only_minimum"))
    }

    func testLoadReportsUnreadableFileAndParsesBytes() throws {
        XCTAssertThrowsError(try Configuration.load(path: "/nonexistent/.archlint.yml", catalog: catalog)) { error in
            XCTAssertEqual((error as? ConfigurationError)?.description,
                           "/nonexistent/.archlint.yml:1:1: error: cannot read the configuration file: no such file")
        }
        let path = NSTemporaryDirectory() + "archlint-config-\(UUID().uuidString).yml"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("inheritance_depth:\n  max_depth: 3\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try Configuration.load(path: path, catalog: catalog).options(for: rule("inheritance_depth")).integer("max_depth"), 3)
        try Data([0x61, 0x3A, 0x20, 0xFF]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try Configuration.load(path: path, catalog: catalog)) { error in
            XCTAssertEqual((error as? ConfigurationError)?.path, path)
            XCTAssertEqual((error as? ConfigurationError)?.column, 4)
        }
    }

    func testStarterFileParsesAsIsAndWithEverySettingUncommented() throws {
        let starter = Configuration.starterFile(catalog: catalog)
        let asIs = try configuration(starter)
        XCTAssertTrue(asIs.ruleSettings.isEmpty && asIs.severities.isEmpty)
        for rule in catalog.rules {
            XCTAssertTrue(starter.contains("# \(rule.id):\n"), "starter file lacks \(rule.id)")
            for option in rule.options {
                XCTAssertTrue(starter.contains("#   \(option.name): "), "starter file lacks \(rule.id).\(option.name)")
            }
        }
        // default_isolation has no default: it is not a setting line, and its choices are indented
        // in the prose, each valid alone.
        XCTAssertFalse(starter.contains("# default_isolation:"))
        for choice in ["MainActor", "nonisolated"] {
            XCTAssertTrue(starter.contains("\n#     default_isolation: \(choice)\n"))
            XCTAssertEqual(try configuration("default_isolation: \(choice)\n").defaultIsolation, choice)
        }
        // Remove the "# " of every setting line; the result must be valid and keep every default.
        let uncommented = starter.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let rest = line.dropFirst(2)
            let isSetting = line.hasPrefix("# ") && !line.hasPrefix("#     ")
                && rest.drop(while: { $0 == " " }).prefix(while: { $0.isLetter || $0 == "_" }).count > 0
                && rest.drop(while: { $0 == " " }).drop(while: { $0.isLetter || $0 == "_" }).hasPrefix(":")
            return isSetting ? rest : line
        }.joined(separator: "\n")
        let config = try configuration(uncommented)
        XCTAssertNil(config.defaultIsolation)
        for rule in catalog.rules {
            XCTAssertEqual(config.severity(for: rule), rule.defaultSeverity)
            XCTAssertEqual(config.ruleSettings[rule.id]?.count ?? 0, rule.options.count, "\(rule.id) not fully uncommented")
            let options = config.options(for: rule)
            for option in rule.options {
                if case .stringList(let defaults) = option.defaultValue {
                    XCTAssertEqual(options.stringList(option.name), defaults)
                }
            }
        }
    }
}
