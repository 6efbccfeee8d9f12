final class APIClient {
    static let shared = APIClient()
}

final class ProfileRepository {
    static let shared = ProfileRepository()
}
