import Analytics
import UIKit

final class OnboardingCoordinator {
    private let tracker: AnalyticsTracking

    init(tracker: AnalyticsTracking) { self.tracker = tracker }

    func start(in window: UIWindow) { tracker.track("onboarding.start", properties: [:]) }
}
