import Combine

final class DownloadTracker: ObservableObject {
    @Published var progress: [URL: Double] = [:]
}
