import SwiftUI

struct BookCover {
    let isbn: String
    private let coverLoader = CoverImageLoader()

    var body: some View {
        AsyncImage(url: coverLoader.url(for: isbn))
    }
}

struct LibraryScreen {
    private let repository = BookRepository()

    var body: some View {
        List(repository.books, id: \.self) { Text($0) }
    }
}
