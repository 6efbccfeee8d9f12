import UIKit

// Resolves to the first ChartRenderer in path order (Sources/Widgets/…, depth 0), so depth 1.
// A case-insensitive path sort would pick Sources/charts/… and wrongly make this depth 2.
final class BarChartRenderer: ChartRenderer {
    let barWidth: CGFloat = 8
}
