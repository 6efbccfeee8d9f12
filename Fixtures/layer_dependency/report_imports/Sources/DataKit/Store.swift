import Domain
#if canImport(UIKit)
@testable import UIKit
#else
import SwiftUI
#endif

public struct Store {
    let order: Order
}
