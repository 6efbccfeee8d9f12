import Foundation

/// A photo contest. (The file name ends in "test.swift" only case-insensitively:
/// it is not test code.)
struct Contest: Decodable, Identifiable {
    let id: String
    let title: String
    let rulesURL: URL
    let endsAt: Date
}
