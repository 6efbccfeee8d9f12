import SwiftUI
import MapKit

// UIViewRepresentable is protocol-like ("Representable"), never a superclass: depth 0.
class MapBridge: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView { MKMapView() }
    func updateUIView(_ uiView: MKMapView, context: Context) {}
}

// Depth 1.
final class ClusteredMapBridge: MapBridge {}

// UITableViewDiffableDataSource ends in "DataSource" and is not declared here: protocol-like.
class InboxDataSource: UITableViewDiffableDataSource<Int, String> {}
final class ArchivedInboxDataSource: InboxDataSource {}

// Third-party base class, not configured as external: counts as a protocol (depth 0).
class ChartHostView: LineChartView {}
final class PriceChartHostView: ChartHostView {}
