import Combine
import Observation

#if canImport(Observation)
@MainActor
@Observable
final class ComposerModel {
    var draft = ""
}
#else
@MainActor
final class ComposerModel: ObservableObject {
    @Published var draft = ""
}
#endif

