import AVFoundation

enum PlayerFeature {
    case audio
    case video

    final class BufferingService {
        func warmUp() {}
    }

    @MainActor
    final class ViewModel {
        private let buffering = BufferingService()
        private let playlist = PlayerFeature.PlaylistRepository()

        func play() {
            buffering.warmUp()
            playlist.advance()
        }
    }

    final class PlaylistRepository {
        func advance() {}
    }
}

final class DownloadManager {
    static let shared = DownloadManager()

    final class Task {
        let url: URL
        private let retryPolicyProvider = RetryPolicyProvider()

        init(url: URL) {
            self.url = url
        }

        func cancel() {
            DownloadManager.shared.remove(self)
        }

        final class RetryPolicyProvider {}

        final class ChunkWriter {
            func finish(_ task: Task) {
                DownloadManager.shared.remove(task)
                _ = DownloadManager.Task.RetryPolicyProvider()
            }
        }
    }

    func remove(_ task: Task) {}
}
