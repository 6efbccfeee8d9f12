import Foundation

protocol TypographyServicing {
    func availableFonts() -> [String]
}

@MainActor
final class ReaderSettingsViewModel {
    @Preference(storage: PreferenceStorage.shared, key: "reader.fontSize", defaultValue: 17)
    var fontSize: Double

    @Preference(storage: PreferenceStorage(suite: "group.com.example.reader"), key: "reader.theme", defaultValue: "sepia")
    var theme: String

    @Cached(
        loader: RemoteConfigLoader(endpoint: "reader-flags"),
        ttl: 3_600
    )
    var flags: [String: Bool]

    @available(*, deprecated, message: "Inject TypographyService() through init instead")
    var legacyFontName: String { "Georgia" }

    private let typography: TypographyServicing

    init(typography: TypographyServicing) {
        self.typography = typography
    }

    func fonts() -> [String] {
        typography.availableFonts()
    }
}
