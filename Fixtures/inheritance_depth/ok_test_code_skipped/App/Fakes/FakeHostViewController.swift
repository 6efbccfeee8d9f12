import UIKit
import XCTest

final class FakeHostViewController: BaseViewController {
}
