import AppKit

final class PreferencesViewModel: NSViewController {
    var selectedTab = 0
}

final class PreferencesWindowViewModel: NSWindowController, ObservableObject {}

final class CanvasViewModel: NSView {}

final class InspectorWindowViewModel: NSWindow {}

final class MenuResponderViewModel: NSResponder {}
