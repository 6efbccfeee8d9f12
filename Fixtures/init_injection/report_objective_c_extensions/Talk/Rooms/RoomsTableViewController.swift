import UIKit

final class RoomsTableViewController: UITableViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        NCRoomsManager.sharedInstance().updateRoomsAndChats()
        title = NCDatabaseManager.sharedInstance().activeAccount().displayName
    }
}
