import UIKit
import XCTest

final class WindowHelperViewController: BaseViewController {
}
