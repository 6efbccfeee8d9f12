import SwiftUI

struct FeedView: View {
    let items: [Item]
    @State private var selection: Int?

    var body: some View {
        VStack {
            ForEach(items, content: { item in
                Text(item.name).id(UUID())
            })
            SwiftUI.ForEach(items) { item in
                Text(item.name).id(UUID())
            }
            ForEach(Array(items.enumerated()), id: \.offset) { pair in
                Text(pair.element.name).id(Date())
            }
            List(items) { item in
                Text(item.name).id(UUID())
            }
            List(items, selection: $selection) { item in
                HStack {
                    Button {
                        print(item)
                    } label: {
                        Text(item.name).id(UUID())
                    }
                }
            }
        }
    }
}
