import UIKit

func configure(button: UIButton, segments: UISegmentedControl, alert: UIAlertView) {
    button.setTitle("Sign in", for: .normal)
    segments.setTitle("Week", forSegmentAt: 1)
    segments.insertSegment(withTitle: "Month", at: 2, animated: false)
    alert.addButton(withTitle: "OK")
}
