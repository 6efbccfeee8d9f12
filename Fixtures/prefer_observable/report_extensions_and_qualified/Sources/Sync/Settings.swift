import Combine

enum Settings {
    final class Model {
        var wifiOnly = true
    }
}

extension Settings.Model: ObservableObject {}
