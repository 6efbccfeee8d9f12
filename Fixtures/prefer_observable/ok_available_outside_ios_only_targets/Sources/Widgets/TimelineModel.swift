import Combine

@available(iOS 17, macOS 14, *)
final class TimelineModel: ObservableObject {
    @Published var entries: [Date] = []
}

@available(iOS, deprecated: 17, message: "Use TimelineModel")
final class LegacyTimelineModel: ObservableObject {
    @Published var entries: [Date] = []
}
