enum LoginError: Error {
    case locked
}
