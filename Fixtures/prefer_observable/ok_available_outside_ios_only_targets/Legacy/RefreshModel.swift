import Combine

@available(iOS, deprecated: 17)
final class RefreshModel: ObservableObject {
    @Published var isRefreshing = false
}

@available(macOS 14, *)
final class DesktopModel: ObservableObject {
    @Published var windows = 0
}
