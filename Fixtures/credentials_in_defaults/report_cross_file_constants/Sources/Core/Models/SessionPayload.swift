import Foundation

struct SessionPayload: Decodable {
    let sessionID: String
    let locale: String
    let theme: String
    let appearance: String
    let refreshedAt: Date
    let onboardingStep: Int
}
