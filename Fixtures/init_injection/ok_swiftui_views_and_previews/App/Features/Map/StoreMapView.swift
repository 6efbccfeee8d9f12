import MapKit
import SwiftUI
import UIKit

struct StoreMapView: UIViewRepresentable {
    private let locator = StoreLocatorService()

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.addAnnotations(locator.annotations())
        return map
    }

    func updateUIView(_ uiView: MKMapView, context: Context) {
        LocationPermissionManager.shared.requestIfNeeded()
    }
}

struct DocumentScannerView: UIViewControllerRepresentable {
    let scanStorage = ScanStorage()

    func makeUIViewController(context: Context) -> UIViewController {
        UIViewController()
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

/// Screens share a themed chrome; every conformer is a SwiftUI view.
protocol ThemedScreen: View {
    var title: String { get }
}

struct SettingsScreen: ThemedScreen {
    let title = "Settings"
    private let settings = SettingsRepository()

    var body: some View {
        Form { Toggle("Sync", isOn: .constant(settings.syncEnabled)) }
    }
}
