import Location

/// In production this is a CoreLocationProvider; see `CoreLocationProvider` in Location.
public final class WeatherService {
    private let locations: LocationProviding
    // CoreLocationProvider() is injected by the app.
    private let source = "CoreLocationProvider"
    private let pattern = #/CoreLocationProvider/#

    public init(locations: LocationProviding) { self.locations = locations }
}
