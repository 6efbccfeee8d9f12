import Foundation

// A project *class* named like a protocol.
class RequestProtocol: UIResponder {
    let path: String

    init(path: String) {
        self.path = path
    }
}

final class SignedRequest: RequestProtocol {
    let signature: String

    init(path: String, signature: String) {
        self.signature = signature
        super.init(path: path)
    }
}
