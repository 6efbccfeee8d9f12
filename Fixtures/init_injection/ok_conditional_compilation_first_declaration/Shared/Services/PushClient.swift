import Foundation

final class PushClient {
    private(set) var deviceToken: Data?

    func register(deviceToken: Data) {
        self.deviceToken = deviceToken
    }

    func unregister() {
        deviceToken = nil
    }
}

final class CrashReportingService {
    func start(environment: String) {
        debugPrint("crash reporting started for \(environment)")
    }
}
