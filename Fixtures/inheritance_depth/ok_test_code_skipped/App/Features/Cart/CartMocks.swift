import UIKit
import XCTest

final class CartMocksViewController: BaseViewController {
}
