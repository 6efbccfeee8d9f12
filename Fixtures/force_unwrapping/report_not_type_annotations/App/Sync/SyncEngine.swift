import Foundation

final class SyncEngine: Engine {
    var token: String?
    var retries: Int?

    init(session: Session?) {
        super.init(session: session!)
    }

    convenience init(other: SyncEngine?) {
        self.init(session: other!.session)
    }

    func start(limit: Int = Defaults.limit!, fallback: Int = Defaults.ready ? Defaults.first! : Defaults.second!) {
        let headers = ["Authorization": token!, "Retry": String(retries!)]
        upload(headers: headers, count: retries!)
        let value = Defaults.ready ? token! : token!.lowercased()
        retries! = 3
        switch state {
        case .idle: token!.removeAll()
        default: print(token!)
        }
        let engine = SyncEngine.init(session: Session.current!)
        print(value, headers, engine as Engine)
    }
}
