import Foundation
import os

final class RideService {
    private let session: URLSession
    private let baseURL: URL
    private let logger = Logger(subsystem: "com.example.rides", category: String(describing: RideService.self))
    private var polling = PollingState()

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func requestRide(_ body: RideRequestBody) async throws -> RideDTO {
        var request = URLRequest(url: baseURL.appendingPathComponent("rides"))
        request.httpMethod = "POST"
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        request.httpBody = try encoder.encode(body)
        let (data, _) = try await session.data(for: request)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        let ride = try decoder.decode(RideDTO.self, from: data)
        polling.lastRideID = ride.id
        logger.info("ride \(ride.id, privacy: .public) requested")
        return ride
    }

    func driverLocation(rideID: String) async throws -> DriverLocationDTO {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("rides/\(rideID)/driver"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let stateKey = ObjectIdentifier(PollingState.self)
        logger.debug("polling key \(String(describing: stateKey))")
        return try decoder.decode(DriverLocationDTO.self, from: data)
    }
}
