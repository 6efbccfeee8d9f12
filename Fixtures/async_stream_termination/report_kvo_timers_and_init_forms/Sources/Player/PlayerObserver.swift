import AVFoundation

final class PlayerObserver {
    private let player: AVPlayer

    init(player: AVPlayer) {
        self.player = player
    }

    var rates: AsyncStream<Float> {
        AsyncStream<Float>.init { continuation in
            let observation = player.observe(\.rate, options: [.initial, .new]) { player, _ in
                continuation.yield(player.rate)
            }
            _ = observation
        }
    }

    func progress() -> AsyncStream<Double> {
        AsyncStream(Double.self) { continuation in
            player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) { time in
                continuation.yield(time.seconds)
            }
        }
    }
}
