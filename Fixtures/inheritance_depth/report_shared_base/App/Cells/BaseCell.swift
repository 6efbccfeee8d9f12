import UIKit

class BaseCell: UITableViewCell {}

// The only class too deep below BaseCell: no other is counted.
final class AvatarCell: BaseCell {}
