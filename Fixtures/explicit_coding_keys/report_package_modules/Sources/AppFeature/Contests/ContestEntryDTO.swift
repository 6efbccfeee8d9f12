import Foundation

struct ContestEntryDTO: Decodable, Identifiable {
    let id: String
    let contestID: String
    let photoURL: URL
    let voteCount: Int
}
