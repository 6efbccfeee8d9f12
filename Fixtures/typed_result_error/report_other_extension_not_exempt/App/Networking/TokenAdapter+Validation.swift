extension TokenAdapter {
    func validate(_ token: String) -> Result<String, Error> {
        token.count > 20 ? .success(token) : .failure(AuthError.malformed)
    }
}
