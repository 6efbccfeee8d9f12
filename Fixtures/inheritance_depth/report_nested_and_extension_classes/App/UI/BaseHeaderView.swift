import UIKit

class BaseHeaderView: UIView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }
}

class BaseFormCell: UITableViewCell {
    class var reuseIdentifier: String { String(describing: self) }
    static let defaultHeight: CGFloat = 56
}
