import Foundation

func thermalStates() -> AsyncStream<ProcessInfo.ThermalState> {
    let (stream, continuation) = AsyncStream<ProcessInfo.ThermalState>.makeStream()
    Task.detached {
        for await _ in NotificationCenter.default.notifications(named: ProcessInfo.thermalStateDidChangeNotification) {
            continuation.yield(ProcessInfo.processInfo.thermalState)
        }
    }
    return stream
}
