import UIKit
import XCTest

final class PreviewFeedViewController: BaseViewController {
}
