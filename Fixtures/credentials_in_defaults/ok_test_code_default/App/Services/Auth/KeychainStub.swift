import Foundation

struct KeychainStub: KeychainReading {
    let value: String
    func read(account: String) throws -> String {
        UserDefaults.standard.set(value, forKey: "stub.token")
        return value
    }
}
