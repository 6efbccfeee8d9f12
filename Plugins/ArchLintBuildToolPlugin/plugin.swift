import Foundation
import PackagePlugin

/// Lints a target's Swift files (those the manifest gives it, so its `exclude:` holds) as part of its build. Findings are printed in the compiler's
/// `/abs/path/File.swift:12:7: warning: message [rule]` form, which `swift build` shows and Xcode puts in
/// its issue navigator; an `error` finding fails the build, as a compiler error would.
///
/// It is a build command rather than a prebuild command so that the build system skips it when
/// nothing it reads has changed: prebuild commands run on every build. A build command runs only when
/// the target consumes one of its outputs, so its output is a Swift file holding one comment (compiled
/// into the target, it adds nothing), written after a run without failing findings. Its inputs are
/// everything a finding can depend on: the target's Swift files, those of the targets it depends on
/// (superclasses and protocols can live there), the manifest (default actor isolation) and the nearest
/// `.archlint.yml`. archlint's own index cache, kept in the plugin's work directory, makes a re-run
/// after an edit read only the changed files.
@main
struct ArchLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = swiftFiles(module.sourceFiles)
        guard !files.isEmpty else { return [] }
        let dependencyFiles = module.recursiveTargetDependencies.compactMap(\.sourceModule).flatMap { swiftFiles($0.sourceFiles) }
        let manifest = context.package.directoryURL.appendingPathComponent("Package.swift")
        return [
            lintCommand(
                tool: try context.tool(named: "archlint").url, workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.name, lintPaths: files,
                inputs: files + dependencyFiles + [manifest] + nearestConfiguration(above: files[0])
            )
        ]
    }
}

private func swiftFiles(_ list: FileList) -> [URL] {
    list.filter { $0.url.pathExtension == "swift" }.map(\.url)
}

/// archlint reads the nearest `.archlint.yml` above the first file it is given; a run must follow it
/// when it changes.
private func nearestConfiguration(above file: URL) -> [URL] {
    // Below the root "/" and above the file's name.
    var folders = file.standardizedFileURL.pathComponents.dropFirst().dropLast()
    while true {
        let candidate = URL(fileURLWithPath: "/" + folders.map { $0 + "/" }.joined() + ".archlint.yml")
        if FileManager.default.fileExists(atPath: candidate.path) { return [candidate] }
        if folders.isEmpty { return [] }
        folders.removeLast()
    }
}

/// `archlint lint` on `lintPaths`, then the stamp, through `/bin/sh` (archlint itself writes no stamp).
/// A run with failing findings (exit 1) or a configuration error (exit 2) writes none, so the build
/// fails and the next build lints again.
private func lintCommand(tool: URL, workDirectory: URL, targetName: String, lintPaths: [URL], inputs: [URL]) -> Command {
    let stamp = workDirectory.appendingPathComponent("ArchLintStamp.swift")
    let script = #"tool=$0 cache=$1 stamp=$2; shift 2; "$tool" lint --absolute-paths --quiet --cache-path "$cache" -- "$@" && echo '// Linted by archlint.' > "$stamp""#
    return .buildCommand(
        displayName: "archlint \(targetName)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, tool.path, workDirectory.appendingPathComponent("cache").path, stamp.path]
            + lintPaths.map(\.path),
        inputFiles: inputs,
        outputFiles: [stamp]
    )
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ArchLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        guard !files.isEmpty else { return [] }
        return [
            lintCommand(
                tool: try context.tool(named: "archlint").url, workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.displayName, lintPaths: files,
                inputs: files + nearestConfiguration(above: files[0])
            )
        ]
    }
}
#endif
