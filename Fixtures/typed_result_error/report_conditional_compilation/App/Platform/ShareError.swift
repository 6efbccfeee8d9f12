enum ShareError: Error {
    case nothingToShare
}
