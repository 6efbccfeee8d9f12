import Foundation

// Usage: embed-rule-catalog OUTPUT.swift RULE.yml...
// Writes `EmbeddedRuleCatalog.files`, each YAML file's name and text, in the order given.
// The output is written only when its text changes: SwiftPM runs this command on every build
// (its executable is relinked each time, and debug and release builds share the output file), and
// a new modification time would make ArchLintKit compile again with nothing changed.
let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: embed-rule-catalog OUTPUT RULE.yml...\n".utf8))
    exit(2)
}

/// A raw string literal whose delimiter cannot occur in `text`.
func rawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains(hashes + "\"") || text.contains("\\" + hashes) { hashes += "#" }
    return hashes + "\"\"\"\n" + text + (text.hasSuffix("\n") ? "" : "\n") + "\"\"\"" + hashes
}

var source = "// Generated at build time from Rules/*.yml by embed-rule-catalog. Do not edit.\n"
source += "enum EmbeddedRuleCatalog {\n    static let files: [(name: String, text: String)] = [\n"
for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("embed-rule-catalog: cannot read \(path) as UTF-8\n".utf8))
        exit(1)
    }
    let name = URL(fileURLWithPath: path).lastPathComponent
    source += "        (\"\(name)\", \(rawLiteral(text))),\n"
}
source += "    ]\n}\n"
if FileManager.default.contents(atPath: outputPath) == Data(source.utf8) { exit(0) }
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("embed-rule-catalog: cannot write \(outputPath): \(error)\n".utf8))
    exit(1)
}
