import Foundation

// Near-miss: target ProfileWidgets lives at path "Modules/Widgets" and sets .defaultIsolation(MainActor.self).
final class ProfileWidgetViewModel: ObservableObject {
    @Published var streak = 0
}
