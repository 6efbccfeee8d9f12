import Foundation

final class PhotoService {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func thumbnail(at url: URL, completion: @escaping (Result<Data, Error>) -> Void) {
        session.dataTask(with: url) { data, _, error in
            if let error {
                completion(.failure(error))
                return
            }
            guard let data else { return completion(.failure(PhotoError.empty)) }
            completion(.success(data))
        }.resume()
    }
}
