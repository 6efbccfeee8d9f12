import Foundation

public final class AccountRepository {
    private let client: APIClientProtocol

    public init(client: APIClientProtocol = APIClient.shared) {
        self.client = client
    }

    public func me() async throws -> AccountDTO {
        try await client.send(Endpoint(path: "me"), as: AccountDTO.self)
    }

    public func orders() async throws -> [OrderDTO] {
        try await (client as? APIClient)?.sendPage(Endpoint(path: "orders"), of: OrderDTO.self) ?? []
    }
}
