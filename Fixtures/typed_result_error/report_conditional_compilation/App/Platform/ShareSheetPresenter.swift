#if os(iOS)
import UIKit

final class ShareSheetPresenter {
    func canShare(_ items: [Any]) -> Result<Int, Error> {
        items.isEmpty ? .failure(ShareError.nothingToShare) : .success(items.count)
    }
}
#else
import AppKit

final class ShareSheetPresenter {
    func canShare(_ items: [Any]) -> Result<Int, Error> {
        items.isEmpty ? .failure(ShareError.nothingToShare) : .success(items.count)
    }
}
#endif
