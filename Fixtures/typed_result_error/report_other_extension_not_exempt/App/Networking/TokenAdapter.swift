import Alamofire
import Foundation

struct TokenAdapter: RequestAdapter {
    let store: TokenStore

    func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping (Result<URLRequest, Error>) -> Void) {
        guard let token = store.token else { return completion(.failure(AuthError.missingToken)) }
        var request = urlRequest
        request.headers.add(.authorization(bearerToken: token))
        completion(.success(request))
    }
}
