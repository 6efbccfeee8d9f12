extension TimelineView_Previews: TestablePreview {}
extension TimelineCompact: TestablePreview {}
