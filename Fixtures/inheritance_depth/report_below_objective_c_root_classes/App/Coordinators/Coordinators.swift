import Foundation
import UIKit

class BaseCoordinator: NSObject {
    @objc func close() {}
}

class FlowCoordinator: BaseCoordinator {}

// Two project levels below NSObject: depth 2.
final class OnboardingCoordinator: FlowCoordinator {}

// Another external superclass is a level of its own, not named in the chain.
class BaseCell: UITableViewCell {}

final class ProfileCell: BaseCell {}
