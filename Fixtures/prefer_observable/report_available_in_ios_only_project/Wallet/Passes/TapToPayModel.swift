import Combine
import ProximityReader

@available(iOS 17.0, *)
@MainActor
final class TapToPayModel: ObservableObject {
    @Published var isReaderReady = false
}
