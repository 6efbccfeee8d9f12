import Foundation
import PackagePlugin

/// `swift package archlint [--target NAME ...] [lint options]`: runs `archlint lint` with the options
/// on the Swift targets named (default: every Swift target of the package) and fails when archlint
/// does, so the exit code follows the findings. Findings print in the compiler's `file:line:col:` form,
/// paths relative to the package folder.
@main
struct ArchLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        // The files the manifest gives each target, so its `exclude:` holds.
        let files = targets.compactMap(\.sourceModule).flatMap { module in
            module.sourceFiles.filter { $0.url.pathExtension == "swift" }.map(\.url.path)
        }
        guard !files.isEmpty else {
            Diagnostics.warning("archlint: no Swift target to lint" + (names.isEmpty ? "" : " among \(names.joined(separator: ", "))"))
            return
        }
        try runArchLint(
            tool: try context.tool(named: "archlint").url, workDirectory: context.pluginWorkDirectoryURL,
            in: context.package.directoryURL, options: extractor.remainingArguments, paths: files
        )
    }
}

/// Runs `archlint lint OPTIONS -- PATHS` from `directory`, its output going straight to the plugin's,
/// with the index cache in the plugin's work directory (the only place a sandboxed plugin may write).
/// A failing run becomes an error, which makes `swift package` exit non-zero.
private func runArchLint(tool: URL, workDirectory: URL, in directory: URL, options: [String], paths: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.currentDirectoryURL = directory
    process.arguments = ["lint", "--cache-path", workDirectory.appendingPathComponent("cache").path] + options + ["--"] + paths
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        let status = process.terminationStatus
        Diagnostics.error(status == 1 ? "archlint found failing findings" : "archlint exited with status \(status)")
        return
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ArchLintCommandPlugin: XcodeCommandPlugin {
    /// From the project's context menu in Xcode: the targets chosen there arrive as `--target` options.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let files = context.xcodeProject.targets
            .filter { names.isEmpty || names.contains($0.displayName) }
            .flatMap { $0.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url.path) }
        guard !files.isEmpty else {
            Diagnostics.warning("archlint: no Swift file to lint")
            return
        }
        // Xcode reads findings by absolute path.
        try runArchLint(
            tool: try context.tool(named: "archlint").url, workDirectory: context.pluginWorkDirectoryURL,
            in: context.xcodeProject.directoryURL, options: ["--absolute-paths"] + extractor.remainingArguments, paths: files
        )
    }
}
#endif
