import Foundation

struct EventsService {
    var session: URLSession = .shared
    var baseURL = URL(string: "https://events.example.com/v1")!

    func upcoming() async throws -> [EventDTO] {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("events"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([EventDTO].self, from: data)
    }

    func venue(id: String) async throws -> (VenueDTO, [TicketTierDTO]) {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("venues/\(id)"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return (try decoder.decode(VenueDTO.self, from: data),
                try decoder.decode([TicketTierDTO].self, from: data))
    }
}
