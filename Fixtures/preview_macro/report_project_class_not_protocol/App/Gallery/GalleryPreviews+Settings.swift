extension GalleryPreviews: Sendable {}
