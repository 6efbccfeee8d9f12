import UIKit
import XCTest

final class CartSpecViewController: BaseViewController {
}
