import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A language-server client for tests: runs `archlint lsp` as a child process, writes framed
/// JSON-RPC to its stdin and reads its messages from stdout with a deadline, keeping every
/// message it passed over.
final class LanguageServerConnection {
    typealias Message = [String: Any]

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var received: [UInt8] = []
    /// Every message read so far, in order.
    private(set) var messages: [Message] = []
    private var nextID = 1

    init(executable: String, directory: String, cacheHome: String) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["lsp"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["XDG_CACHE_HOME": cacheHome, "PATH": "/usr/bin:/bin"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    // MARK: writing

    func sendRaw(_ bytes: [UInt8]) {
        writer.write(Data(bytes))
    }

    /// The server's standard input, for writing from another thread.
    var writer: FileHandle { input.fileHandleForWriting }

    static func frame(_ message: Message) throws -> [UInt8] {
        let body = try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: Any = [String: Any]()) throws -> Int {
        let id = nextID
        nextID += 1
        sendRaw(try Self.frame(["jsonrpc": "2.0", "id": id, "method": method, "params": params]))
        return id
    }

    func notify(_ method: String, _ params: Any = [String: Any]()) throws {
        sendRaw(try Self.frame(["jsonrpc": "2.0", "method": method, "params": params]))
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    // MARK: reading

    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    /// The next message, waiting up to `seconds`.
    func next(within seconds: Double = 20) throws -> Message {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let message = try takeFrame() {
                messages.append(message)
                return message
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Timeout(description: "no message within \(seconds) s; read so far: \(messages)") }
            var descriptor = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Timeout(description: "the server closed its output; read so far: \(messages)") }
            received += chunk[..<count]
        }
    }

    /// Reads messages until one satisfies `matches`, and returns it.
    func next(within seconds: Double = 20, where matches: (Message) -> Bool) throws -> Message {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let message = try next(within: max(0.01, deadline.timeIntervalSinceNow))
            if matches(message) { return message }
        }
    }

    /// The response to request `id`.
    func response(to id: Int, within seconds: Double = 20) throws -> Message {
        try next(within: seconds) { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The next `publishDiagnostics` for `uri`.
    func diagnostics(for uri: String, within seconds: Double = 20) throws -> (version: Int?, diagnostics: [Message]) {
        let message = try next(within: seconds) {
            ($0["method"] as? String) == "textDocument/publishDiagnostics" && (($0["params"] as? Message)?["uri"] as? String) == uri
        }
        let params = message["params"] as! Message
        return (params["version"] as? Int, params["diagnostics"] as! [Message])
    }

    private func takeFrame() throws -> Message? {
        let separator = Array("\r\n\r\n".utf8)
        guard let headerEnd = (0..<max(0, received.count - 3)).first(where: { received[$0..<$0 + 4].elementsEqual(separator) }) else { return nil }
        let header = String(decoding: received[..<headerEnd], as: UTF8.self)
        let lengthLine = try XCTUnwrap(header.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") })
        let length = try XCTUnwrap(Int(lengthLine.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)))
        let bodyStart = headerEnd + 4
        guard received.count >= bodyStart + length else { return nil }
        let body = Data(received[bodyStart..<bodyStart + length])
        received.removeSubrange(0..<bodyStart + length)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? Message)
    }

    // MARK: the process

    /// The exit status, waiting up to `seconds`; nil when it is still running.
    func exitStatus(within seconds: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Resident memory in kB (Linux `/proc`); nil elsewhere.
    var residentKilobytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
    }

    /// `initialize` (with `root` as the workspace folder) and `initialized`; returns the result.
    @discardableResult
    func initialize(root: String?, debounceMilliseconds: Int = 20) throws -> Message {
        var params: Message = ["processId": NSNull(), "capabilities": [String: Any](),
                               "initializationOptions": ["debounceMilliseconds": debounceMilliseconds]]
        params["rootUri"] = root.map { URL(fileURLWithPath: $0).absoluteString } ?? NSNull()
        let id = try request("initialize", params)
        let response = try self.response(to: id)
        try notify("initialized")
        return try XCTUnwrap(response["result"] as? Message, "\(response)")
    }
}
