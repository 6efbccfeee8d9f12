import Foundation

struct LowPowerModeClient {
    var start: @Sendable () -> AsyncStream<Bool>
}

extension LowPowerModeClient {
    static let live = LowPowerModeClient(start: {
        AsyncStream { continuation in
            continuation.yield(ProcessInfo.processInfo.isLowPowerModeEnabled)
            Task {
                for await _ in NotificationCenter.default.notifications(named: .NSProcessInfoPowerStateDidChange) {
                    continuation.yield(ProcessInfo.processInfo.isLowPowerModeEnabled)
                }
            }
        }
    })
}
