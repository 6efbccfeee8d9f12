enum PhotoError: Error {
    case empty
}
