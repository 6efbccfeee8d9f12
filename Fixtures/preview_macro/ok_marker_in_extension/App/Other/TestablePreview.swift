protocol TestablePreview {}
