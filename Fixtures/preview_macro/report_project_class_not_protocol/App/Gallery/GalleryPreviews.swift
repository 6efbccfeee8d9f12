import SwiftUI

final class GalleryPreviews: PreviewHost, PreviewProvider {
    static var previews: some View { Text("Gallery") }
}
