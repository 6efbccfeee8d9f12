import Foundation

final class ProfileService {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func load(_ url: URL, completion: @escaping (Result<Data, Error>) -> Void) {
        session.dataTask(with: url) { data, _, error in
            if let error { return completion(.failure(error)) }
            completion(.success(data ?? Data()))
        }.resume()
    }
}
