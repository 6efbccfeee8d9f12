struct SettingsForm {
    var email: String
    var fields: [String: String]

    var validation: Result<String, Error> {
        email.contains("@") ? .success(email) : .failure(FormError.invalidEmail)
    }

    subscript(field name: String) -> Result<String, Error> {
        guard let value = fields[name] else { return .failure(FormError.missing(name)) }
        return .success(value)
    }
}
