import Foundation

enum Registry {
    static var services: [String: Any]?

    static func resolve<T>(_ type: T.Type) -> T {
        let service = Registry.services!["\(type)"] as? T
        let made = make<T>()!
        let module = Foundation.ProcessInfo.processInfo.environment["A"]!
        return service ?? Swift.Optional<T>.none! ?? made ?? module as! T
    }

    static func make<T>() -> T? { nil }
}
