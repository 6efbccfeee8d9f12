final class MockLoginService {
    func login(completion: @escaping (Result<String, Error>) -> Void) {
        completion(.failure(LoginError.locked))
    }
}
