@MainActor
class FakeSessionViewModel {}
