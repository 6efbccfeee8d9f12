#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `archlint-bench stress`: for every dimension of archlint's input, generates a project of that
/// shape at n, 2n and 4n in a temporary folder, times the whole `archlint lint --no-cache` process
/// (the fastest of R rounds: the least disturbed by other load) and prints the growth per doubling,
/// which is 2 for linear cost and 4 for quadratic. n is chosen per dimension so that the run at n
/// takes well over the process's start-up time.
enum Stress {
    struct Dimension {
        var name: String
        var n: Int
        /// The project's files (relative path → text) at size `size`.
        var files: (_ size: Int) -> [(path: String, text: String)]
        /// Extra arguments to `archlint lint`; a baseline dimension writes its baseline first.
        var usesBaseline = false
        var arguments: [String] = []
        /// The sizes, as multiples of n.
        var scales = [1, 2, 4]
        /// Lines added to the project's `.archlint.yml` (an opt-in rule's dimension enables it).
        var configuration = ""
    }

    /// A layer that may use no other, and one it may not use.
    static let twoLayers = "layers:\n  - name: Domain\n    paths: [\"Sources/Domain/**\"]\n    may_use: []\n  - name: Data\n    paths: [\"Sources/Data/**\"]\n"

    /// The highest growth per doubling `archlint-bench stress` accepts (issue 13).
    static let limit = 2.3

    static var dimensions: [Dimension] { [
        Dimension(name: "files in a project", n: 2_000) { size in
            (0..<size).map { ("Sources/Feature\($0 / 100)/Model\($0).swift", "struct Model\($0): Codable {\n    let id: Int\n    var title: String\n}\n") }
        },
        Dimension(name: "declarations in one file", n: 20_000) { size in
            [("Sources/Declarations.swift", (0..<size).map { "func helper\($0)(_ value: Int) -> Int { value + \($0) }\n" }.joined())]
        },
        Dimension(name: "members of one type", n: 20_000) { size in
            [("Sources/Wide.swift", "final class Wide {\n" + (0..<size).map { "    var property\($0) = \($0)\n" }.joined() + "}\n")]
        },
        Dimension(name: "extensions of one type (over files)", n: 10_000) { size in
            [("Sources/Store.swift", "final class Store {}\n")]
                + stride(from: 0, to: size, by: 50).map { first in
                    ("Sources/Extensions/Store+\(first / 50).swift",
                     (first..<min(first + 50, size)).map { "extension Store {\n    func action\($0)() {}\n}\n" }.joined())
                }
        },
        Dimension(name: "conformances of one type", n: 10_000) { size in
            [("Sources/Protocols.swift", (0..<size).map { "protocol Capability\($0) {}\n" }.joined()),
             ("Sources/Wide.swift", "final class Wide: " + (0..<size).map { "Capability\($0)" }.joined(separator: ", ") + " {}\n")]
        },
        Dimension(name: "string constants", n: 20_000) { size in
            [("Sources/Keys.swift", "enum Keys {\n" + (0..<size).map { "    static let key\($0) = \"setting_\($0)\"\n" }.joined() + "}\n"),
             ("Sources/Settings.swift", "import Foundation\n\nfunc save(_ value: Int) {\n"
                + (0..<size).map { "    UserDefaults.standard.set(value, forKey: Keys.key\($0))\n" }.joined() + "}\n")]
        },
        Dimension(name: "bindings of one name", n: 5_000) { size in
            [("Sources/Session.swift", "import Foundation\n\n" + (0..<size).map {
                "func store\($0)(token: String) {\n    let defaults = UserDefaults.standard\n    defaults.set(token, forKey: \"token\")\n}\n"
            }.joined())]
        },
        Dimension(name: "#if branches", n: 10_000) { size in
            [("Sources/Branches.swift", (0..<size).map { "#if FLAG_\($0)\nclass Branch\($0): NSObject {}\n#elseif DEBUG\nstruct Branch\($0) {}\n#else\nenum Branch\($0) {}\n#endif\n" }.joined())]
        },
        Dimension(name: "nesting of types", n: 2_000) { size in
            [("Sources/Nested.swift", (0..<size).map { "struct Level\($0) {\n" }.joined() + String(repeating: "}\n", count: size))]
        },
        Dimension(name: "nesting of closures", n: 10_000) { size in
            [("Sources/Closures.swift", "let deep = " + String(repeating: "{ ", count: size) + "0" + String(repeating: " }()", count: size) + "\n")]
        },
        Dimension(name: "nesting of brackets", n: 50_000) { size in
            [("Sources/Brackets.swift", "let deep = " + String(repeating: "[(", count: size) + "1" + String(repeating: ")]", count: size) + "\n")]
        },
        Dimension(name: "nesting of interpolations", n: 5_000) { size in
            [("Sources/Interpolations.swift", "let deep = " + String(repeating: "\"a\\(", count: size) + "1" + String(repeating: ")b\"", count: size) + "\n")]
        },
        Dimension(name: "suppression comments", n: 25_000) { size in
            [("Sources/Suppressed.swift", "class Base {}\nclass Middle: Base {}\n"
                + (0..<size).map { "// archlint:disable:next inheritance_depth\nfinal class Leaf\($0): Middle {}\n" }.joined())]
        },
        Dimension(name: "baseline entries", n: 25_000, files: { size in
            [("Sources/Legacy.swift", "class Base {}\nclass Middle: Base {}\n" + (0..<size).map { "final class Leaf\($0): Middle {}\n" }.joined())]
        }, usesBaseline: true),
        Dimension(name: "findings in one file", n: 25_000) { size in
            [("Sources/Findings.swift", "class Base {}\nclass Middle: Base {}\n" + (0..<size).map { "final class Leaf\($0): Middle {}\n" }.joined())]
        },
        Dimension(name: "scrollTo calls in one view", n: 5_000) { size in
            [("Sources/Jumps.swift", "import SwiftUI\n\nstruct Jumps: View {\n    var body: some View {\n        ScrollViewReader { proxy in\n"
                + (0..<size).map { "            Button(\"\($0)\") { proxy.scrollTo(\($0)) }\n" }.joined() + "        }\n    }\n}\n")]
        },
        Dimension(name: "fresh row ids in one ForEach", n: 5_000) { size in
            [("Sources/Rows.swift", "import SwiftUI\n\nstruct Rows: View {\n    let items: [Int]\n    var body: some View {\n        ForEach(items, id: \\.self) { item in\n"
                + (0..<size).map { "            Text(\"\($0)\").id(UUID())\n" }.joined() + "        }\n    }\n}\n")]
        },
        Dimension(name: "nesting of view closures around scrollTo", n: 10_000) { size in
            [("Sources/DeepJump.swift", "import SwiftUI\n\nstruct DeepJump: View {\n    var body: some View {\n        ScrollViewReader { proxy in\n"
                + String(repeating: "VStack {\n", count: size) + "proxy.scrollTo(1)\n" + String(repeating: "}\n", count: size) + "        }\n    }\n}\n")]
        },
        Dimension(name: "nesting of row closures", n: 10_000) { size in
            [("Sources/DeepRows.swift", "import SwiftUI\n\nstruct DeepRows: View {\n    let items: [Int]\n    var body: some View {\n"
                + String(repeating: "ForEach(items, id: \\.self) { item in\n", count: size) + "Text(\"x\").id(UUID())\n"
                + String(repeating: "}\n", count: size) + "    }\n}\n")]
        },
        Dimension(name: "constant namespaces and constructions", n: 10_000) { size in
            [("Sources/Namespaces.swift", (0..<size).map { "struct Constants\($0) {\n    static let value = \($0)\n    private init() {}\n}\n" }.joined()),
             ("Sources/Uses.swift", (0..<size).map { "func use\($0)() {\n    _ = Built\($0)(); _ = Kit.Nested\($0) { }; _ = Token\($0).self\n}\n" }.joined())]
        },
        Dimension(name: "preview hosts", n: 2_000) { size in
            [("Sources/Hosts.swift", (0..<size).map {
                "struct FocusPreviewHost\($0): View {\n    @FocusState var focused: Bool\n"
                    + "    var body: some View { Text(\"\").focused($focused).onAppear { focused = true } }\n}\n"
                    + "#Preview { FocusPreviewHost\($0)() }\n"
            }.joined())]
        },
        // Findings whose fixes are worked out (JSON carries them): each view model's fix walked every
        // declaration of the file, and a file of 32,000 took 200 times as long as with the rule off.
        Dimension(name: "findings per file (fixes)", n: 8_000, files: { size in
            [("Sources/Screens.swift", (0..<size).map { "class Screen\($0)ViewModel: ObservableObject {}\n" }.joined())]
        }, arguments: ["--format", "json"], scales: [1, 2, 4, 8]),
        Dimension(name: "types in #if branches per file", n: 8_000, files: { size in
            [("Sources/Branches.swift", (0..<size).map {
                "#if os(iOS)\nclass Screen\($0)ViewModel: ObservableObject {}\n#else\nclass Screen\($0)ViewModel: ObservableObject {}\n#endif\n"
            }.joined())]
        }, arguments: ["--format", "json"], scales: [1, 2, 4, 8]),
        // Findings on one long generated line, in SARIF: each finding's column was counted from the
        // line's start, and its fingerprint normalised and hashed the line again.
        Dimension(name: "findings on one line (SARIF)", n: 4_000, files: { size in
            [("Sources/Line.swift", "func unwrap(_ value: Int?) -> Int {\n    var total = 0; "
                + String(repeating: "total += value! + \"é🚗\".count; ", count: size) + "\n    return total\n}\n")]
        }, arguments: ["--format", "sarif"], scales: [1, 2, 4, 8], configuration: "opt_in_rules: [force_unwrapping]\n"),
        Dimension(name: "force unwraps in one file", n: 25_000, files: { size in
            [("Sources/Unwraps.swift", "func unwrap(_ cache: [String: Int], _ base: String?) -> Int {\n    var total = 0\n"
                + (0..<size).map { "    total += cache[\"k\($0)\"]! + URL(string: base!)!.path.count\n" }.joined() + "    return total\n}\n")]
        }, configuration: "opt_in_rules: [force_unwrapping]\n"),
        // One line, no findings: every `!` is an implicitly unwrapped type of one `var` list.
        Dimension(name: "implicitly unwrapped types on one line", n: 200_000, files: { size in
            [("Sources/Line.swift", "var " + (0..<size).map { "v\($0): Int!" }.joined(separator: ", ") + "\n")]
        }, configuration: "opt_in_rules: [force_unwrapping]\n"),
        Dimension(name: "UI strings in one file", n: 20_000, files: { size in
            [("Sources/Screen.swift", "import UIKit\n\nfinal class Screen: UIViewController {\n    let label = UILabel()\n\n    func configure() {\n"
                + (0..<size).map { "        label.text = \"Item \($0) of the list\"\n        title = \"Screen \($0)\"\n"
                    + "        present(UIAlertController(title: \"Delete \($0)?\", message: \"Gone for good\", preferredStyle: .alert), animated: true)\n" }
                    .joined() + "    }\n}\n")]
        }, configuration: "opt_in_rules: [hardcoded_ui_string]\n"),
        // The rule's own cost in nested types: the debug screens' literals are read and exempted, so the
        // engine's cost of a finding's enclosing names (its depth) does not come in.
        Dimension(name: "UI strings in nested debug types and previews", n: 2_000, files: { size in
            [("Sources/Nested.swift", "import UIKit\n\n" + (0..<size).map { "final class DebugLevel\($0): UIViewController {\n    func f() { label.text = \"Level \($0)\" }\n" }.joined()
                + String(repeating: "}\n", count: size)),
             ("Sources/Previews.swift", "import SwiftUI\n\n" + (0..<size).map {
                 "struct Row\($0)_Previews: PreviewProvider {\n    static var previews: some View {\n        label.text = \"Row \($0)\"\n        return Text(\"Row\")\n    }\n}\n"
             }.joined())]
        }, configuration: "opt_in_rules: [hardcoded_ui_string]\n"),
        // The team architecture rules (issue 38): every reference resolved across layers, each distinct
        // type a finding, and names matched against `restricted_types` patterns.
        Dimension(name: "type references across layers", n: 10_000, files: { size in
            [("Sources/Data/Records.swift", (0..<size).map { "struct Record\($0) {}\n" }.joined()),
             ("Sources/Domain/Uses.swift", "enum Uses {\n"
                + (0..<size).map { "    static func use\($0)(_ record: Record\($0), _ all: [Record\($0)]) -> Record\($0)? { all.first }\n" }.joined() + "}\n")]
        }, arguments: ["--format", "json"], configuration: Stress.twoLayers + "restricted_types:\n  - types: [\"Record1*\"]\n    only_in: [\"Sources/Data/**\"]\n"),
        // References shadowed by the types nested in their enclosing type: each reference looked
        // through every name of the type was quadratic.
        Dimension(name: "references to nested types", n: 10_000, files: { size in
            [("Sources/Domain/Outer.swift", "struct Outer {\n" + (0..<size).map { "    struct Inner\($0) {}\n    var value\($0): Inner\($0)?\n" }.joined() + "}\n")]
        }, configuration: Stress.twoLayers),
        Dimension(name: "inheritance chain", n: 5_000) { size in
            [("Sources/Chain.swift", (0..<size).map { "class C\($0): C\($0 + 1) {}\n" }.joined() + "class C\(size) {}\n")]
        },
        Dimension(name: "inheritance cycle", n: 5_000) { size in
            [("Sources/Cycle.swift", (0..<size).map { "class C\($0): C\($0 + 1) {}\n" }.joined() + "class C\(size): C0 {}\n")]
        },
    ] }

    static func run(_ options: Options) throws {
        let archlint = try Comparison.archlintExecutable(options)
        let rounds = options.rounds ?? 3
        let chosen = options.only.map { name in dimensions.filter { $0.name.localizedCaseInsensitiveContains(name) } } ?? dimensions
        guard !chosen.isEmpty else { throw BenchError("archlint-bench: no dimension matches '\(options.only ?? "")'") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-stress-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let home = FileManager.default.currentDirectoryPath
        defer { _ = chdir(home) }
        print("archlint: \(archlint); `archlint lint --no-cache` per project, fastest of \(rounds) rounds, wall seconds\n")
        var rows: [String] = []
        var worst = 0.0
        for dimension in chosen {
            var seconds: [Double] = []
            for scale in dimension.scales {
                let folder = scratch + "/\(scale)"
                try? FileManager.default.removeItem(atPath: folder)
                try write(dimension.files(dimension.n * scale), configuration: dimension.configuration, to: folder)
                guard chdir(folder) == 0 else { throw BenchError("archlint-bench: cannot enter \(folder)") }
                var arguments = [archlint, "lint", "--no-cache"] + dimension.arguments
                if dimension.usesBaseline {
                    _ = try ChildProcess.run(Invocation(arguments: arguments + ["--write-baseline", "baseline.json"]))
                    arguments += ["--baseline", "baseline.json"]
                }
                var fastest = Double.infinity
                for _ in 0..<rounds {
                    let (sample, problem) = try ChildProcess.run(Invocation(arguments: arguments))
                    if let problem { throw BenchError("archlint-bench: \(dimension.name) at \(dimension.n * scale): archlint \(problem)") }
                    fastest = min(fastest, sample.wall)
                }
                seconds.append(fastest)
                _ = chdir(home)
                try FileManager.default.removeItem(atPath: folder)
            }
            // Per doubling: the geometric mean of the doublings measured.
            let doublings = Double(dimension.scales.last!.trailingZeroBitCount)
            let growth = pow(seconds.last! / seconds[0], 1 / doublings)
            worst = max(worst, growth)
            let cells = seconds.map { format($0, 3) } + Array(repeating: "—", count: 4 - seconds.count)
            let row = "| \(dimension.name) | \(grouped(dimension.n)) | " + cells.joined(separator: " | ")
                + " | \(format(growth, 2))\(growth > limit ? " ✗" : "") |"
            print(row)
            fflush(nil)
            rows.append(row)
        }
        print("\n| dimension | n | n (s) | 2n (s) | 4n (s) | 8n (s) | growth per doubling |\n|---|---:|---:|---:|---:|---:|---:|")
        rows.forEach { print($0) }
        print("\nworst growth per doubling: \(format(worst, 2)) (limit \(limit))")
        if worst > limit { exit(1) }
    }

    private static func write(_ files: [(path: String, text: String)], configuration: String, to folder: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // The project root, so that no configuration above the scratch folder applies.
        try Data(("# archlint-bench stress project\n" + configuration).utf8).write(to: URL(fileURLWithPath: folder + "/.archlint.yml"))
        for file in files {
            let path = folder + "/" + file.path
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }
}
