import Foundation
import Observation

@Observable
final class TimelineViewModel {
    var days: [Date] = []
}

final class TimelineFilterViewModel: ObservableObject {
    @Published var showsArchived = false
}
