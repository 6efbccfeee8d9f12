import Foundation

@MainActor
final class PinViewModel {
    private let store = PinStore()

    func confirm(_ pin: String) {
        _ = store.save(pin: pin)
    }
}
