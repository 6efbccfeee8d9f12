import Foundation

// First "ChartRenderer" in byte-wise path order: "Sources/Widgets" < "Sources/charts" ('W' 0x57 < 'c' 0x63).
class ChartRenderer {
    func draw(values: [Double]) -> [CGPoint] {
        values.enumerated().map { CGPoint(x: Double($0.offset), y: $0.element) }
    }
}
