import Foundation

final class OnboardingFlow {
    func finish() {
        _ = InstallMarker.markInstalled(date: Date())
        InstallMarker.markMigrated()
    }
}
