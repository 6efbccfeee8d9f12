import Foundation
import UIKit

extension URLSession {
    func tripData(from url: URL) async throws -> Data {
        let pinning = CertificatePinningManager()
        pinning.prepare()
        return try await data(from: url).0
    }
}

extension UIImage {
    static func tripThumbnail(named name: String) -> UIImage? {
        ThumbnailCacheService.shared.image(named: name)
    }

    func saveToTripAlbum() {
        PhotoAlbumManager.shared.save(self)
    }
}

extension FileManager {
    var tripsDirectory: URL {
        TripsDirectoryProvider().directory(in: self)
    }
}

final class CertificatePinningManager {
    func prepare() {}
}

final class ThumbnailCacheService {
    static let shared = ThumbnailCacheService()
    func image(named name: String) -> UIImage? { nil }
}

final class PhotoAlbumManager {
    static let shared = PhotoAlbumManager()
    func save(_ image: UIImage) {}
}

struct TripsDirectoryProvider {
    func directory(in fileManager: FileManager) -> URL { fileManager.temporaryDirectory }
}
