import SwiftUI

struct Timeline {
    func scrollToEnd(_ proxy: ScrollViewProxy, animated: Bool) {
        if animated {
            withAnimation { proxy.scrollTo("end") }
        } else {
            proxy.scrollTo("end")
        }
    }
}
