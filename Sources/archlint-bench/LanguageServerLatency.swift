import ArchLintKit
import Foundation

/// `archlint-bench lsp DIR`: how long an editor waits for diagnostics from `archlint lsp`. A
/// scripted client opens one file of DIR (warming the project-index cache), then changes the
/// whole buffer `--rounds` times, waiting each time for the diagnostics of the new version. The
/// server lints once the changes pause for its debounce interval; what is reported is the time
/// from the end of that interval to the diagnostics' arrival: from writing the change to reading
/// the diagnostics, minus the interval. (The interval starts when the server reads the change,
/// a little after it was written, so the figures err high.)
enum LanguageServerLatency {
    static let debounceMilliseconds = 150

    static func run(_ options: Options) throws {
        let root = URL(fileURLWithPath: options.directory!).standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw BenchError("archlint-bench: \(options.directory!) is not a directory")
        }
        let archlint = try Comparison.archlintExecutable(options)
        let files = projectSwiftFiles(under: root).map { path -> Comparison.CorpusFile in
            let bytes = [UInt8](FileManager.default.contents(atPath: root + "/" + path) ?? Data())
            return Comparison.CorpusFile(path: path, lines: Corpus.lineCount(of: bytes), bytes: bytes.count)
        }
        guard !files.isEmpty else { throw BenchError("archlint-bench: no Swift files under \(root)") }
        let relative = options.file ?? Comparison.editorFile(files)
        let path = relative.hasPrefix("/") ? relative : root + "/" + relative
        guard let text = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else {
            throw BenchError("archlint-bench: cannot read \(path)")
        }
        let rounds = options.rounds ?? 200
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-bench-lsp-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: cache) }

        let lines = files.reduce(0) { $0 + $1.lines }
        print("\(root): \(counted(files.count, "Swift file")), \(counted(lines, "line"))")
        print("buffer: \(relative) (\(counted(Corpus.lineCount(of: Array(text.utf8)), "line"))); archlint: \(archlint)")
        print("debounce: \(debounceMilliseconds) ms; rounds: \(rounds)")

        let server = try ServerProcess(archlint: archlint, directory: root, cache: cache)
        let uri = URL(fileURLWithPath: path).absoluteString
        try server.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [
            "processId": getpid(), "rootUri": URL(fileURLWithPath: root).absoluteString, "capabilities": [String: Any](),
            "initializationOptions": ["debounceMilliseconds": debounceMilliseconds]]])
        _ = try server.next { ($0["id"] as? Int) == 1 }
        try server.send(["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()])

        let clock = ContinuousClock()
        var start = clock.now
        try server.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]]])
        var findings = try server.diagnostics(uri: uri, version: 1)
        print("didOpen with an empty cache: \(format(milliseconds(start.duration(to: clock.now)), 1)) ms to diagnostics (\(counted(findings, "finding")))")

        var latencies: [Double] = []
        // Three warm-up changes, then the measured ones; the text alternates so each version differs.
        for version in 2...(rounds + 4) {
            let changed = version % 2 == 0 ? "\n" + text : text
            start = clock.now
            try server.send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version], "contentChanges": [["text": changed]]]])
            findings = try server.diagnostics(uri: uri, version: version)
            if version > 4 {
                latencies.append(milliseconds(start.duration(to: clock.now)) - Double(debounceMilliseconds))
            }
        }
        try server.send(["jsonrpc": "2.0", "id": 2, "method": "shutdown", "params": NSNull()])
        _ = try server.next { ($0["id"] as? Int) == 2 }
        try server.send(["jsonrpc": "2.0", "method": "exit", "params": NSNull()])

        latencies.sort()
        func percentile(_ p: Double) -> String { format(latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))], 2) }
        print("from the end of the debounce to diagnostics (\(counted(findings, "finding"))), \(latencies.count) changes, ms:")
        print("  min \(format(latencies.first!, 2))  p50 \(percentile(0.5))  p90 \(percentile(0.9))  p99 \(percentile(0.99))  max \(format(latencies.last!, 2))  "
            + "mean \(format(latencies.reduce(0, +) / Double(latencies.count), 2))")
        print("bench: lsp_latency_ms p50=\(percentile(0.5)) p90=\(percentile(0.9)) p99=\(percentile(0.99)) max=\(format(latencies.last!, 2))")
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// `archlint lsp` as a child process, spoken to through pipes.
    final class ServerProcess {
        private let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private var framer = MessageFramer()

        init(archlint: String, directory: String, cache: String) throws {
            process.executableURL = URL(fileURLWithPath: archlint)
            process.arguments = ["lsp"]
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.environment = ["XDG_CACHE_HOME": cache]
            process.standardInput = input
            process.standardOutput = output
            try process.run()
        }

        func send(_ message: [String: Any]) throws {
            let body = try JSONSerialization.data(withJSONObject: message)
            input.fileHandleForWriting.write(Data(MessageFramer.frame(Array(body))))
        }

        /// The next message satisfying `matches`, the others skipped.
        func next(where matches: ([String: Any]) -> Bool) throws -> [String: Any] {
            while true {
                while let frame = framer.next() {
                    guard case .message(let body) = frame,
                          let message = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
                        throw BenchError("archlint-bench: the server wrote a malformed message")
                    }
                    if matches(message) { return message }
                }
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else { throw BenchError("archlint-bench: the language server ended") }
                chunk.withUnsafeBytes { framer.append($0) }
            }
        }

        /// Waits for the diagnostics of `version` of `uri`; returns how many there are.
        func diagnostics(uri: String, version: Int) throws -> Int {
            let message = try next { message in
                let params = message["params"] as? [String: Any]
                return message["method"] as? String == "textDocument/publishDiagnostics"
                    && params?["uri"] as? String == uri && params?["version"] as? Int == version
            }
            return ((message["params"] as? [String: Any])?["diagnostics"] as? [Any])?.count ?? 0
        }
    }
}
