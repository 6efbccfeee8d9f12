import Foundation

/// Imports the demo catalog shown on first launch (shipped in the app, not a test).
final class SampleCatalogImporter {
    func importIfNeeded() async {
        let storage = CatalogStorage()
        await storage.seedIfEmpty()
    }
}

final class CatalogStorage {
    func seedIfEmpty() async {}
}
