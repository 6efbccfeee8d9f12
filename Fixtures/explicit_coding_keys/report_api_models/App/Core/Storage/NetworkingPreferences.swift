import Foundation

/// "Networking" is only part of the file name here, not a folder.
struct NetworkingPreferences: Codable {
    var allowsCellular: Bool
    var prefersLowData: Bool
}
