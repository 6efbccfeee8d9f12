import Foundation

extension HTTPSession {
    func retrying() -> RetryService {
        RetryService()
    }
}
