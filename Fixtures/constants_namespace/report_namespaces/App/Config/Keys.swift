struct Keys: Sendable {
    static let token = "token"
}

extension Keys: Sendable {}

// A metatype makes a class's namespace needed as AnyClass, never a struct's.
let keysType: Any.Type = Keys.self
