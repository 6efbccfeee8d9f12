import Foundation

protocol SupportServicing {
    func submit(_ ticket: Ticket) async throws
}

struct Ticket {
    let subject: String
    let body: String
}

struct TicketDraft {
    var attachments: [URL] = []

    func makeTicket(subject: String, body: String) -> Ticket {
        Ticket(subject: subject, body: body)
    }
}

final class AccountManager {
    static let shared = AccountManager()
    var currentAccount = Account(plan: "Pro")
    func logout() {}
}

struct Account {
    let plan: String
}

final class DeviceInfoProvider {
    static let current = DeviceInfoProvider()
    let modelName = "iPhone"
}

final class UploadQueueManager {
    static let shared = UploadQueueManager()
    var pendingCount = 0
}

final class SyncStatusProvider {
    static let current = SyncStatusProvider()
    var lastSync: Date?
}

struct RedactionPolicyLoader {
    var maxLength = 4_000
}
