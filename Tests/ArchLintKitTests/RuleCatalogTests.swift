import Foundation
import XCTest
@testable import ArchLintKit

final class RuleCatalogTests: XCTestCase {
    private let coreRules = ["credentials_in_defaults", "explicit_coding_keys", "inheritance_depth", "init_injection",
                             "main_actor_view_model", "unused_suppression"]
    /// Second-wave rules (rules.md §6–14), with severity warning.
    private let secondWaveRules = ["async_stream_termination", "final_view_model", "keychain_accessibility", "prefer_observable",
                                   "preview_live_dependency", "preview_macro", "protocol_in_consumer_module", "typed_result_error",
                                   "unsafe_isolation_reason"]
    /// Third-wave rules (rules.md §15–20): severity warning; all but force_unwrapping and hardcoded_ui_string on by default.
    private let thirdWaveRules = ["constants_namespace", "force_unwrapping", "hardcoded_ui_string", "preview_focus_state", "scroll_to_animation",
                                  "stable_view_identity"]
    /// The team architecture rules (rules.md §21–22), severity error, on only when configured.
    private let teamRules = ["layer_dependency", "restricted_type"]

    private func parsedEmbeddedCatalog() throws -> RuleCatalog {
        try RuleCatalog(yamlFiles: EmbeddedRuleCatalog.files)
    }

    func testEveryEmbeddedFileParses() throws {
        for file in EmbeddedRuleCatalog.files {
            XCTAssertNoThrow(try RuleCatalog(yamlFiles: [file]), file.name)
        }
        XCTAssertEqual(try parsedEmbeddedCatalog().rules.map(\.id), (coreRules + secondWaveRules + thirdWaveRules + teamRules).sorted())
    }

    /// The built-in catalog parses its examples when first read; they are the ones an eager parse gives.
    func testDeferredExamplesEqualEagerOnes() throws {
        let eager = try parsedEmbeddedCatalog()
        XCTAssertEqual(RuleCatalog.builtIn.rules.map(\.examples), eager.rules.map(\.examples))
        XCTAssertEqual(RuleCatalog.builtIn.rules, eager.rules)
        XCTAssertGreaterThan(RuleCatalog.builtIn.rules.reduce(0) { $0 + $1.examples.count }, 50)
    }

    func testIDsAreUniqueAndEqualToFileNames() throws {
        let catalog = try parsedEmbeddedCatalog()
        XCTAssertEqual(Set(catalog.rules.map(\.id)).count, catalog.rules.count)
        XCTAssertEqual(Set(EmbeddedRuleCatalog.files.map { String($0.name.dropLast(".yml".count)) }), Set(catalog.rules.map(\.id)))
        XCTAssertEqual(catalog["inheritance_depth"]?.title, "Inheritance depth")
        XCTAssertNil(catalog["no_such_rule"])
    }

    func testDefaultSeveritiesMatchTheSpec() throws {
        let catalog = try parsedEmbeddedCatalog()
        XCTAssertEqual(catalog["credentials_in_defaults"]?.defaultSeverity, .error)
        // Error for Always and a missing class; its device_bound findings carry warning themselves.
        XCTAssertEqual(catalog["keychain_accessibility"]?.defaultSeverity, .error)
        for id in coreRules + secondWaveRules + thirdWaveRules where id != "credentials_in_defaults" && id != "keychain_accessibility" {
            XCTAssertEqual(catalog[id]?.defaultSeverity, .warning, id)
        }
        // preview_macro and protocol_in_consumer_module are opt-in (rules.md §10, §14); the others are on by default.
        for id in secondWaveRules { XCTAssertEqual(catalog[id]?.optIn, id == "preview_macro" || id == "protocol_in_consumer_module", id) }
        for id in thirdWaveRules {
            XCTAssertEqual(catalog[id]?.defaultSeverity, .warning, id)
            XCTAssertEqual(catalog[id]?.optIn, id == "force_unwrapping" || id == "hardcoded_ui_string", id)
        }
        for id in teamRules {
            XCTAssertEqual(catalog[id]?.defaultSeverity, .error, id)
            XCTAssertEqual(catalog[id]?.optIn, false, id)
        }
    }

    func testEveryOptionDefaultHasItsOptionsType() throws {
        for rule in try parsedEmbeddedCatalog().rules {
            for option in rule.options {
                switch (option.kind, option.defaultValue) {
                case (.bool, .bool), (.string, .string), (.stringList, .stringList):
                    break
                case (.integer(let minimum), .integer(let value)):
                    XCTAssertGreaterThanOrEqual(value, minimum ?? .min, "\(rule.id).\(option.name)")
                case (.integerOrWord(let minimum, _), .integer(let value)):
                    XCTAssertGreaterThanOrEqual(value, minimum ?? .min, "\(rule.id).\(option.name)")
                case (.integerOrWord(_, let word), .string(let value)):
                    XCTAssertEqual(value, word, "\(rule.id).\(option.name)")
                case (.choice(let values), .string(let value)):
                    XCTAssertTrue(values.contains(value), "\(rule.id).\(option.name)")
                default:
                    XCTFail("\(rule.id).\(option.name): default \(option.defaultValue) is not a \(option.kind)")
                }
            }
        }
    }

    func testCoreRulesHaveTheSharedOptions() throws {
        // The team architecture rules take no options: their settings are the configured layers and entries.
        for rule in try parsedEmbeddedCatalog().rules where !["unused_suppression", "layer_dependency", "restricted_type"].contains(rule.id) {
            // protocol_in_consumer_module ignores test code entirely (rules.md §14): no include_tests.
            let shared = rule.id == "protocol_in_consumer_module" ? ["ignore_defaults"] : ["include_tests", "ignore_defaults"]
            XCTAssertEqual(rule.options.suffix(shared.count).map(\.name), shared, rule.id)
        }
        XCTAssertEqual(try parsedEmbeddedCatalog()["unused_suppression"]?.options.count, 0)
    }

    func testExamplesAreMarkedAndNumerous() throws {
        for rule in try parsedEmbeddedCatalog().rules {
            let triggering = rule.examples.filter { $0.expectation == .triggering }
            let nonTriggering = rule.examples.filter { $0.expectation == .nonTriggering }
            XCTAssertGreaterThanOrEqual(triggering.count, 4, rule.id)
            XCTAssertGreaterThanOrEqual(nonTriggering.count, 4, rule.id)
            for example in triggering {
                XCTAssertTrue(example.code.contains("↓"), "\(rule.id): triggering example without ↓:\n\(example.code)")
            }
            for example in nonTriggering {
                XCTAssertFalse(example.code.contains("↓"), "\(rule.id): non-triggering example with ↓:\n\(example.code)")
            }
            for example in rule.examples {
                XCTAssertFalse(example.otherFiles.values.contains { $0.contains("↓") }, rule.id)
            }
        }
    }

    func testSchemaIsParsedCompletely() throws {
        let catalog = try RuleCatalog(yamlFiles: [("sample_rule.yml", """
            id: sample_rule
            title: Sample
            severity: error
            opt_in: true
            checklist: Check things.
            summary: Reports things.
            rationale: |
              Because.
            options:
              - name: mode
                type: choice
                values: [fast, slow]
                default: slow
                description: How.
              - name: limit
                type: integer
                minimum: 2
                default: 3
                description: How many.
            examples:
              triggering:
                - code: "let ↓x = 1\\n"
                  files:
                    Other.swift: "let y = 2\\n"
                  config:
                    limit: 5
                  path: Sources/A.swift
              non_triggering:
                - code: "let y = 2\\n"
            """)])
        let rule = try XCTUnwrap(catalog["sample_rule"])
        XCTAssertEqual(rule.defaultSeverity, .error)
        XCTAssertTrue(rule.optIn)
        XCTAssertEqual(rule.rationale, "Because.\n")
        XCTAssertEqual(rule.options.map(\.kind), [.choice(["fast", "slow"]), .integer(minimum: 2)])
        XCTAssertEqual(rule.options.map(\.defaultValue), [.string("slow"), .integer(3)])
        XCTAssertEqual(rule.examples.first,
                       RuleExample(expectation: .triggering, code: "let ↓x = 1\n", otherFiles: ["Other.swift": "let y = 2\n"],
                                   configuration: ["limit": .integer(5)], path: "Sources/A.swift"))
        XCTAssertEqual(rule.examples.last?.path, "Example.swift")
    }

    func testMalformedFilesAreRejectedWithPositions() {
        let valid = """
            id: r
            title: R
            severity: warning
            checklist: C.
            summary: S.
            rationale: Why.

            """
        func problem(_ text: String, name: String = "r.yml") -> String {
            do {
                _ = try RuleCatalog(yamlFiles: [(name, text)])
                return "no error"
            } catch {
                return (error as? ConfigurationError).map { "\($0.line):\($0.column): \($0.message)" } ?? "\(error)"
            }
        }
        XCTAssertEqual(problem(valid, name: "other.yml"), "1:5: rule id 'r' does not match the file name 'other.yml'")
        XCTAssertEqual(problem(valid + "summry: x\n"), "7:1: unknown key 'summry' in a rule file; did you mean 'summary'?")
        XCTAssertEqual(problem(valid.replacingOccurrences(of: "severity: warning", with: "severity: info")),
                       "3:11: invalid severity 'info'; expected 'error' or 'warning'")
        XCTAssertEqual(problem(valid + "options:\n  - {name: n, type: integer, default: x, description: d}\n"),
                       "8:39: expected an integer for option 'n', found 'x'")
        XCTAssertEqual(problem(valid + "options:\n  - {name: n, type: bool, minimum: 1, default: true, description: d}\n"),
                       "8:36: 'minimum' does not apply to option 'n' of type 'bool'")
        XCTAssertEqual(problem(valid + "options:\n  - {name: n, type: integer_or_word, values: [none, off], default: 1, description: d}\n"),
                       "8:46: option 'n' of type integer_or_word takes one word in 'values'")
        XCTAssertEqual(problem(valid + "options:\n  - {name: n, type: integer_or_word, minimum: 2, values: [off], default: 1, description: d}\n"),
                       "8:74: expected an integer of at least 2 or off for option 'n', found '1'")
        XCTAssertEqual(problem(valid + "examples:\n  triggering:\n    - code: let x = 1\n"),
                       "9:7: a triggering example needs a '↓' before each reported token")
        XCTAssertEqual(problem(valid + "examples:\n  non_triggering:\n    - code: let ↓x = 1\n"),
                       "9:7: a non-triggering example must not contain '↓'")
        XCTAssertEqual(problem(valid + "examples:\n  non_triggering:\n    - {code: x, config: {limit: 1}}\n"),
                       "9:26: unknown option 'limit' in an example's config")
        XCTAssertTrue(problem(valid.replacingOccurrences(of: "title: R\n", with: "")).hasSuffix("missing key 'title' in rule 'r'"))
        XCTAssertTrue(problem(valid + valid).contains("duplicate key 'id'"))
        let duplicate = try? RuleCatalog(yamlFiles: [("r.yml", valid), ("r.yml", valid)])
        XCTAssertNil(duplicate)
    }

    /// The build tool writes each rule's text fields as Swift string literals.
    func testSwiftLiteralsEscapeWhatSwiftWould() {
        XCTAssertEqual(swiftLiteral(#"a "quoted" \ back"#), #""a \"quoted\" \\ back""#)
        XCTAssertEqual(swiftLiteral("line\nnext\r\ttab\u{1}\u{7F}"), #""line\nnext\r\ttab\u{1}\u{7f}""#)
        XCTAssertEqual(swiftLiteral("`…WhenUnlocked` ↓ \\(x) #\""), #""`…WhenUnlocked` ↓ \\(x) #\"""#)
    }

    /// The compiled catalog is what the rule files on disk give, written as `compiledSource` writes
    /// it; `Scripts/compile-catalog` (this test with ARCHLINT_WRITE_COMPILED_CATALOG=1) writes it anew.
    func testTheCompiledCatalogIsTheRuleFilesParsed() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let rules = packageRoot.appendingPathComponent("Rules")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: rules.path) else {
            throw XCTSkip("no source tree at \(packageRoot.path)")
        }
        let files = try names.filter { $0.hasSuffix(".yml") }.sorted().map { name in
            (name: name, text: try String(contentsOf: rules.appendingPathComponent(name), encoding: .utf8))
        }
        let expected = try RuleCatalog.compiledSource(files: files)
        let file = packageRoot.appendingPathComponent("Sources/ArchLintKit/Rules/CompiledRuleCatalog.swift")
        if ProcessInfo.processInfo.environment["ARCHLINT_WRITE_COMPILED_CATALOG"] == "1" {
            try Data(expected.utf8).write(to: file)
        }
        let committed = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(committed == expected, "Rules/*.yml changed since CompiledRuleCatalog.swift was written: run Scripts/compile-catalog")
        // Every rule file is embedded, by name; the checklists are compiled as parsed.
        XCTAssertEqual(EmbeddedRuleCatalog.files.map(\.name), RuleCatalog.ruleFiles(files).map(\.name))
        let checklists = try XCTUnwrap(files.first { $0.name == ChecklistCatalog.fileName })
        XCTAssertEqual(ChecklistCatalog.builtIn.sections, try ChecklistCatalog(yaml: checklists.text, path: checklists.name).sections)
    }

    func testExplainTextShowsEverything() throws {
        let rule = try XCTUnwrap(try parsedEmbeddedCatalog()["inheritance_depth"])
        let text = RuleCatalog.explainText(for: rule)
        for expected in ["Inheritance depth (inheritance_depth)", "Default severity: warning; enabled by default",
                         "Checklist: No class inheritance deeper than one level; prefer composition with protocols.",
                         "  max_depth (integer, at least 0; default: 1)",
                         "  external_classes (list of strings, added to the defaults; default: NSObject, Operation, XCTestCase, QuickSpec, QuickConfiguration)",
                         "    final class ↓PaginatedViewModel: ListViewModel {", "  Example.swift (with max_depth: 0)",
                         "Non-triggering examples:"] {
            XCTAssertTrue(text.contains(expected), "explain text lacks \(expected):\n\(text)")
        }
        XCTAssertFalse(text.contains(" \n"), "trailing spaces")
    }

    func testListTextAlignsColumns() throws {
        let catalog = try parsedEmbeddedCatalog()
        let text = catalog.listText(enabled: { $0.id != "inheritance_depth" },
                                    severity: { $0.id == "init_injection" ? .error : $0.defaultSeverity })
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, catalog.rules.count + 1)
        // The id column is as wide as the longest id, plus two spaces.
        let idWidth = catalog.rules.map(\.id.count).max()! + 2
        func padded(_ id: String) -> String { id + String(repeating: " ", count: idWidth - id.count) }
        XCTAssertTrue(lines[0].hasPrefix(padded("RULE") + "SEVERITY  ENABLED  SUMMARY"), lines[0])
        let depth = try XCTUnwrap(lines.first { $0.hasPrefix("inheritance_depth ") })
        XCTAssertTrue(depth.hasPrefix(padded("inheritance_depth") + "warning   no       A class whose"), depth)
        XCTAssertTrue(lines.contains { $0.hasPrefix(padded("init_injection") + "error     yes      ") })
    }
}
