import UIKit

final class FeedCell: UITableViewCell {
    let label = UILabel()
    var text = ""

    func configure() {
        label.accessibilityIdentifier = "feed cell label"
        label.font = UIFont(name: "Avenir Next", size: 14)
        let image = UIImage(named: "Feed Placeholder")
        let storyboard = UIStoryboard(name: "Main Feed", bundle: nil)
        let menu = NSMenu(title: "Feed Actions")
        text = "Loading feed"
        title = "Feed"
        let title = "Latest posts"
        setTitle("Reload", for: .normal)
        label.setTitle(title: "Reload")
        let item = MyKit.UIAlertAction(title: "Custom", style: .default)
        print(image as Any, storyboard, menu, title, item)
    }

    func setTitle(_ title: String, for state: UIControl.State) {}
}

extension FeedViewController {
    func update() {
        title = "Feed"
    }
}

final class FeedViewController: UIViewController {
    struct Header {
        var title = ""
        mutating func update() {
            title = "Header"
        }
    }
}
