import Foundation
import Security

final class InMemoryKeychain {
    private(set) var lastStatus: OSStatus = errSecSuccess

    func store(_ data: Data) {
        lastStatus = SecItemAdd([kSecClass: kSecClassGenericPassword, kSecValueData: data] as CFDictionary, nil)
    }
}
