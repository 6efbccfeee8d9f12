import Foundation
import XCTest

/// cli.md: the DOT output lays out without errors or warnings in Graphviz 2.43 and later (Debian's
/// and Ubuntu's), whatever the project's size. 2.43 lays out labelled edges between clusters with
/// "Error: trouble in init_rank" (or crashes) past a few hundred of them, so the edges carry no
/// labels. Laid out by `dot` where it is installed (CI installs it: `Scripts/test-report`).
final class GraphvizLayoutTests: XCTestCase {
    /// 1,000 types in 20 modules: classes on project superclasses, protocols, types receiving two
    /// others through `init`, constructing a third and reaching a singleton.
    private func generatedProject() throws -> Project {
        let project = try Project(executable: try Project.builtExecutable())
        addTeardownBlock { project.remove() }
        try project.write(".archlint.yml", "# project root\n")
        let count = 1_000
        func other(_ index: Int, _ salt: Int) -> Int { (index * 7_919 + salt * 104_729) % count }
        for index in 0..<count {
            let module = "Module\(index % 20)"
            let text: String
            if index % 10 == 0 {
                text = "protocol Service\(index) {}\n"
            } else {
                // A class (a multiple of 3, not of 10) declared before this one.
                var base = other(index, 1) % max(index / 3, 1) * 3
                if base % 10 == 0 { base = base == 0 ? 3 : base - 3 }
                let superclass = index % 3 == 0 && index > 20 ? "Type\(base), " : ""
                text = """
                    \(index % 3 == 0 ? "class" : "final class") Type\(index): \(superclass)Service\(other(index, 2) / 10 * 10) {
                        init(first: Type\(other(index, 3)), second: Type\(other(index, 4))) {
                            let made = Type\(other(index, 5))(); _ = Shared\(index % 5).shared
                        }
                    }

                    """
            }
            try project.write("\(module)/Type\(index).swift", text)
        }
        for index in 0..<5 { try project.write("Module0/Shared\(index).swift", "final class Shared\(index) { static let shared = Shared\(index)() }\n") }
        return project
    }

    /// `dot` on the PATH, nil when Graphviz is not installed.
    static var dotExecutable: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { $0 + "/dot" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func testTheDOTGraphOfAThousandTypesLaysOutCleanly() throws {
        let project = try generatedProject()
        for kind in ["all", "dependencies", "inheritance"] {
            let graph = project.run(["graph", "--format", "dot", "--kind", kind, "--no-cache"])
            XCTAssertEqual(graph.status, 0, graph.stderr)
            let edges = graph.stdout.split(separator: "\n").filter { $0.contains(" -> ") }
            XCTAssertGreaterThan(edges.count, kind == "inheritance" ? 50 : 300, kind)
            XCTAssertFalse(edges.contains { $0.contains("label=") }, "\(kind): an edge with a label")
            guard let dot = Self.dotExecutable else { continue }
            let (status, log) = try Self.layOut(graph.stdout, dot: dot, scratch: project.root.path + "-graph-\(kind)")
            XCTAssertEqual(status, 0, "\(kind): dot failed: \(log.prefix(500))")
            XCTAssertEqual(log, "", "\(kind): dot warned")
        }
    }

    /// Lays `text` out to SVG with `dot` (files at `scratch` + suffixes, removed after), within five
    /// minutes: its exit status and what it wrote on stderr.
    static func layOut(_ text: String, dot: String, scratch: String) throws -> (status: Int32, log: String) {
        try Data(text.utf8).write(to: URL(fileURLWithPath: scratch + ".dot"))
        defer { for suffix in [".dot", ".svg", ".log"] { try? FileManager.default.removeItem(atPath: scratch + suffix) } }
        let layout = Process()
        layout.executableURL = URL(fileURLWithPath: dot)
        layout.arguments = ["-Tsvg", scratch + ".dot", "-o", scratch + ".svg"]
        FileManager.default.createFile(atPath: scratch + ".log", contents: nil)
        layout.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + ".log"))
        try layout.run()
        let deadline = Date().addingTimeInterval(300)
        while layout.isRunning, Date() < deadline { usleep(20_000) }
        if layout.isRunning { layout.terminate() }
        layout.waitUntilExit()
        return (layout.terminationStatus, try String(contentsOfFile: scratch + ".log", encoding: .utf8))
    }
}
