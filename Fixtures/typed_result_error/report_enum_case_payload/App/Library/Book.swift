struct Book: Identifiable {
    let id: Int
    let title: String
}

enum LibraryError: Error {
    case offline
}
