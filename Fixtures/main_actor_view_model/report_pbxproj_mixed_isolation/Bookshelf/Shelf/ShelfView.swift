import SwiftUI

struct ShelfView: View {
    @ObservedObject var viewModel: ShelfViewModel

    var body: some View {
        List(viewModel.books, id: \.self) { Text($0) }
    }
}
