#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `archlint lsp`: a Language Server Protocol 3.17 server over a pair of file descriptors
/// (cli.md "Language server"). One thread reads messages, keeps each open buffer, and lints a
/// buffer through a `Workspace` held between requests: when it is opened or saved, and once its
/// changes pause for the debounce interval. Diagnostics are what `lint --stdin-path` reports for
/// the same bytes.
public final class LanguageServer {
    public struct Settings: Sendable {
        /// Base folder of the project-index cache; nil runs without one.
        public var cacheBase: String?
        public var jobs: Int
        /// The workspace root when the client names none.
        public var currentDirectory: String
        /// `$HOME`, which a project root found by its project files never reaches (as for `lint`).
        public var homeDirectory: String?

        public init(cacheBase: String?, jobs: Int, currentDirectory: String, homeDirectory: String?) {
            self.cacheBase = cacheBase
            self.jobs = jobs
            self.currentDirectory = currentDirectory
            self.homeDirectory = homeDirectory
        }
    }

    /// How long a buffer's changes must pause before it is linted, unless the client's
    /// `initializationOptions.debounceMilliseconds` says otherwise.
    static let defaultDebounce = Duration.milliseconds(150)

    private enum Phase { case waitingForInitialize, running, shutDown }

    private struct OpenBuffer {
        /// Absolute path of a `file:` URI; nil for other schemes.
        var path: String?
        var version: Int
        var text: TextDocument
        /// When the buffer is to be linted; nil when its diagnostics are current.
        var lintDue: ContinuousClock.Instant?
        /// The last lint's diagnostics, and the version they are for.
        var diagnostics: [BufferDiagnostic] = []
        var lintedVersion: Int?
    }

    private let input: Int32
    private let output: Int32
    private let settings: Settings
    private let clock = ContinuousClock()
    private var framer = MessageFramer()
    private var phase = Phase.waitingForInitialize
    private var exitStatus: Int32?
    /// The folder the client opened: buffers outside it get no diagnostics.
    private var root = ""
    private var debounce = LanguageServer.defaultDebounce
    /// Held workspaces by project root (usually one: a nested `.archlint.yml` makes another).
    private var workspaces: [String: Workspace] = [:]
    /// The configuration error last shown for each project root, so it is shown once.
    private var shownConfigurationErrors: [String: String] = [:]
    private var buffers: [String: OpenBuffer] = [:]
    private var nextRequestID = 1
    /// Whether any message was read whole: input that never held one is not LSP.
    private var readAMessage = false
    /// Why the server ended without `shutdown`, for stderr (the client may not be an editor).
    public private(set) var endReason: String?

    public init(input: Int32, output: Int32, settings: Settings) {
        self.input = input
        self.output = output
        self.settings = settings
    }

    /// Serves until `exit` or the end of input; returns the exit status (0 after `shutdown`, else 1, as LSP asks).
    public func run() -> Int32 {
        // A client that goes away must end the server through a failed write, not kill it with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        while exitStatus == nil {
            handleBufferedMessages()
            if exitStatus != nil { break }
            let due = buffers.values.compactMap(\.lintDue).min()
            if let due, due <= clock.now {
                lintDueBuffers()
            } else if !readInput(waitingUntil: due) {
                exitStatus = phase == .shutDown ? 0 : 1
                if phase != .shutDown { endReason = endOfInputReason() }
            }
        }
        return exitStatus ?? 1
    }

    // MARK: - Reading and writing

    /// Waits for input (until `deadline`, or for ever) and reads what is there; false at the end of input.
    private func readInput(waitingUntil deadline: ContinuousClock.Instant?) -> Bool {
        var timeout: Int32 = -1
        if let deadline {
            let (seconds, attoseconds) = clock.now.duration(to: deadline).components
            timeout = Int32(clamping: max(0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
        }
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeout)
        if ready < 0 { return errno == EINTR }
        if ready == 0 { return true }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let received = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if received < 0 { return errno == EINTR || errno == EAGAIN }
        if received == 0 { return false }
        chunk.withUnsafeBytes { framer.append(UnsafeRawBufferPointer(rebasing: $0[..<received])) }
        return true
    }

    /// Why the input ended the server: it held no LSP message (`echo garbage | archlint lsp`), or
    /// the client left without `shutdown`.
    private func endOfInputReason() -> String {
        var pending = framer.pendingBytes.prefix(40)
        while let last = pending.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") {
            pending.removeLast()
        }
        if !readAMessage {
            let seen = pending.isEmpty ? "no input" : "'\(String(decoding: pending, as: UTF8.self))'"
            return "archlint lsp: the input ended without a Language Server Protocol message (a 'Content-Length' header, an empty line, then JSON); read \(seen). Editors start archlint lsp and speak LSP on its stdin."
        }
        return "archlint lsp: the input ended before 'shutdown' and 'exit'" + (pending.isEmpty ? "" : ", inside an incomplete message")
    }

    private func send(_ message: JSONValue) {
        guard exitStatus == nil else { return }
        if case .failure = FileDescriptor.writeAll(output, MessageFramer.frame(Array(message.compactText.utf8))) {
            // The client is gone.
            exitStatus = 1
        }
    }

    /// A `window/logMessage` of type Warning (2).
    private func logWarning(_ text: String) {
        send(JSONRPC.notification("window/logMessage", .object([("type", .integer(2)), ("message", .string(text))])))
    }

    /// A `window/logMessage` of type Error (1): how a notification, which has no response, is rejected.
    private func logError(_ text: String) {
        send(JSONRPC.notification("window/logMessage", .object([("type", .integer(1)), ("message", .string(text))])))
    }

    // MARK: - Dispatch

    /// Handles every complete message read so far. A `$/cancelRequest` cancels a request read with
    /// it that is not yet answered, which is answered with `RequestCancelled`.
    private func handleBufferedMessages() {
        var messages: [JSONRPC.Message] = []
        while let frame = framer.next() {
            switch frame {
            case .malformedHeader(let reason):
                send(JSONRPC.error(id: .null, .parseError, "Malformed message header: \(reason)."))
            case .message(let body):
                readAMessage = true
                do {
                    messages.append(JSONRPC.message(try JSONValue.parse(body)))
                } catch {
                    send(JSONRPC.error(id: .null, .parseError, "Invalid JSON: \(error)."))
                }
            }
        }
        var cancelled = Set<String>()
        for case .notification("$/cancelRequest", let params) in messages {
            if let id = params?["id"] { cancelled.insert(id.compactText) }
        }
        for message in messages {
            if exitStatus != nil { return }
            switch message {
            case .request(let id, let method, let params):
                if cancelled.contains(id.compactText) {
                    send(JSONRPC.error(id: id, .requestCancelled, "Cancelled."))
                } else {
                    handleRequest(id: id, method: method, params: params)
                }
            case .notification(let method, let params):
                handleNotification(method, params)
            case .response:
                break
            case .invalid(let id, let reason):
                send(JSONRPC.error(id: id, .invalidRequest, "Invalid request: \(reason)."))
            }
        }
    }

    private func handleRequest(id: JSONValue, method: String, params: JSONValue?) {
        switch (phase, method) {
        case (.waitingForInitialize, "initialize"):
            send(JSONRPC.result(id: id, initialize(params)))
        case (.waitingForInitialize, _):
            send(JSONRPC.error(id: id, .serverNotInitialized, "The server is not initialized; send initialize first."))
        case (.shutDown, _):
            send(JSONRPC.error(id: id, .invalidRequest, "The server is shut down; send exit."))
        case (.running, "initialize"):
            send(JSONRPC.error(id: id, .invalidRequest, "initialize was already received."))
        case (.running, "shutdown"):
            phase = .shutDown
            send(JSONRPC.result(id: id, .null))
        case (.running, "textDocument/codeAction"):
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, let range = TextRange(params?["range"]) else {
                send(JSONRPC.error(id: id, .invalidParams, "codeAction needs textDocument.uri and a range (line and character from 0 to 2147483647, start not after end)."))
                return
            }
            send(JSONRPC.result(id: id, .array(codeActions(uri: uri, range: range, only: params?["context"]?["only"]))))
        case (.running, _):
            send(JSONRPC.error(id: id, .methodNotFound, "Method not found: \(method)."))
        }
    }

    private func handleNotification(_ method: String, _ params: JSONValue?) {
        if method == "exit" {
            exitStatus = phase == .shutDown ? 0 : 1
            return
        }
        // Before initialize and after shutdown, notifications other than exit are dropped (LSP).
        guard phase == .running else { return }
        switch method {
        case "initialized": registerFileWatchers()
        case "textDocument/didOpen": didOpen(params?["textDocument"])
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params?["textDocument"]?["uri"]?.stringValue)
        case "workspace/didChangeWatchedFiles":
            // Another file's facts or the configuration changed: every open buffer is linted again,
            // once the changes pause (a branch switch reports many files at once).
            let due = clock.now + debounce
            for uri in buffers.keys { buffers[uri]!.lintDue = min(buffers[uri]!.lintDue ?? due, due) }
        default: break
        }
    }

    // MARK: - Lifecycle

    private var watchesFilesDynamically = false

    private func initialize(_ params: JSONValue?) -> JSONValue {
        phase = .running
        let folder = params?["workspaceFolders"]?.arrayValue?.first?["uri"]?.stringValue.flatMap(DocumentURI.path(of:))
            ?? params?["rootUri"]?.stringValue.flatMap(DocumentURI.path(of:))
            ?? params?["rootPath"]?.stringValue
        root = ProjectFiles.absolute(folder ?? settings.currentDirectory, base: settings.currentDirectory)
        if let milliseconds = params?["initializationOptions"]?["debounceMilliseconds"]?.intValue, (0...10_000).contains(milliseconds) {
            debounce = .milliseconds(milliseconds)
        }
        if case .bool(true)? = params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] {
            watchesFilesDynamically = true
        }
        return .object([
            ("capabilities", .object([
                ("positionEncoding", .string("utf-16")),
                // Open and close, incremental changes (2), saves without their text (the buffer is held).
                ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .integer(2)),
                                              ("save", .object([("includeText", .bool(false))]))])),
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ])),
            ("serverInfo", .object([("name", .string("archlint")), ("version", .string(ArchLint.version))])),
        ])
    }

    /// Asks the client to report changes to Swift files and configurations, when it can be asked.
    private func registerFileWatchers() {
        guard watchesFilesDynamically else { return }
        let watchers = ["**/*.swift", "**/.archlint.yml"].map { JSONValue.object([("globPattern", .string($0))]) }
        send(JSONRPC.request(id: nextRequestID, "client/registerCapability", .object([("registrations", .array([.object([
            ("id", .string("archlint-watched-files")), ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", .array(watchers))])),
        ])]))])))
        nextRequestID += 1
    }

    // MARK: - Buffers

    private func didOpen(_ document: JSONValue?) {
        guard let uri = document?["uri"]?.stringValue, let text = document?["text"]?.stringValue else {
            logWarning("archlint: didOpen without textDocument.uri and text; ignored.")
            return
        }
        guard let version = Self.version(document?["version"]) else {
            logError("archlint: didOpen of \(uri) rejected: its version is not an integer from -2147483648 to 2147483647.")
            return
        }
        buffers[uri] = OpenBuffer(path: DocumentURI.path(of: uri), version: version ?? 0,
                                  text: TextDocument(Array(text.utf8)), lintDue: clock.now)
    }

    /// A document version as LSP defines it (an `integer`, within 32 bits, so the next one counted
    /// on cannot overflow): `.some(nil)` when absent, nil when present but not such an integer.
    private static func version(_ json: JSONValue?) -> Int?? {
        guard let json else { return .some(nil) }
        if case .null = json { return .some(nil) }
        guard let version = json.intValue, (Int(Int32.min)...Int(Int32.max)).contains(version) else { return nil }
        return version
    }

    private func didChange(_ params: JSONValue?) {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, var buffer = buffers[uri] else {
            logWarning("archlint: didChange for a document that is not open; ignored.")
            return
        }
        // Checked whole before any is applied: a change with a range that is not one (a position
        // out of LSP's bounds, or a start after its end) rejects the notification, where reading it
        // as a change without a range replaced the whole buffer.
        var changes: [(range: TextRange?, text: String)] = []
        for change in params?["contentChanges"]?.arrayValue ?? [] {
            guard let text = change["text"]?.stringValue else { continue }
            var range = change["range"]
            if case .null? = range { range = nil }
            guard range == nil || TextRange(range) != nil else {
                logError("archlint: didChange of \(uri) rejected: a change's range needs line and character from 0 to 2147483647, start not after end; the buffer is unchanged.")
                return
            }
            changes.append((range.flatMap(TextRange.init), text))
        }
        guard let version = Self.version(params?["textDocument"]?["version"]) else {
            logError("archlint: didChange of \(uri) rejected: its version is not an integer from -2147483648 to 2147483647.")
            return
        }
        for change in changes {
            if let range = change.range {
                buffer.text.replace(range, with: Array(change.text.utf8))
            } else {
                buffer.text = TextDocument(Array(change.text.utf8))
            }
        }
        buffer.version = version ?? buffer.version + 1
        buffer.lintDue = clock.now + debounce
        buffers[uri] = buffer
    }

    private func didSave(_ params: JSONValue?) {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, buffers[uri] != nil else { return }
        if let text = params?["text"]?.stringValue { buffers[uri]!.text = TextDocument(Array(text.utf8)) }
        buffers[uri]!.lintDue = clock.now
    }

    private func didClose(_ uri: String?) {
        guard let uri, let buffer = buffers.removeValue(forKey: uri) else { return }
        if buffer.lintedVersion != nil { publish(uri: uri, version: nil, []) }
    }

    // MARK: - Linting

    /// Lints the buffers that are due, in URI order. Messages that arrived meanwhile are handled
    /// first (a change postpones the lint), and a lint whose buffer changed while it ran is not
    /// published: another is due.
    private func lintDueBuffers() {
        for uri in buffers.keys.sorted() {
            // One read at most, so that a client that keeps writing cannot grow the unhandled input.
            guard readInput(waitingUntil: clock.now) else {
                exitStatus = phase == .shutDown ? 0 : 1
                return
            }
            handleBufferedMessages()
            guard exitStatus == nil, let buffer = buffers[uri], let due = buffer.lintDue, due <= clock.now,
                  let diagnostics = lint(uri) else { continue }
            // One read at most, so that a client that keeps writing cannot grow the unhandled input.
            guard readInput(waitingUntil: clock.now) else {
                exitStatus = phase == .shutDown ? 0 : 1
                return
            }
            handleBufferedMessages()
            if buffers[uri]?.version == buffer.version { publish(uri: uri, version: buffer.version, diagnostics) }
        }
    }

    /// Lints the buffer at `uri` now and keeps its diagnostics; nil (and nothing kept) when the
    /// buffer is not served: not a file, or outside the workspace root.
    private func lint(_ uri: String) -> [BufferDiagnostic]? {
        guard var buffer = buffers[uri] else { return nil }
        buffer.lintDue = nil
        defer { buffers[uri] = buffer }
        guard let path = buffer.path, ProjectFiles.relative(path, to: root) != nil else { return nil }
        // The project root `lint --stdin-path` would take for this file.
        let projectRoot = ProjectFiles.projectRoot(for: path, home: settings.homeDirectory)
        let workspace = workspaces[projectRoot] ?? Workspace(root: projectRoot, cacheBase: settings.cacheBase, jobs: settings.jobs)
        workspaces[projectRoot] = workspace
        workspace.reloadConfigurationIfChanged()
        var diagnostics: [BufferDiagnostic] = []
        if let error = workspace.configurationError {
            let text = "\(error)"
            if shownConfigurationErrors[projectRoot] != text {
                shownConfigurationErrors[projectRoot] = text
                send(JSONRPC.notification("window/showMessage", .object([("type", .integer(1)), ("message", .string(text))])))
            }
        } else {
            shownConfigurationErrors[projectRoot] = nil
            let outcome = workspace.lint(LintTargets(buffers: [path: buffer.text.bytes], displayBase: projectRoot))
            for line in outcome.skipped.map({ $0.line(currentDirectory: projectRoot) }) + outcome.warnings { logWarning(line) }
            let relative = ProjectFiles.relative(path, to: projectRoot)
            var columns = ColumnConverter(unit: .utf16CodeUnits)
            diagnostics = outcome.findings.filter { $0.path == relative }.map { BufferDiagnostic($0, columns: &columns) }
        }
        buffer.diagnostics = diagnostics
        buffer.lintedVersion = buffer.version
        return diagnostics
    }

    private func publish(uri: String, version: Int?, _ diagnostics: [BufferDiagnostic]) {
        var params: [(key: String, value: JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .integer(version))) }
        params.append(("diagnostics", .array(diagnostics.map(\.json))))
        send(JSONRPC.notification("textDocument/publishDiagnostics", .object(params)))
    }

    /// Quick fixes for the findings on the lines of `range`, from a lint of the buffer as it is now.
    private func codeActions(uri: String, range: TextRange, only: JSONValue?) -> [JSONValue] {
        if let kinds = only?.arrayValue, !kinds.contains(where: { $0.stringValue == "quickfix" }) {
            return []
        }
        guard let buffer = buffers[uri] else { return [] }
        if buffer.lintedVersion != buffer.version || buffer.lintDue != nil {
            guard let diagnostics = lint(uri) else { return [] }
            publish(uri: uri, version: buffer.version, diagnostics)
        }
        guard let current = buffers[uri], current.lintedVersion != nil else { return [] }
        return CodeActions.actions(uri: uri, range: range, diagnostics: current.diagnostics, text: current.text)
    }
}
