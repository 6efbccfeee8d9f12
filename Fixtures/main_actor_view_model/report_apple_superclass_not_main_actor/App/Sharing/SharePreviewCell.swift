import UIKit

// Near-misses: main-actor Apple superclasses.
final class SharePreviewCell: UICollectionViewCell, ObservableObject {
    @Published var isHighlightedForShare = false
}

final class ShareSheetViewModel: UIViewController {}
