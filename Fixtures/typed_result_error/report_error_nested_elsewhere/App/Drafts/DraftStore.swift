final class DraftStore {
    private var drafts: [String] = []

    func latest() -> Result<String, Error> {
        guard let draft = drafts.last else { return .failure(DraftError.empty) }
        return .success(draft)
    }
}

enum DraftError: Swift.Error {
    case empty
}
