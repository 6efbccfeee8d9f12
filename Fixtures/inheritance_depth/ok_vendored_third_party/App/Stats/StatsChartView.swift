import UIKit
import Charts

// Depth 0 (unconfigured third-party base), and its subclass depth 1.
class StatsChartView: LineChartView {}
final class WeeklyStatsChartView: StatsChartView {}
