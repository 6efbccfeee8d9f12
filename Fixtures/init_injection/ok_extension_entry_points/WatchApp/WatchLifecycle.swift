import WatchKit

final class WatchLifecycleHandler: NSObject, WKApplicationDelegate {
    private let complications = ComplicationDataProvider()

    func applicationDidBecomeActive() {
        complications.reload()
        WorkoutSessionManager.shared.resume()
    }
}

final class ComplicationDataProvider {
    func reload() {}
}

final class WorkoutSessionManager {
    static let shared = WorkoutSessionManager()
    func resume() {}
}
