import Foundation

extension PlanDTO {
    enum CodingKeys: String, CodingKey {
        case planID = "planId"
        case seatCount
    }
}
