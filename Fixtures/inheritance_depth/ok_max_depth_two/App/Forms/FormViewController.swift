import UIKit

class FormViewController: UITableViewController {
    var fields: [String] = []
}

class ValidatingFormViewController: FormViewController {
    func validate() -> Bool { fields.allSatisfy { !$0.isEmpty } }
}
