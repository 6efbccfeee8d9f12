import Kingfisher
import Foundation

struct ThumbnailProvider: ImageDataProvider {
    let cacheKey: String
    let data: Data?

    func data(handler: @escaping (Result<Data, Error>) -> Void) {
        guard let data else { return handler(.failure(AuthError.notSignedIn)) }
        handler(.success(data))
    }
}
