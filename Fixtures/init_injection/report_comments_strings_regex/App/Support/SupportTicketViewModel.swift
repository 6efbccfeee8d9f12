import Foundation

/// Builds a support ticket from the current session.
///
/// Usage (do NOT copy this into production code):
///
///     let viewModel = SupportTicketViewModel(service: SupportService())
///     let account = AccountManager.shared.currentAccount
///
/// - Note: Older versions called `DiagnosticsService.shared` directly.
@MainActor
final class SupportTicketViewModel {
    private let service: SupportServicing
    // private let uploader = AttachmentUploadService()
    // TODO: stop calling AccountManager.shared once the session is injected.
    private var draft = TicketDraft()

    /* Disabled while the log uploader is rewritten:
       private let logs = LogUploadManager()
       /* nested: let crash = CrashReportClient.shared */
       private let fallback = LegacyTicketAPI()
    */

    init(service: SupportServicing) {
        self.service = service
    }

    var subject: String {
        "Help with \(AccountManager.shared.currentAccount.plan) plan"
    }

    func ticketBody() -> String {
        """
        Hello Support,

        Steps: open Settings, tap "Reset", then call AccountManager.shared.logout().
        Device: \(DeviceInfoProvider.current.modelName)
        Build: \(Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "unknown")
        Session: (SessionManager.shared is not interpolated here)
        """
    }

    func debugSummary() -> String {
        let raw = #"Logged by DiagnosticsService.shared with "quotes" and \(CrashReportClient()) kept literal"#
        let rawInterpolated = #"Queue depth: \#(UploadQueueManager.shared.pendingCount) items"#
        let nested = "Last sync: \(SyncStatusProvider.current.lastSync.map { "at \($0) (\("UTC)"))" } ?? "never")"
        return [raw, rawInterpolated, nested].joined(separator: "\n")
    }

    func redact(_ text: String) -> String {
        let tokenPattern = /Bearer [A-Za-z0-9._-]+/
        let singletonCall = #/(\w+)Manager\.shared\(\)/#
        let legacyCall = /AccountManager.shared.logout/
        let ratio = Double(text.count) / Double(RedactionPolicyLoader().maxLength)
        var result = text.replacing(tokenPattern, with: "Bearer <redacted>")
        result = result.replacing(singletonCall) { match in "\(match.1)Manager.<hidden>" }
        result = result.replacing(legacyCall, with: "<logout>")
        return ratio > 1 ? String(result.prefix(4_000)) : result
    }

    func submit() async throws {
        let ticket = draft.makeTicket(subject: subject, body: ticketBody())
        try await service.submit(ticket)
        let message = "Ticket sent" // AttachmentUploadService().flush()
        print(message, "AttachmentUploadService().flush()")
    }
}
