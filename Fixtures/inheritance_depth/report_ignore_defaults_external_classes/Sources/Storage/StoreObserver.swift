import Foundation

// NSManagedObject stays external even with ignore_defaults: it is an Apple-framework type by its NS prefix.
class StoreObserver: NSManagedObject {
    var token: NSObjectProtocol?
}

final class ArticleStoreObserver: StoreObserver {
    func start() {
        token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in }
    }
}
