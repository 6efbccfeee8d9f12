import Foundation

final class OnboardingAnalyticsViewModel {
    #if DEBUG
    private let analytics = ConsoleAnalyticsService()
    #elseif BETA
    private let analytics = TestFlightAnalyticsService(group: "beta")
    #else
    private let analytics = FirebaseAnalyticsService()
    #endif

    #if false
    private let legacySync = LegacySyncManager()
    #endif

    #if canImport(UIKit)
    func trackScreen(_ name: String) {
        analytics.log(event: "screen_view", parameters: ["name": name])
        #if targetEnvironment(simulator)
        SimulatorLogStorage.shared.append(name)
        #endif
    }
    #else
    func trackScreen(_ name: String) {
        DesktopMetricsClient().send(name)
    }
    #endif
}

#if DEBUG
enum AnalyticsDebugMenu {
    static let recorder = EventRecorderService()

    static func dump() {
        print(EventRecorderService().events)
    }
}
#endif
