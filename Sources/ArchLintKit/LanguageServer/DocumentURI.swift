/// `file:` URIs (RFC 8089) as editors send them, to absolute paths.
enum DocumentURI {
    /// The absolute path of a `file:` URI (`file:///a/b%20c.swift`, `file://localhost/a`), with its
    /// percent escapes decoded; nil for other schemes (`untitled:`, `git:`), another host, or escapes
    /// that are not UTF-8.
    static func path(of uri: String) -> String? {
        var bytes = Array(uri.utf8)
        let scheme = Array("file://".utf8)
        guard bytes.count > scheme.count, bytes[..<scheme.count].map({ $0 | 0x20 }) == scheme.map({ $0 | 0x20 }) else { return nil }
        bytes.removeFirst(scheme.count)
        guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        let host = bytes[..<slash]
        guard host.isEmpty || host.elementsEqual("localhost".utf8) else { return nil }
        // A query or fragment is no part of a file's path.
        let pathEnd = bytes[slash...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        var decoded: [UInt8] = []
        var index = slash
        while index < pathEnd {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < pathEnd, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else { return nil }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        guard isValidUTF8(decoded), !decoded.contains(0) else { return nil }
        return ProjectFiles.absolute(String(decoding: decoded, as: UTF8.self), base: "/")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
