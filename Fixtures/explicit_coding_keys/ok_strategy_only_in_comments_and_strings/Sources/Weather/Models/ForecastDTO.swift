import Foundation

/// Hourly forecast.
///
/// - Note: the provider sends camelCase, so do NOT set
///   `decoder.keyDecodingStrategy = .convertFromSnakeCase` for this type.
public struct ForecastDTO: Decodable, Sendable {
    public let stationID: String
    public let hourlyUVIndex: [Double]
    public let radarURL: URL?
}

public struct AlertDTO: Decodable, Sendable {
    public let alertID: String
    public let severity: String
}

public struct AirQualityDTO: Decodable, Sendable {
    public let pm25: Double
    public let sensorID: String
}

public struct PollenDTO: Codable, Sendable {
    public let regionID: String
    public let level: Int
}
