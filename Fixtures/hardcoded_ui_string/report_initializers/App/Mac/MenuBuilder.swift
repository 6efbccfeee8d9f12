import AppKit

func makeMenuItem() -> NSMenuItem {
    NSMenuItem(title: "Open Recent", action: nil, keyEquivalent: "o")
}
