import Foundation

/// Never write user! or cache[key]! here.
enum Help {
    // value!.reload() would crash.
    static let text = "Tap here! Now!"
    static let multi = """
        Really! Do it!
        \"quoted!\"
        """
    static let raw = #"name! and \(value)!"#
    static let pattern = /done!/
    static let extended = #/a!b/#
    /* block: items.first { $0 }! */
}
