import SwiftUI

func scroll(_ proxy: ScrollViewProxy) {
    proxy.scrollTo(1)
}
