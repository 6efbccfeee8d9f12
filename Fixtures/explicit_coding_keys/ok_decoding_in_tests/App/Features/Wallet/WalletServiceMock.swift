import Foundation

final class WalletServiceMock {
    var statementJSON = Data("{}".utf8)

    func statement() throws -> StatementDTO {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(StatementDTO.self, from: statementJSON)
    }
}
