import AppKit

final class PreferencesPane {
    let field = NSTextField()
    let alert = NSAlert()

    func configure(content: UIListContentConfiguration) {
        field.stringValue = "Account"
        field.placeholderString = "Your name"
        field.toolTip = "Shown in the sidebar"
        alert.messageText = "Quit now?"
        alert.informativeText = "Unsaved changes are lost."
        var config = content
        config.secondaryText = "Signed out"
        config.subtitle = "Since yesterday"
    }
}
