import Foundation

/// Configuration: AppConstants() is never written as code.
@MainActor
struct AppConstants {
    static let baseURL = URL(string: "https://api.example.com")!
    static var retries = 3
    static func endpoint(_ path: String) -> URL { baseURL.appendingPathComponent(path) }
    static subscript(key: String) -> String { key }
    typealias Seconds = Double
    enum Keys {}
    @available(iOS 15, *)
    static let timeout: Seconds = 30
    private init() {}
}

final class Layout: Sendable {
    static let spacing = 8.0
    class var cornerRadius: Double { 12 }
    class func scaled(_ value: Double) -> Double { value * 2 }
    fileprivate init() {}
}

#if os(iOS)
struct Metrics {
    static let rowHeight = 44.0
}
#else
struct Metrics {
    static let rowHeight = 28.0
}
#endif

func describe() -> String {
    // AppConstants() in a comment, Layout.init() in a block /* Layout() */
    let text = "AppConstants() Layout.init() \(AppConstants.baseURL)"
    let raw = #"Metrics()"#
    let multi = """
        Keys()
        Metrics.init()
        """
    let values = Array<Keys>()
    let settings = UserDefaults.standard
    _ = settings.Metrics(1)
    return text + raw + multi + "\(values.count)"
}

extension UserDefaults {
    func Metrics(_ value: Int) -> Int { value }
}
