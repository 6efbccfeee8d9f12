import Alamofire
import Foundation

final class AuthInterceptor: RequestInterceptor {
    private let credentials: CredentialStore

    init(credentials: CredentialStore) {
        self.credentials = credentials
    }

    func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping (Result<URLRequest, Error>) -> Void) {
        guard let token = credentials.accessToken else {
            completion(.failure(AuthError.notSignedIn))
            return
        }
        var request = urlRequest
        request.headers.add(.authorization(bearerToken: token))
        completion(.success(request))
    }
}
