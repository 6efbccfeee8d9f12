import SwiftUI

@main
struct BookshelfApp: App {
    @StateObject private var viewModel = ShelfViewModel()

    var body: some Scene {
        WindowGroup {
            ShelfView(viewModel: viewModel)
        }
    }
}
