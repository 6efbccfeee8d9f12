import Foundation

struct Session: Codable {
    let token: String
    let expiresAt: Date
}
