import Foundation

struct AccountDTO: Decodable, Equatable {
    let accountID: String
    let email: String
    let avatarURL: URL?
    let plan: PlanDTO

    // The decoder converts from snake case first, so the raw values are the
    // converted names ("account_id" -> "accountId").
    enum CodingKeys: String, CodingKey {
        case accountID = "accountId"
        case email
        case avatarURL = "avatarUrl"
        case plan
    }
}

struct PlanDTO: Decodable, Equatable {
    let planID: String
    let seatCount: Int
}
