import Foundation

@MainActor
final class ComposeViewModel {
    private(set) var keyboardHeight: CGFloat = 0
    private let keyboard: KeyboardClient

    init(keyboard: KeyboardClient) {
        self.keyboard = keyboard
    }

    func onAppear() async {
        for await height in keyboard.heights() {
            keyboardHeight = height
        }
    }
}
