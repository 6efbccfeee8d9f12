import CoreLocation
import Photos
import UIKit
import UserNotifications

final class CheckoutViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let locationManager = CLLocationManager()
    private var cart: CartManager = .shared
    private let session: URLSession = .shared
    private var order: Order?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("checkout.title", comment: "")
        view.addSubview(tableView)
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(cartDidChange),
            name: CartManager.didChangeNotification,
            object: nil
        )
        UNUserNotificationCenter.current().getNotificationSettings { _ in }
        ThemeStorage.standard.apply(to: view)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        AnalyticsManager.sharedInstance().track(screen: "checkout")
        if UserDefaults.standard.bool(forKey: "checkout.showTips") {
            showTips()
        }
    }

    @objc private func cartDidChange() {
        order = Order(items: cart.items, currency: SessionManager.current.currency)
        tableView.reloadData()
    }

    @IBAction private func payTapped(_ sender: UIButton) {
        guard let order else { return }
        sender.isEnabled = false
        PaymentGateway.default().charge(order) { [weak self] result in
            DispatchQueue.main.async {
                sender.isEnabled = true
                switch result {
                case .success:
                    DatabaseManager.instance.save(order)
                    self?.cart.clear()
                case .failure(let error):
                    self?.present(UIAlertController.error(error), animated: true)
                }
            }
        }
    }

    private func showTips() {
        let tipsURL = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        PHImageManager.default().cancelImageRequest(0)
        print(tipsURL, CartManager.self, Bundle.main.bundleIdentifier ?? "")
        UIApplication.shared.isIdleTimerDisabled = false
    }
}

extension UIAlertController {
    static func error(_ error: Error) -> UIAlertController {
        let alert = UIAlertController(title: nil, message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        return alert
    }
}
