import SwiftUI
import Domain
import DataKit
import Combine
import os.log

struct Screen {
    let order: Order
}
