import Foundation

actor AccountRepository {
    private let decoder = JSONDecoder()

    func account(from data: Data?) async -> Result<Account, Error> {
        guard let data else { return .failure(AccountError.noData) }
        do {
            return .success(try decoder.decode(Account.self, from: data))
        } catch {
            return .failure(AccountError.corrupt)
        }
    }

    func refresh(_ load: () async throws -> Data) async -> Result<Data, Error> {
        guard let data = try? await load() else { return .failure(AccountError.noData) }
        let checked = try! JSONSerialization.jsonObject(with: data)
        _ = checked
        return .success(try await load())
    }
}
