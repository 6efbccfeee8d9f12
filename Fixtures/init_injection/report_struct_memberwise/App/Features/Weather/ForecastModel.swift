import Foundation

/// Memberwise init injects every `var` below; only `let` constants with values and method bodies are internal.
struct ForecastModel {
    var client = WeatherClient()
    lazy var locationProvider = LocationProvider()
    let units = UnitPreferenceStorage()
    var lastUpdated: Date?
    var cityName: String { "Lisbon" }

    mutating func refresh() async throws {
        let forecast = try await client.forecast(for: locationProvider.lastKnownLocation)
        lastUpdated = forecast.issuedAt
        ForecastHistoryRepository().append(forecast)
    }
}

/// Declares its own init, so there is no memberwise init: its `var` values are internal constructions.
struct RadarModel {
    var tileLoader = RadarTileLoader()
    var zoom: Double

    init(zoom: Double) {
        self.zoom = zoom
    }
}

/// An init added in an extension keeps the memberwise init, so the `var` stays injectable.
struct AlertsModel {
    var alertsService = WeatherAlertsService()
}

extension AlertsModel {
    init(region: String) {
        self.init(alertsService: WeatherAlertsService(region: region))
    }
}
