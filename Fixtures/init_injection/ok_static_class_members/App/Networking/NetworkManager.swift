import Foundation

final class NetworkManager {
    static let shared = NetworkManager()
    static var current: NetworkManager { shared }

    private let session: URLSession
    private var reachability = ReachabilityMonitor()

    private init(session: URLSession = .shared) {
        self.session = session
    }

    func cancelAll() {
        session.getAllTasks { tasks in tasks.forEach { $0.cancel() } }
    }

    func resetForLogout() {
        NetworkManager.shared.cancelAll()
        NetworkManager.current.reachability.stop()
    }

    final class Request {
        let path: String

        init(path: String) {
            self.path = path
        }

        func send() {
            NetworkManager.shared.cancelAll()
            let retry = NetworkManager.Request(path: path)
            _ = retry
        }
    }
}

struct ReachabilityMonitor {
    func stop() {}
}

extension NetworkManager {
    static let background = NetworkManager(session: URLSession(configuration: .background(withIdentifier: "sync")))

    func warmUp() {
        _ = NetworkManager.background
        _ = NetworkManager.init(session: .shared)
    }
}
