import AppKit
import Combine

@MainActor
final class HistoryModel: ObservableObject {
    @Published var items: [String] = []
}
