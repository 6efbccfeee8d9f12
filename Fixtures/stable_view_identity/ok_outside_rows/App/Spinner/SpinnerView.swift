import SwiftUI

struct SpinnerView: View {
    @State private var selection: Int?
    let values: [Int]

    var body: some View {
        ScrollView {
            ProgressView().id(UUID())
            List {
                Text("static").id(UUID())
            }
            List(selection: $selection) {
                Text("static").id(Date())
            }
            ForEach(values, id: \.self) { value in
                Text("\(value)").id (UUID())
                Text("\(value)").id(value: UUID())
                Text("\(value)").tag(UUID())
            }
            .id(UUID())
        }
    }
}

extension View {
    func id(value: UUID) -> some View { self }
}
