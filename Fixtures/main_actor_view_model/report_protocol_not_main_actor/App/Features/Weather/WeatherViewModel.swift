import Foundation

final class WeatherViewModel: ObservableObject, Refreshable {
    @Published var temperature = 0.0
    func refresh() async {}
}

final class ForecastViewModel: ViewModelInput {
    func send(_ action: String) {}
}

final class AlertsViewModel: ViewModelOutput {
    var title: String { "Alerts" }
}

// Near-miss: LoadingViewModel is @MainActor.
final class RadarViewModel: LoadingViewModel {
    var isLoading = false
    func refresh() async {}
}
