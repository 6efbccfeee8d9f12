import UIKit

func makeActions(for controller: UIViewController, count: Int) {
    let alert = UIAlertController(title: "Delete account?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let sheet = UIKit.UIAlertController(title: nil, message: "Choose a photo", preferredStyle: .actionSheet)
    let explicit = UIAlertController.init(title: "Sign out?", message: nil, preferredStyle: .alert)
    let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
    let menu = UIMenu(title: "Sort by", children: [
        UIAction(title: "Newest first", subtitle: "\(count) posts", image: nil) { _ in },
        UICommand(title: "Oldest first", action: #selector(UIResponder.becomeFirstResponder)),
        UIKeyCommand(title: "Refresh", action: #selector(UIResponder.becomeFirstResponder), input: "r"),
    ])
    let swipe = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) }
    let custom = UIAccessibilityCustomAction(name: "Mark as read") { _ in true }
    let shortcut = UIApplicationShortcutItem(type: "compose", localizedTitle: "New post", localizedSubtitle: "Write something", icon: nil)
    print(sheet, explicit, item, menu, swipe, custom, shortcut)
}
