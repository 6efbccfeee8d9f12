import Combine

final class ProgressModel: ObservableObject {
    @Published var done = 0
}
