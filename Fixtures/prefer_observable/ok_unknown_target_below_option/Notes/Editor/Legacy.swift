import Combine

@available(iOS 16.4, *)
final class LegacyModel: ObservableObject {
    @Published var value = 0
}
