// "Hammock" ends in "mock", not "Mock": folder names compare case-sensitively.
final class HammockViewModel {
    let service = WeatherService()
}
