import Design
import SwiftUI

public struct GalleryView: View {
    let theme: ThemeProviding

    public init(theme: ThemeProviding) { self.theme = theme }

    public var body: some View { Text("Gallery").foregroundStyle(theme.accent) }
}
