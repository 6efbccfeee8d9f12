import UIKit

protocol ProfileProviding {
    var profile: Profile! { get }
}

final class ProfileViewController: UIViewController {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet weak var avatar: UIKit.UIImageView!
    var handlers: [String: () -> Void]!
    var completion: ((Bool) -> Void)!
    var first: Int!, second: String!
    var tags: Set<String>!
    var provider: (any ProfileProviding & AnyObject)!
    var lookup: [Int]?!
    static var shared: ProfileViewController!

    init!(coder: NSCoder, name: String!) {
        super.init(coder: coder)
    }

    init?(identifier: Int!) {
        nil
    }

    func load(_ id: Int!, named name: String!) -> Profile! {
        nil
    }

    func map<T>(_ value: T!, transform: (T) -> Profile!) -> Profile! {
        nil
    }

    func configure(
        title: String!,
        @ViewBuilder content: () -> Content!,
        count: Int! = nil
    ) -> Void! {}

    subscript(index: Int!) -> Profile! {
        nil
    }

    static func ==(lhs: ProfileViewController!, rhs: ProfileViewController!) -> Bool {
        lhs === rhs
    }

    func cast(_ value: Any) -> Bool {
        let isProfile = value is Profile!
        let profile = value as? Profile!
        return isProfile && profile != nil
    }
}
