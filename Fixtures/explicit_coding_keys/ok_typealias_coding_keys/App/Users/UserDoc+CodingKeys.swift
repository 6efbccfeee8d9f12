// The keys, declared in an extension of the alias: an extension of UserDocument.
extension UserDoc {
    enum CodingKeys: String, CodingKey {
        case avatarURL = "avatarUrl"
    }
}
