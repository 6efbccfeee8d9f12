import CoreBluetooth
import UIKit

// CoreBluetooth calls its delegate on the queue given to the manager: not a main-actor protocol.
final class BluetoothPermissionViewModel: NSObject, ObservableObject, CBCentralManagerDelegate {
    @Published var isAuthorized = false

    func centralManagerDidUpdateState(_ central: CBCentralManager) {}
}

// A project protocol with a UIKit-like name is judged by its own declaration.
protocol UIRefreshDelegate: AnyObject {
    func refresh()
}

final class FeedRefreshViewModel: UIRefreshDelegate {
    func refresh() {}
}

// Near-miss: UIKit's UICollectionViewDelegate is @MainActor.
final class GalleryViewModel: NSObject, UICollectionViewDelegate {}
