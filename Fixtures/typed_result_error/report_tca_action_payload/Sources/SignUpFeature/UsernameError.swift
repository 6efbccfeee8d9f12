enum UsernameError: Error, Equatable {
    case empty
    case taken
}
