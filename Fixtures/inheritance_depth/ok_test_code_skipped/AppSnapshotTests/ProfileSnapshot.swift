import UIKit
import XCTest

final class ProfileSnapshotViewController: BaseViewController {
}
