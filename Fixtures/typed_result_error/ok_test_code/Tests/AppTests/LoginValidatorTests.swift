import XCTest

final class LoginValidatorTests: XCTestCase {
    func makeFailure() -> Result<String, Error> {
        .failure(LoginError.locked)
    }
}
