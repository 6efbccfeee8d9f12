import Foundation

extension NCRoomsManager {
    func joinFederatedRoom(_ token: String) {
        let account = NCDatabaseManager.sharedInstance().activeAccount()
        let api = NCAPIController.sharedInstance()
        api.joinRoom(token, for: account)
    }
}
