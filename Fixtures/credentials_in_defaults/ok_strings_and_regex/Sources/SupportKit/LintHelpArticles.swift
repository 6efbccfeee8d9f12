import Foundation

/// Texts shown in the in-app "Security checklist" screen and in support e-mails.
public enum LintHelpArticles {
    public static let badExample = "UserDefaults.standard.set(token, forKey: \"auth_token\")"

    public static let rawExample = #"defaults.set(accessToken, forKey: "access_token")"#

    public static let article = """
        Do not write:
            @AppStorage("jwt") var jwt = ""
            NSUbiquitousKeyValueStore.default.set(apiKey, forKey: "apiKey")
            UserDefaults(suiteName: "group")?.setValue(password, forKey: "password")
        Write the Keychain instead.
        """

    public static let rawArticle = #"""
        self.defaults.set(refreshToken, forKey: "refresh_token") // "quoted" \(not interpolated)
        """#

    public static func footer(defaults: UserDefaults) -> String {
        "Signed in: \(defaults.string(forKey: "auth_token") != nil ? "yes" : "no") -- never call \("defaults.set(token, forKey: \"token\")")"
    }
}

public struct LogRedactor {
    private let tokenField = #/"(access|refresh)_token"\s*:\s*"[^"]*"/#
    private let authHeader = #/Authorization: Bearer [^\s]+/#
    private let leakedCall = /UserDefaults.standard.set(token, forKey: "auth_token")/
    private let passwordParam = #/password=[^&]+/#

    public init() {}

    public func redact(_ line: String) -> String {
        line
            .replacing(tokenField, with: "\"token\":\"***\"")
            .replacing(authHeader, with: "Authorization: Bearer ***")
            .replacing(passwordParam, with: "password=***")
            .replacing(leakedCall, with: "")
            .replacing(/defaults.setValue(password, forKey: "password")/, with: "")
    }
}
