import Foundation

final class SettingsViewModel: ObservableObject {
    @Published var useDarkMode = false
}
