import UIKit

final class LoginView: UIView {
    private let headline = UILabel()
    private let field = UITextField()
    private var footer: UILabel?

    func configure(search: UISearchBar, item: UINavigationItem, cell: UITableViewCell) {
        headline.text = "Welcome back"
        self.field.placeholder = "Email address"
        footer?.accessibilityLabel = "Terms of service"
        search.prompt = "Find a server"
        item.backButtonTitle = "Back"; item.title = "Sign in"
        cell.textLabel?.text = "Forgot password?"
        headline.accessibilityHint = "Double tap to edit"
        field.accessibilityValue = "Empty"
    }
}
