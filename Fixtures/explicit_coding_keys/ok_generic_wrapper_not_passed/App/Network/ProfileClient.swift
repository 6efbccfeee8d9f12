import Foundation

final class ProfileClient {
    func status(_ data: Data) throws -> String {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Envelope<UserProfile>.self, from: data).status
    }

    // APIResponse is not declared in the project: what it does with Account is unknown.
    func account(_ data: Data) throws -> Account {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(APIResponse<Account>.self, from: data).value
    }
}
