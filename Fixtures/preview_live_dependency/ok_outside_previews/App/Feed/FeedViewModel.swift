import Foundation

final class FeedViewModel {
    private let api = APIClient.shared
    private let session = URLSession.shared
    private let files = FileManager.default
    private let defaults = UserDefaults.standard
}
