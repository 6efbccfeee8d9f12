import Foundation

struct RideDTO: Decodable, Identifiable {
    let id: String
    let driverId: String
    let vehiclePhotoUrl: URL?
    let pickupEta: Date
    let fareCents: Int
    let isHd: Bool
    let co2Grams: Int
}

struct DriverLocationDTO: Decodable {
    let lat: Double
    let lng: Double
    let headingDegrees: Double
}

/// Encoded with .convertToSnakeCase; never decoded.
struct RideRequestBody: Encodable {
    let pickupPlaceID: String
    let dropoffPlaceID: String
    let promoCodeID: String?
}

/// In-memory bookkeeping for the polling loop; not Codable.
struct PollingState {
    var lastRideID: String?
    var retryAfterMS: Int = 500
}
