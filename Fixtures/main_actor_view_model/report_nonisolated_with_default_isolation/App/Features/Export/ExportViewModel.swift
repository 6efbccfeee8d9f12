import Foundation

/// Runs heavy CSV work; opted out of the module's default isolation.
nonisolated final class ExportViewModel: ObservableObject {
    @Published var progress = 0.0
}
