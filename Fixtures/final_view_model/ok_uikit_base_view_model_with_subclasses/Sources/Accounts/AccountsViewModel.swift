import UIKit

@MainActor
final class AccountsViewModel: BaseTableViewModel {}
