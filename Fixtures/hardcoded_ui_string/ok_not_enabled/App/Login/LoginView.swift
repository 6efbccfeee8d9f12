import UIKit

func configure(_ label: UILabel) {
    label.text = "Welcome back"
}
