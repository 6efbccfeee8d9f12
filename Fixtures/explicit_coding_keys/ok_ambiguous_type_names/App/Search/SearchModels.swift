import Foundation

enum SearchAPI {
    struct Response: Decodable {
        let resultIDs: [String]
    }
}
