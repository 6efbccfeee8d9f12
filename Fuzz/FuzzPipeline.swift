// libFuzzer entry point for the whole pipeline. Scripts/fuzz compiles this file together with the
// ArchLintKit sources (one module, so the engine's internal in-memory entry is reachable).

/// Every rule on, opt-in rules and the engine's `unused_suppression` included.
private let allRules = RuleCatalog.builtIn.rules

/// One input, four projects: as the only file, split at its midpoint into two files (so the
/// index joins facts across files), as a `Package.swift` beside a source file, and as a
/// `project.pbxproj` and an `.xcconfig` beside a source file. Then the debugging dumps, and every
/// report format once over the four projects' findings (and the files they skipped).
///
/// Only input-dependent work is repeated per input: the reports describe just the rules that
/// found something, since every rule's help text (the same for every input) in the SARIF driver
/// was three quarters of an execution and kept libFuzzer at a few inputs a second, never past the
/// seeds in a CI-sized budget.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let middle = size / 2
    let projects: [[String: [UInt8]]] = [
        ["Sources/App/Input.swift": bytes],
        ["Sources/App/First.swift": Array(bytes[..<middle]), "Sources/App/Second.swift": Array(bytes[middle...])],
        ["Package.swift": Array(bytes[..<middle]), "Sources/App/Second.swift": Array(bytes[middle...])],
        ["App.xcodeproj/project.pbxproj": Array(bytes[..<middle]), "Config/Base.xcconfig": Array(bytes[middle...]),
         "App/Second.swift": Array(bytes[middle...])],
    ]
    let results = projects.flatMap(lintInMemory)
    report(results.flatMap(\.findings), skipped: results.compactMap { result in
        result.skipReason.map { SkippedFile(path: "/project/" + result.path, reason: $0) }
    })

    // The `tokens` and `declarations` commands take any bytes, UTF-8 or not.
    let file = SourceFile(path: "Input.swift", bytes: bytes)
    _ = tokenDump(file)
    _ = declarationDump(file, DeclarationScanner.scan(file))
    _ = BuildSettingsFile(bytes: bytes, path: "App.xcodeproj/project.pbxproj")
    _ = BuildSettingsFile(bytes: bytes, path: "Base.xcconfig")
    return 0
}

private func lintInMemory(_ sources: [String: [UInt8]]) -> [Linter.FileResult] {
    let paths = sources.keys.filter { $0.hasSuffix(".swift") }.sorted()
    let buildFiles = sources.keys.filter { !$0.hasSuffix(".swift") }.sorted()
    return Linter.lintSources(
        indexPaths: paths, targets: paths, buildFiles: buildFiles, configuration: Configuration(), rules: allRules, jobs: 1
    ) { path in
        sources[path].map(ProjectFiles.ReadResult.bytes) ?? .failure("no such file")
    }
}

private func report(_ findings: [Finding], skipped: [SkippedFile]) {
    let found = Set(findings.map(\.ruleID))
    let rules = allRules.filter { found.contains($0.id) }
    var context = ReportContext(
        projectRoot: "/project", currentDirectory: "/project", rules: rules,
        severities: Dictionary(uniqueKeysWithValues: rules.map { ($0.id, $0.defaultSeverity) }), useColor: true)
    context.run = RunRecord(exitStatus: skipped.isEmpty ? 0 : 2, skippedFiles: skipped)
    for format in ReportFormat.allCases {
        _ = renderReport(findings, format: format, context: context)
    }
    _ = Baseline(findings: findings).serialized()
}
