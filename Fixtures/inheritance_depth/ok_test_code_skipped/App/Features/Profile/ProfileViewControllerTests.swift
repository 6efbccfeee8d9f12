import UIKit
import XCTest

final class ProfileViewControllerHarness: BaseViewController {
}
