import UIKit
import XCTest

final class PricingABTestViewController: BaseViewController {
}
