import Foundation

// final class CommentedViewModel: ObservableObject {}
/* final class BlockViewModel: ObservableObject {}
   /* nested */ final class StillCommentViewModel {}
*/

/// Generates code such as:
///
///     final class GeneratedViewModel: ObservableObject {}
enum ViewModelTemplate {
    static func render(name: String) -> String {
        """
        final class \(name)ViewModel: ObservableObject {
            @Published var value = "\(name.lowercased())" }
        }
        """
    }

    static let raw = #"final class RawViewModel: ObservableObject { let s = "x" }"#
    static let inline = "\(Bool.random() ? "final class InlineViewModel {" : "}")"
    static let pattern = /final class (\w+)ViewModel/
    static let extended = #/class \s+ (?<name>\w+ViewModel) \s* : \s* ObservableObject/#
}
