import UIKit
import SwiftUI

open class CardCell<Content: View>: UICollectionViewCell {
    public func host(_ content: Content) {
        contentConfiguration = UIHostingConfiguration { content }
    }
}

open class ThemedHostingController<Content: View>: SwiftUI.UIHostingController<Content> {}
