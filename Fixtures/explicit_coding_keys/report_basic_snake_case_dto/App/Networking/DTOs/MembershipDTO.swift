import Foundation

/// One row of `GET /v2/users/{id}/memberships`.
struct MembershipDTO: Decodable, Hashable {
    let teamId: Int
    let roleName: String
    let avatarUrl: URL?
    let joinedAt: Date
    let isOwner: Bool
}
