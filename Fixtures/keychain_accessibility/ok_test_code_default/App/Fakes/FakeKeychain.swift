import Security

enum FakeKeychain {
    static let accessibility = kSecAttrAccessibleAlways
}
