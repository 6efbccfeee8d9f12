import AppKit

final class SidebarOutlineDataSource: NSObject, NSOutlineViewDataSource {}
