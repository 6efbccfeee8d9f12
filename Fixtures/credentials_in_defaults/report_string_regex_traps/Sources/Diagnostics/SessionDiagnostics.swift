import Foundation
import OSLog

/// Collects redacted session diagnostics for support tickets.
/// (Swift 6 language mode, see Package.swift: bare /regex/ literals are enabled.)
public final class SessionDiagnostics {
    private let defaults = UserDefaults.standard
    private let logger = Logger(subsystem: "com.acme.app", category: "diagnostics")

    static let redactionHelp = """
        Never persist credentials like this:
            UserDefaults.standard.set(token, forKey: "auth_token")
            @AppStorage("jwt") var jwt = ""
        Use "KeychainStore" instead. A lone quote: " and an escaped one: \"""
        """

    private let accessTokenPattern = #/"access_token"\s*:\s*"[^"]+"/#
    private let refreshPattern = #/"refresh_token"\s*:\s*"[^"]+"/#
    private let leakPattern = /defaults.set(token, forKey: "auth_token")/
    private let windowsSeparator = "\\"

    public init() {}

    public func record(token: String, response: String) {
        let example = #"defaults.set(token, forKey: "auth_token")"#
        defaults.set(token, forKey: "diagnostics.last")
        let redacted = response.replacing(accessTokenPattern, with: "\"access_token\":\"<redacted>\"")
        defaults.set(redacted, forKey: "diagnostics.response")
        let scrubbed = redacted.replacing(refreshPattern, with: "<redacted>")
        let masked = scrubbed.replacing(/UserDefaults.standard.set(accessToken, forKey: "jwt")/, with: ""); defaults.set(token, forKey: "diagnostics.raw")
        defaults.set(masked.contains(leakPattern), forKey: "diagnostics.leaked")
        logger.debug("example: \(example, privacy: .public) separator: \(self.windowsSeparator)")
        let summary = "cached=\(defaults.set(token, forKey: "diagnostics.summary")) \("defaults.set(token, forKey: \"token\")")"
        logger.info("\(summary, privacy: .private) \(scrubbed.count)")
        let multiline = """
            \(defaults.string(forKey: "auth_token") ?? "none") \("""
            nested: defaults.set(token, forKey: "jwt")
            """)
            """
        defaults.set(multiline, forKey: "diagnostics.dump")
        let raw = ##"""
            "# still text "#" defaults.set(token, forKey: "refresh_token")
            """##; defaults.set(token, forKey: "diagnostics.tail")
        logger.debug("\(raw)")
    }
}
