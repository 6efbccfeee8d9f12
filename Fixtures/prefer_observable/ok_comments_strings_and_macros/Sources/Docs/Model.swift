import Observation

@Observable
@MainActor
final class Model {
    var value = 0
}
