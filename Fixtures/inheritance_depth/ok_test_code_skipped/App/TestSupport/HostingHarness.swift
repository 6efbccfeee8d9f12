import UIKit
import XCTest

final class HostingHarnessViewController: BaseViewController {
}
