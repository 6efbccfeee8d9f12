import Foundation
import Combine

class BaseStore: ObservableObject {
    @Published var isSyncing = false
}
