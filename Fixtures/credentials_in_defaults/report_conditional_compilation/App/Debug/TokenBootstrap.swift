import Foundation

enum TokenBootstrap {
    static func seed(_ token: String, defaults: UserDefaults = .standard) {
#if DEBUG
        defaults.set(token, forKey: "debug.override")
#elseif targetEnvironment(simulator)
        defaults.set(token, forKey: "simulator.override")
#else
        defaults.removeObject(forKey: "debug.override")
        defaults.set(false, forKey: "debug.hasToken")
#endif

#if false
        defaults.set(token, forKey: "legacy.session")
#endif
    }
}

#if DEBUG
final class DebugSessionStore {
    private let defaults = UserDefaults(suiteName: "com.acme.debug")!

    func save(_ jwt: String) {
        defaults.set(jwt, forKey: "debug.session")
    }
}
#else
final class DebugSessionStore {
    func save(_ jwt: String) {}
}
#endif
