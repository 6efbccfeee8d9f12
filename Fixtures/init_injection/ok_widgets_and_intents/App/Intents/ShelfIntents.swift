import AppIntents

struct ShelfEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static var defaultQuery = ShelfQuery()

    let id: String
    let name: String
    private let counter = ShelfCountService()

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct ShelfQuery: EntityQuery {
    private let repository = ShelfRepository()

    func entities(for identifiers: [String]) async throws -> [ShelfEntity] {
        try await ShelfRepository().shelves(ids: identifiers)
    }
}

struct ShelfOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] {
        try await ShelfRepository.shared.shelfNames()
    }
}

struct SelectShelfIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Shelf"

    @Parameter(title: "Shelf", optionsProvider: ShelfOptionsProvider())
    var shelf: String?
}

struct AddBookIntent: AppIntent {
    static var title: LocalizedStringResource = "Add Book"

    @Parameter(title: "Title")
    var bookTitle: String

    private let library = LibraryService()

    func perform() async throws -> some IntentResult {
        try await LibraryService.shared.add(title: bookTitle)
        return .result()
    }
}

@available(iOS 18.0, *)
struct ToggleTimerIntent: SetValueIntent, ControlConfigurationIntent {
    static var title: LocalizedStringResource = "Toggle Timer"

    @Parameter(title: "Running")
    var value: Bool

    func perform() async throws -> some IntentResult {
        ReadingTimerManager.shared.isRunning = value
        return .result()
    }
}

struct BookshelfShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: AddBookIntent(), phrases: ["Add a book to \(.applicationName)"], shortTitle: "Add Book", systemImageName: "book")
    }

    private let catalog = ShortcutCatalogService()
}
