import Combine

enum Settings {
	@available(iOS 15.0,
	           macOS 12.0, *)
	public
	class SettingsViewModel: ObservableObject {
		@Published var isDarkMode = false
	}
}

final class AccountViewModel: ObservableObject {
	@Published var name = ""
}