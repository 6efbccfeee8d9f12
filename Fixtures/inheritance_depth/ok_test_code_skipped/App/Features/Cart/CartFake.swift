import UIKit
import XCTest

final class CartFakeViewController: BaseViewController {
}
