import Foundation

/// Builds a multipart request by hand; not Codable.
struct UpdateProfileRequest {
    let displayName: String
    let avatarJPEG: Data?

    func makeURLRequest(baseURL: URL) -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent("me"))
        request.httpMethod = "PATCH"
        return request
    }
}

protocol PagedResponse: Decodable {
    var nextCursor: String? { get }
}

actor TokenRefreshPayload: Decodable {
    let accessToken: String
    let expiresIn: Int
}
