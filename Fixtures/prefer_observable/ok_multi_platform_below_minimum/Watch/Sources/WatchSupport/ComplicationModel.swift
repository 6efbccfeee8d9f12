import Combine

final class ComplicationModel: ObservableObject {
    @Published var value = 0
}
