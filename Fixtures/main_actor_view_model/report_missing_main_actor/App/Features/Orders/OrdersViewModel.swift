import Foundation

/// Loads the order history. Called from `OrdersViewController`.
public final class OrdersViewModel {
    public private(set) var orders: [String] = []
    public var onChange: (() -> Void)?

    public func reload(with orders: [String]) {
        self.orders = orders
        onChange?()
    }
}
