import Foundation

final class CartManager {
    static let shared = CartManager()
    static let didChangeNotification = Notification.Name("CartManager.didChange")

    private(set) var items: [CartItem] = []

    func add(_ item: CartItem) {
        items.append(item)
        NotificationCenter.default.post(name: CartManager.didChangeNotification, object: self)
    }

    func clear() {
        items.removeAll()
        CartManager.shared.notifyObservers()
    }

    private func notifyObservers() {
        NotificationCenter.default.post(name: Self.didChangeNotification, object: self)
    }
}

final class SessionManager {
    static var current = SessionManager(currency: "EUR")
    let currency: String

    init(currency: String) {
        self.currency = currency
    }
}

final class PaymentGateway {
    private static let live = PaymentGateway()

    static func `default`() -> PaymentGateway { live }

    func charge(_ order: Order, completion: @escaping (Result<Void, Error>) -> Void) {
        completion(.success(()))
    }
}

final class DatabaseManager {
    static let instance = DatabaseManager()
    func save(_ order: Order) {}
}

final class AnalyticsManager {
    private static let singleton = AnalyticsManager()
    class func sharedInstance() -> AnalyticsManager { singleton }
    func track(screen: String) {}
}

struct ThemeStorage {
    static let standard = ThemeStorage()
    var accentColor: UIColorName = .blue
    func apply(to view: AnyObject) {}
}

enum UIColorName {
    case blue, green
}

struct CartItem {
    let sku: String
    let price: Decimal
}

struct Order {
    let items: [CartItem]
    let currency: String
    var total: Decimal { items.reduce(0) { $0 + $1.price } }
}
