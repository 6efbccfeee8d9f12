import Combine

@available(iOS 17.0, *)
final class ActivityModel: ObservableObject {
    @Published var progress = 0.0
}

@available(iOS, introduced: 17)
@MainActor
final class WidgetRefreshModel:
    ObservableObject
{
    @Published var lastRun: Date?
}

@available(iOS 16, *)
final class LegacyTimerModel: ObservableObject {
    @Published var remaining = 0
}
