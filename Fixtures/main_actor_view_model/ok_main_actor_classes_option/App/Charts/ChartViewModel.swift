import DGCharts

final class ChartViewModel: ChartViewBase {
    var points: [Double] = []
}
