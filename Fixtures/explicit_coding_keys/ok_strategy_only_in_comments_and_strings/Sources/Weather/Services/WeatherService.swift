import Foundation
import os

public struct WeatherSettings: Sendable {
    public var convertFromSnakeCaseEnabled = false
    public init() {}
}

public final class WeatherService: Sendable {
    private let session: URLSession
    private let settings: WeatherSettings
    private let logger = Logger(subsystem: "com.example.weather", category: "network")

    /// Matches an accidental snake-case configuration in remote debug scripts.
    static let snakeCaseAudit = #/keyDecodingStrategy\s*=\s*\.convertFromSnakeCase/#
    static let legacyAudit = /\.convertFromSnakeCase\b/

    public init(session: URLSession = .shared, settings: WeatherSettings = WeatherSettings()) {
        self.session = session
        self.settings = settings
    }

    public func forecast(at url: URL) async throws -> ForecastDTO {
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        // decoder.keyDecodingStrategy = .convertFromSnakeCase  (removed in 4.2, provider moved to camelCase)
        return try decoder.decode(ForecastDTO.self, from: data)
    }

    public func alerts(at url: URL) async throws -> [AlertDTO] {
        let (data, _) = try await session.data(from: url)
        /* Historical note:
           /* v1 */ decoder.keyDecodingStrategy = .convertFromSnakeCase
        */
        logger.debug("decoding alerts without .convertFromSnakeCase")
        return try JSONDecoder().decode([AlertDTO].self, from: data)
    }

    public func airQuality(at url: URL) async throws -> AirQualityDTO {
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        if settings.convertFromSnakeCaseEnabled {
            logger.notice("""
                The flag is ignored: this endpoint never uses
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                """)
        }
        let hint = #"use ".convertFromSnakeCase" only for the v1 endpoints"#
        logger.debug("\(hint, privacy: .public)")
        return try decoder.decode(AirQualityDTO.self, from: data)
    }

    public func uploadPollenReport(_ report: PollenDTO, to url: URL) async throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = try encoder.encode(report)
        let (data, _) = try await session.data(for: request)
        _ = try? JSONDecoder().decode(PollenDTO.self, from: data)
    }

    public func describe() -> String {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        // Legacy path decoded ForecastDTO.self and [AlertDTO].self here.
        return "snake-case decoder for PollenDTO.self: \(decoder.keyDecodingStrategy)"
    }
}
