import Foundation
import DesignSystem

final class OrderImageCache: DesignSystem.Cache<URL, Data> {
    static let shared = OrderImageCache()
}
