// Vendor SDK, tracked in JIRA-123.
@preconcurrency import VendorKit

// Ticket IOS-88 covers its migration.
@preconcurrency import PaymentsKit
