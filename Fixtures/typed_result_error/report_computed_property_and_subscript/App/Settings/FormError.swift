enum FormError: Error {
    case invalidEmail
    case missing(String)
}
