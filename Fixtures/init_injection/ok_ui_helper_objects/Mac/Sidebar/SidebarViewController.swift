import AppKit

final class SidebarViewController: NSViewController {
    private let outlineDataSource = SidebarOutlineDataSource()
}
