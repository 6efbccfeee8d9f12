/// JSON-RPC 2.0 as LSP uses it: what an incoming message is, and the messages the server writes.
enum JSONRPC {
    /// The error codes of JSON-RPC 2.0 and LSP 3.17.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestCancelled = -32800
    }

    enum Message {
        case request(id: JSONValue, method: String, params: JSONValue?)
        case notification(method: String, params: JSONValue?)
        /// The client's answer to a request of the server's.
        case response(id: JSONValue)
        /// Valid JSON that is no JSON-RPC message; `id` is the message's own when it has a usable one, else null.
        case invalid(id: JSONValue, reason: String)
    }

    /// Classifies a parsed body. An id must be a string or a number (JSON-RPC also allows null,
    /// which LSP never sends and which could not be answered apart from a parse error).
    static func message(_ value: JSONValue) -> Message {
        guard case .object = value else {
            if case .array = value { return .invalid(id: .null, reason: "batches are not part of LSP") }
            return .invalid(id: .null, reason: "a message must be a JSON object")
        }
        let id = value["id"]
        let usableID: JSONValue? = switch id {
        case .string?, .number?: id
        default: nil
        }
        guard value["jsonrpc"]?.stringValue == "2.0" else {
            return .invalid(id: usableID ?? .null, reason: "\"jsonrpc\" must be \"2.0\"")
        }
        if id != nil, usableID == nil { return .invalid(id: .null, reason: "an id must be a string or a number") }
        let params = value["params"]
        if let params {
            switch params {
            case .object, .array: break
            default: return .invalid(id: usableID ?? .null, reason: "params must be an object or an array")
            }
        }
        guard let methodValue = value["method"] else {
            if let usableID, value["result"] != nil || value["error"] != nil { return .response(id: usableID) }
            return .invalid(id: usableID ?? .null, reason: "a message needs a method")
        }
        guard let method = methodValue.stringValue else { return .invalid(id: usableID ?? .null, reason: "method must be a string") }
        if let usableID { return .request(id: usableID, method: method, params: params) }
        return .notification(method: method, params: params)
    }

    static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    static func error(id: JSONValue, _ code: ErrorCode, _ message: String) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id),
                 ("error", .object([("code", .integer(code.rawValue)), ("message", .string(message))]))])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    static func request(id: Int, _ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", .integer(id)), ("method", .string(method)), ("params", params)])
    }
}
