import Foundation
import MetaCodable

@Codable
struct EventDTO: Decodable, Identifiable {
    let id: String
    @CodedAt("venue_id")
    let venueID: String
    let ticketURL: URL?
}

@Codable
@CodingKeys(.snake_case)
struct VenueDTO: Decodable {
    let venueID: String
    let mapURL: URL?
}

@available(iOS 16.0, *)
@MemberwiseInit
@CodingKeys(.snake_case)
struct TicketTierDTO: Decodable, Hashable {
    let tierID: String
    let priceCents: Int
}
