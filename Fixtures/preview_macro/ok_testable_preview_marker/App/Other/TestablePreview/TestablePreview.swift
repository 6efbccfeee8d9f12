/// Snapshot tests enumerate every PreviewProvider adopting this marker.
protocol TestablePreview {}
