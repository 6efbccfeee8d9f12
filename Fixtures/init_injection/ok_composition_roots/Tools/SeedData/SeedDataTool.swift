import Foundation

@main
struct SeedDataTool {
    let storage = SeedFileStorage(path: "Fixtures/seed.json")

    static func main() async throws {
        try await SeedDataTool().run()
    }

    func run() async throws {
        let importer = CatalogImportService(client: APIClient())
        try await importer.importAll(from: storage.load())
        SessionManager.shared.reset()
    }
}

final class SeedFileStorage {
    init(path: String) {}
    func load() throws -> Data { Data() }
}

final class CatalogImportService {
    init(client: APIClient) {}
    func importAll(from data: Data) async throws {}
}
