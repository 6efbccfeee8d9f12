import Combine

final class PreferencesModel: ObservableObject {
    @Published var launchAtLogin = false
}
