import UIKit

open class ChartViewBase: UIView {}
open class BarLineChartViewBase: ChartViewBase {}
open class LineChartView: BarLineChartViewBase {}
