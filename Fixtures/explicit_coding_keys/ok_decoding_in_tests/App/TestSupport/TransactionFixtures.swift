import Foundation

enum TransactionFixtures {
    static func load(_ data: Data) -> [TransactionDTO] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return (try? decoder.decode([TransactionDTO].self, from: data)) ?? []
    }
}
