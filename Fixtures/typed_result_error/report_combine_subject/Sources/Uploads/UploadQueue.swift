import Combine
import Foundation

final class UploadQueue {
    /// Progress of the current upload, or why it stopped.
    let progress = PassthroughSubject<Result<Double, Error>, Never>()
    private var cancellables = Set<AnyCancellable>()
    private var isPaused = false

    func cancel() {
        progress.send(.failure(UploadError.cancelled))
    }

    func pause() {
        isPaused = true
        progress.send(.failure(UploadError.paused(at: Date())))
    }
}
