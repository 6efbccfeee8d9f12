import UIKit

final class GalleryViewController: UICollectionViewController {
    private let thumbnails: ResourceLoader<UIImage> = .init(decode: UIImage.init(data:))
    private let pages: PageFetcher<GalleryItem, [String: Int]> = .init()
    private let recentPages: PageFetcher<GalleryItem, Array<Int>> = .init()
    private let imageCache: NSCache<NSURL, UIImage> = .init()
    private var selection: Set<GalleryItem> = .init()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        pages.reset()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        pages.items.count
    }
}
