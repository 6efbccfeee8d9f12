/// Shared tests rules use on names, as the specification's "Shared definitions" state them.

/// Two-letter and three-letter prefixes of Apple frameworks' class names (`UI`, `CL`, `CLK`…).
private let appleFrameworkPrefixes: [String] = [
    "UI", "NS", "CL", "CLK", "CM", "PH", "AV", "MK", "HK", "HM", "CK", "WK", "WC", "SK", "UN", "NE", "CN", "EK",
    "GK", "GC", "AR", "CB", "MP", "SF", "LA", "AS", "ST", "BG", "PK", "QL", "CA", "CG", "CI", "CT", "CX", "IN",
    "ML", "VN", "RP", "SC", "TH", "NI", "MX", "OS", "LP", "CW", "CP", "MC", "MF", "MS", "NW", "UT", "AD", "AU",
    "PD", "SN", "SL", "TK", "VS",
]

/// Foundation and Dispatch types without a framework prefix.
private let appleFrameworkNames: Set<String> = [
    "FileManager", "URLSession", "UserDefaults", "NotificationCenter", "ProcessInfo", "Bundle", "JSONDecoder",
    "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "DispatchQueue", "OperationQueue", "Operation",
    "UndoManager", "RunLoop", "Timer", "HTTPCookieStorage", "URLCache", "URLCredentialStorage",
    "DistributedNotificationCenter",
]

/// Whether `name` (a simple type name) is an Apple-framework type: a framework prefix followed by an
/// uppercase letter, a listed Foundation name, or a `…Formatter`. A type the project declares never is.
public func isAppleFrameworkType(_ name: String, index: ProjectIndex) -> Bool {
    if index.declaresType(name) { return false }
    if appleFrameworkNames.contains(name) || name.hasSuffix("Formatter") { return true }
    let scalars = Array(name.unicodeScalars)
    return appleFrameworkPrefixes.contains { prefix in
        let length = prefix.unicodeScalars.count
        return scalars.count > length && name.hasPrefix(prefix) && scalars[length].properties.isUppercase
    }
}

/// Whether `name` ends with one of `suffixes` (plain string endings, as option lists give them).
public func hasAnySuffix(_ name: String, _ suffixes: [String]) -> Bool {
    suffixes.contains { name.hasSuffix($0) }
}
