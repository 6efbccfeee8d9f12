import Foundation

enum Environment {
    static func baseURL(_ override: String?) -> URL {
        #if DEBUG
        return URL(string: override!)!
        #elseif os(macOS) && !targetEnvironment(simulator)
        return URL(string: "https://mac.example.com")!
        #else
        return URL(string: "https://example.com")!
        #endif
    }

    #if !DEBUG
    static let mode = ProcessInfo.processInfo.environment["MODE"]!
    #endif
}
