struct Session: Equatable {
    let token: String
}

enum LoginError: Error {
    case locked
    case expired
}
