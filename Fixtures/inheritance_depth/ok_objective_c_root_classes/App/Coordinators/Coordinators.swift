import Foundation
import UIKit

// rules.md §3 (rev 7): NSObject and NSProxy are depth 0 — adopted for #selector, @objc protocols and
// KVO, not for behaviour — so one project level below them is allowed.
class BaseCoordinator: NSObject {
    @objc func close() {}
}

final class SettingsCoordinator: BaseCoordinator {
    func start() {}
}

class WeakProxy: NSProxy {
    weak var target: NSObjectProtocol?
}

final class DisplayLinkProxy: WeakProxy {}

class KVOObserver: Foundation.NSObject {}

final class PlayerObserver: KVOObserver {}
