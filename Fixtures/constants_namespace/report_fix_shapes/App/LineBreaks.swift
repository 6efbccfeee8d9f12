import Foundation

struct Strings {
	static let title = "Title"
	private init() {}
}

final class Sizes {
	static let large = 24
}
