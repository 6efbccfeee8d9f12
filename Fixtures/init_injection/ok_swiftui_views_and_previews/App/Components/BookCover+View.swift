import SwiftUI

extension BookCover: View {}

extension LibraryScreen: View {
    func refreshable() -> some View {
        body.refreshable { await BookSyncManager.shared.sync() }
    }
}
