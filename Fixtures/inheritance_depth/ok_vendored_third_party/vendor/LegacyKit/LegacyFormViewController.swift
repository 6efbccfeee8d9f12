import UIKit

class LegacyFormBase: UITableViewController {}
class LegacyFormViewController: LegacyFormBase {}
