import Observation

@Observable
final class ObservableScreen {
    var title = ""
}

struct ObservableObjectBox {
    let wrapped: any ObservableObject
}
