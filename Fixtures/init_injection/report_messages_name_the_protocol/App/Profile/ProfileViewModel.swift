import Foundation

final class ProfileViewModel {
    private let service = ProfileService()
    private let api = APIClient.shared
}
