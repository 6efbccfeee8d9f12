import SwiftUI

/// A gallery screen shipped in debug builds, not a PreviewProvider.
struct ComponentPreviews: View {
    let client = CatalogClient.shared

    var body: some View { Text("Gallery") }
}

protocol CatalogPreviewing {
    static var sample: CatalogClient { get }
}
