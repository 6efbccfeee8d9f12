import SwiftUI

func withElementAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withAnimation(animation, body)
}

enum Motion {
    static func perform(_ body: () -> Void) {
        var transaction = Transaction(animation: .easeOut)
        transaction.isContinuous = true
        withTransaction(transaction) { body() }
    }
}

extension View {
    func animated(_ body: () -> Void) {
        withAnimation { body() }
    }
}
