import SwiftUI

protocol PreviewCatalog: PreviewProvider {
    static var title: String { get }
}

struct Gallery: PreviewCatalog {
    static let title = "Gallery"
    static var previews: some View { Text(title) }
}
