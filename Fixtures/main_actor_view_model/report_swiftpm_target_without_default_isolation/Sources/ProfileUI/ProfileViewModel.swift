import Foundation
import ProfileData

// Near-miss: its target sets .defaultIsolation(MainActor.self).
final class ProfileViewModel: ObservableObject {
    @Published var profile: ProfileRecord?
}
