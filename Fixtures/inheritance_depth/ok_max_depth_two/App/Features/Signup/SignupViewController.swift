import UIKit

// Depth 2: SignupViewController → FormViewController → UITableViewController (external, one level).
final class SignupViewController: FormViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        fields = ["email", "password"]
    }
}

// Subclassing ValidatingFormViewController would be depth 3 and reported,
// so the address form composes one instead (depth 1).
final class AddressFormViewController: UIViewController {
    private let form = ValidatingFormViewController(style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(form)
        view.addSubview(form.view)
        form.didMove(toParent: self)
    }
}
