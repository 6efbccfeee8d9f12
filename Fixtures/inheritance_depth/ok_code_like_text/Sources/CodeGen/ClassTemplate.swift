import Foundation

// class CommentedRenderer: ScreenRenderer {}   (would be depth 2 if it were code)
/* class BlockRenderer: ScreenRenderer {}
   /* nested: class NestedRenderer: ScreenRenderer {} */
   class StillCommentRenderer: ScreenRenderer {}
*/

/// Renders a view controller subclass, for example:
///
///     final class GeneratedRenderer: ScreenRenderer {}
final class ScreenRenderer: BaseRenderer {
    override func render(_ name: String) -> String {
        """
        final class \(name)ViewController: ScreenRenderer {
            // "\(name.uppercased())" and an unbalanced { in text
        }
        class TemplateRenderer: ScreenRenderer {}
        """
    }

    func renderRaw(_ name: String) -> String {
        #"class RawRenderer: ScreenRenderer { let quote = "\(name)" }"#
    }

    func renderInline(isFinal: Bool) -> String {
        "\(isFinal ? "final class InlineRenderer: ScreenRenderer {" : "class OpenRenderer: ScreenRenderer {") }"
    }
}
