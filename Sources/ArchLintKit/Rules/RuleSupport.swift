/// Pieces any rule can use: the spec's "words" of an identifier or string key.

/// The lowercase words of an identifier or string key, split at camelCase humps, at digit runs
/// (which are words of their own) and at any other non-alphanumeric character:
/// `JWTToken` → jwt, token; `oauth2Token` → oauth, 2, token; `auth.token` → auth, token.
public func identifierWords(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var words: [String] = []
    var current = String.UnicodeScalarView()
    func flush() {
        if !current.isEmpty { words.append(String(current).lowercased()) }
        current = String.UnicodeScalarView()
    }
    for (index, scalar) in scalars.enumerated() {
        let isUpper = scalar.properties.isUppercase
        let isDigit = ("0"..."9").contains(scalar)
        guard scalar.properties.isAlphabetic || isDigit else {
            flush()
            continue
        }
        if let previous = current.last {
            let previousIsDigit = ("0"..."9").contains(previous)
            let previousIsUpper = previous.properties.isUppercase
            let nextIsLower = index + 1 < scalars.count && scalars[index + 1].properties.isLowercase
            if isDigit != previousIsDigit {
                flush()
            } else if isUpper && (!previousIsUpper || nextIsLower) {
                // A hump (`accessToken`) or the last capital of a run that starts a word (`JWTToken`).
                flush()
            }
        }
        current.append(scalar)
    }
    flush()
    return words
}
