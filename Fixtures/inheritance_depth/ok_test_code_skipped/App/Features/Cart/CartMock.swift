import UIKit
import XCTest

final class CartMockViewController: BaseViewController {
}
