import Foundation

// NumberFormatter is not declared in the project and ends in "Formatter": an Apple-framework type.
class AppNumberFormatter: NumberFormatter {
    override init() {
        super.init()
        locale = .autoupdatingCurrent
        numberStyle = .decimal
    }

    required init?(coder: NSCoder) { nil }
}

final class PriceFormatter: AppNumberFormatter {
    init(currencyCode: String) {
        super.init()
        numberStyle = .currency
        self.currencyCode = currencyCode
    }

    required init?(coder: NSCoder) { nil }
}
