import Foundation
import JournalKit

final class EntriesViewModel: ObservableObject {
    @Published var entries: [Entry] = []
}

@Observable
final class EntryEditorViewModel {
    var text = ""
}
