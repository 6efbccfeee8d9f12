import Foundation

@MainActor
final class SpeedtestViewModel {
    private(set) var mbps: Double = 0

    func run() async {
        mbps = await BandwidthMeasurementService().measure()
    }
}

struct BandwidthMeasurementService {
    func measure() async -> Double { 0 }
}
