import SwiftUI

final class Coordinator {
    var proxy: ScrollViewProxy?
    var forced: ScrollViewProxy!

    func reveal(_ id: Int) {
        proxy?.scrollTo(id)
        forced!.scrollTo(id)
        self.proxy?.scrollTo(id)
        self.forced.scrollTo(id)
    }
}
