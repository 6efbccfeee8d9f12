import Foundation

struct UserDTO: Decodable, Identifiable {
    let id: String
    let userName: String
}

struct HTTPClient {
    let session: URLSession
    let baseURL: URL

    func user(id: String) async throws -> UserDTO {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("users/\(id)"))
        return try JSONDecoder().decode(UserDTO.self, from: data)
    }
}
