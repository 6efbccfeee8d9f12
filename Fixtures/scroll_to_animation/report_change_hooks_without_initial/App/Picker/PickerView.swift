import SwiftUI

struct PickerView: View {
    @Binding var selected: Int

    var body: some View {
        ScrollViewReader { proxy in
            List(0..<100, id: \.self) { Text("\($0)") }
                .onChange(of: selected) { proxy.scrollTo(selected) }
                .onChange(of: selected, initial: false) { proxy.scrollTo(selected) }
                .onReceive(timer) { _ in proxy.scrollTo(0) }
        }
    }
}
