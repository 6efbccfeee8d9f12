import Foundation

final class SyncCoordinator {
    let writer = SyncCredentialWriter()

    func connect(server: String, password: String) {
        writer.write(password: password, server: server) { ok in
            print("keychain write", ok)
        }
    }
}
