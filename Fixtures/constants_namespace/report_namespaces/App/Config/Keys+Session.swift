extension Keys {
    static let session = "session"
    static func scoped(_ key: String) -> String { "app." + key }
    struct Nested {}
    typealias Name = String
}
