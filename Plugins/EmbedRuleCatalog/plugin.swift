import Foundation
import PackagePlugin

/// Embeds every `Rules/*.yml` of the package (the rules and `checklists.yml`) into the target as
/// Swift source, so that an installed `archlint` binary needs no checkout to explain its rules or
/// write its checklist report.
@main
struct EmbedRuleCatalog: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rulesDirectory = context.package.directoryURL.appendingPathComponent("Rules")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: rulesDirectory.path)) ?? []
        let inputs = names.filter { $0.hasSuffix(".yml") }.sorted().map { rulesDirectory.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedRuleCatalog.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) rule and checklist files",
                executable: try context.tool(named: "embed-rule-catalog").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
