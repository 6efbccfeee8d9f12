import SwiftUI

struct GalleryView: View {
    let albumID: String
    var endpoint = URL(string: "https://photos.example.com/v2")!

    @State private var photos: [PhotoDTO] = []
    @State private var selectedPhotoID: PhotoDTO.ID?
    @State private var loadError: String?

    private let columns = [GridItem(.adaptive(minimum: 96), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(photos) { photo in
                    AsyncImage(url: photo.thumbnailUrl) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        Color.gray.opacity(0.2)
                    }
                    .frame(height: 96)
                    .clipped()
                    .onTapGesture { selectedPhotoID = photo.id }
                }
            }
        }
        .overlay {
            if let loadError {
                ContentUnavailableView("Couldn't load album", systemImage: "photo", description: Text(loadError))
            }
        }
        .task(id: albumID) {
            do {
                let url = endpoint.appendingPathComponent("albums/\(albumID)/photos")
                let (data, _) = try await URLSession.shared.data(from: url)
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                photos = try decoder.decode([PhotoDTO].self, from: data)
            } catch {
                loadError = error.localizedDescription
            }
        }
        .navigationTitle("Album")
    }
}

#Preview {
    NavigationStack {
        GalleryView(albumID: "preview")
    }
}
