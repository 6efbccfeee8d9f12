import Foundation

// Two-class cycle across the same file.
class MarkdownRenderer: HTMLRenderer {}
class HTMLRenderer: MarkdownRenderer {}

// Healthy neighbours: depth 1.
final class NodeCache: NSCache<NSString, NSString> {}
final class RenderQueue: OperationQueue {}
