import Foundation

/**
 Shows help articles.

 ```swift
 let viewModel = HelpCenterViewModel(articles: ArticleRepository())
 HelpAnalyticsService.shared.track("opened")
 ```
 */
@MainActor
final class HelpCenterViewModel {
    /// Injected; never write `ArticleRepository()` or `ArticleRepository.shared` here.
    private let articles: ArticleProviding
    // he said "don't call SupportChatClient.shared
    private var query = ""

    /* Outer comment /* inner: let cache = HelpCacheStorage() */ still outer:
       let legacy = LegacyHelpAPI.shared "unbalanced quote
    */

    init(articles: ArticleProviding) {
        self.articles = articles
    }

    let faqTitle = "// FAQService() is not a comment here, and not code"
    let escapedInterpolation = "Type \\(ArticleRepository()) to see a literal backslash"
    let rawTemplate = #"Use \(HelpCacheStorage.shared) in templates, "quoted" too"#

    func markdownTemplate() -> String {
        #"""
        ## Troubleshooting
        1. Call `SupportChatClient.shared.reconnect()` \(LegacyHelpAPI())
        2. "Restart" the app.
        """#
    }

    func plainTemplate() -> String {
        """
        Contact us: support@example.com
        Reference: SupportChatClient.default() /* not a comment */ // nor this
        Escaped: \\(HelpCacheStorage())
        """
    }

    func search(_ text: String) async -> [String] {
        query = text
        let slashCommand = #/^/help (\w+)Manager\.shared$/#
        let legacyCall = /ArticleRepository.shared.search/
        if text.contains(slashCommand) || text.contains(legacyCall) {
            return []
        }
        return await articles.search(query) // results from ArticleRepository.shared cache
    }
}

protocol ArticleProviding {
    func search(_ query: String) async -> [String]
}
