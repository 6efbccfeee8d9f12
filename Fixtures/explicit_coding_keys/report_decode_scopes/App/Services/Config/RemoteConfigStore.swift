import Foundation

struct RemoteConfigDTO: Decodable {
    let minimumAppVersion: String
    let supportURL: URL
    let maintenanceMode: Bool
}

/// Loads the bundled defaults synchronously at launch.
final class RemoteConfigStore {
    private(set) var config: RemoteConfigDTO

    init(bundle: Bundle = .main) throws {
        guard let url = bundle.url(forResource: "remote_config_defaults", withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile)
        }
        let data = try Data(contentsOf: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        config = try decoder.decode(RemoteConfigDTO.self, from: data)
    }
}
