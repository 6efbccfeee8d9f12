import UIKit
import XCTest

final class StubbedRootViewController: BaseViewController {
}
