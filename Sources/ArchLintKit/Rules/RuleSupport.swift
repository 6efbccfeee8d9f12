/// Definitions from the spec's "Shared definitions" that several rules use.
enum TypeNames {
    private static let appleTwoLetterPrefixes: Set<String> = [
        "UI", "NS", "CL", "CM", "PH", "AV", "MK", "HK", "HM", "CK", "WK", "WC", "SK", "UN", "NE", "CN", "EK", "GK",
        "GC", "AR", "CB", "MP", "SF", "LA", "AS", "ST", "BG", "PK", "QL", "CA", "CG", "CI", "CT", "CX", "IN", "ML",
        "VN", "RP", "SC", "TH", "NI", "MX", "OS", "LP", "CW", "CP", "MC", "MF", "MS", "NW", "UT", "AD", "AU", "PD",
        "SN", "SL", "TK", "VS",
    ]
    private static let appleNames: Set<String> = [
        "FileManager", "URLSession", "UserDefaults", "NotificationCenter", "ProcessInfo", "Bundle", "JSONDecoder",
        "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "DispatchQueue", "OperationQueue", "Operation",
        "UndoManager", "RunLoop", "Timer", "HTTPCookieStorage", "URLCache", "URLCredentialStorage",
        "DistributedNotificationCenter",
    ]

    /// An Apple-framework type: a known prefix followed by an uppercase letter (`CLK` too), a listed
    /// Foundation name, or a `…Formatter`; never a type the project declares.
    static func isAppleFrameworkType(_ name: String, index: ProjectIndex) -> Bool {
        if index.declaresType(name) { return false }
        if appleNames.contains(name) || name.hasSuffix("Formatter") { return true }
        let scalars = Array(name.unicodeScalars.prefix(4))
        guard scalars.count >= 3 else { return false }
        func isUpper(_ s: Unicode.Scalar) -> Bool { s.value >= 65 && s.value <= 90 }
        let two = String(String.UnicodeScalarView(scalars[0..<2]))
        if appleTwoLetterPrefixes.contains(two), isUpper(scalars[2]) { return true }
        if two == "CL", scalars.count >= 4, scalars[2] == "K", isUpper(scalars[3]) { return true }
        return false
    }

    private static let protocolLikeSuffixes = ["Delegate", "DataSource", "Protocol", "Providing", "Representable", "Convertible"]

    /// A name not declared in the project that reads as a protocol.
    static func isProtocolLike(_ name: String, index: ProjectIndex) -> Bool {
        !index.declaresType(name) && protocolLikeSuffixes.contains { name.hasSuffix($0) }
    }

    /// The last component of a possibly qualified, generic type name: `Kit.Base<T>` → `Base`.
    static func simpleName(_ raw: String) -> String {
        var depth = 0
        var component = ""
        var last = ""
        for ch in raw {
            switch ch {
            case "<": depth += 1
            case ">": depth -= 1
            case "." where depth == 0:
                last = component
                component = ""
                continue
            default:
                if depth == 0, ch != " ", ch != "?", ch != "!" { component.append(ch) }
            }
        }
        return component.isEmpty ? last : component
    }
}
