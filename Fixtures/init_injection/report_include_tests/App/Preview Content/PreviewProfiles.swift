import Foundation

struct PreviewProfiles {
    let service = MockProfileService()

    func sample() -> ProfileViewModel {
        ProfileViewModel(service: service)
    }
}
