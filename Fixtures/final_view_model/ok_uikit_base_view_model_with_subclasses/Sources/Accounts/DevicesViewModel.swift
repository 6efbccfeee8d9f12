import UIKit

@MainActor
final class DevicesViewModel: BaseTableViewModel {}
