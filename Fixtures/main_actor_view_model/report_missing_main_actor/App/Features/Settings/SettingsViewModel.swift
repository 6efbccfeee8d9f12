import Foundation

// Near-miss: isolated.
@MainActor
final class SettingsViewModel: ObservableObject {
    @Published var notificationsEnabled = true
}
