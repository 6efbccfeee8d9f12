/// `scroll_to_animation` (rules.md §18): a `ScrollViewProxy.scrollTo(…)` outside `withAnimation`/
/// `withTransaction` (or a project function that calls them) jumps instead of scrolling; except
/// in appear hooks, and where the same declaration also scrolls with animation (a deliberate choice).
public struct ScrollToAnimation: Rule {
    public static let id = "scroll_to_animation"

    /// Names of the animation functions beyond `withAnimation`/`withTransaction`: the option's,
    /// then (once prepared) the project's wrappers (`FileSummary.animationWrappers`).
    private var animationFunctions: Set<String>
    private let exemptAppear: Bool
    private let exemptDeliberateChoice: Bool

    public init(options: RuleOptions) {
        animationFunctions = Set(["withAnimation", "withTransaction"] + options.stringList("animation_functions"))
        exemptAppear = options.bool("exempt_appear")
        exemptDeliberateChoice = options.bool("exempt_deliberate_choice")
    }

    public func prepared(for index: ProjectIndex) -> Self {
        var prepared = self
        for facts in index.files { prepared.animationFunctions.formUnion(facts.animationWrappers) }
        return prepared
    }

    /// A `.scrollTo(` call on a name, and where it stands.
    private struct ScrollCall {
        var scrollTo: Int
        /// The receiver's name token (`proxy` of `self.proxy?.scrollTo(`), and its first token.
        var receiver: Int
        var receiverStart: Int
        var isAnimated: Bool
        var isInAppearHook: Bool
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let file = context.file
        guard file.mentions.contains(.scrollTo) else { return [] }
        // One pass: the scroll proxy names, the scrollTo calls, and for each whether an animation
        // function's parentheses or closure, or an appear hook's closure, holds it (the `)`/`}` of
        // each open one kept on a stack; a scroll proxy may be declared after its use).
        var proxies = Set<String>()
        var calls: [ScrollCall] = []
        var open: [(end: Int, animated: Bool, appear: Bool)] = []
        var animatedDepth = 0, appearDepth = 0
        for index in file.tokens.indices {
            while let last = open.last, last.end <= index {
                open.removeLast()
                if last.animated { animatedDepth -= 1 }
                if last.appear { appearDepth -= 1 }
            }
            switch file.kind(index) {
            case .leftParen:
                guard let end = file.partner(index), isAnimationFunction(index - 1, in: file),
                      !file.tokens[index].flags.contains(.newlineBefore), !file.isWord(index - 2, "func") else { continue }
                open.append((end, true, false))
                animatedDepth += 1
            case .leftBrace:
                guard let end = file.partner(index), let call = file.closureOfCall(index) else { continue }
                if isScrollViewReaderContent(call, in: file), let name = file.closureParameterName(index) { proxies.insert(file.name(name)) }
                let animated = isAnimationFunction(call.callee, in: file)
                let appear = isAppearHook(call, in: file)
                guard animated || appear else { continue }
                open.append((end, animated, appear))
                if animated { animatedDepth += 1 }
                if appear { appearDepth += 1 }
            case .identifier:
                if let name = annotatedProxyName(index, in: file) { proxies.insert(file.name(name)) }
                if let call = scrollCall(index, in: file) {
                    calls.append(ScrollCall(scrollTo: index, receiver: call.receiver, receiverStart: call.start,
                                            isAnimated: animatedDepth > 0, isInAppearHook: appearDepth > 0))
                }
            default:
                break
            }
        }
        calls.removeAll { !proxies.contains(file.name($0.receiver)) }
        // A declaration (function, initialiser, accessor, property) that scrolls with animation
        // somewhere has chosen to jump everywhere else: keyed by its code's first token.
        let scopes = calls.map { context.tree.enclosingCodeScope(of: $0.scrollTo)?.lowerBound }
        let animatingScopes = Set(zip(calls, scopes).compactMap { $0.isAnimated ? $1 : nil })
        var findings: [RuleFinding] = []
        for (call, scope) in zip(calls, scopes) where !call.isAnimated {
            if exemptAppear && call.isInAppearHook { continue }
            if exemptDeliberateChoice, let scope, animatingScopes.contains(scope) { continue }
            let receiver = file.text(from: call.receiverStart, through: call.scrollTo - 2)
            findings.append(RuleFinding(
                token: call.scrollTo,
                message: "'\(receiver).scrollTo(…)' jumps without animation; wrap it in 'withAnimation { … }' "
                    + "(suppress a deliberate jump on its line)"))
        }
        return findings
    }

    private func isAnimationFunction(_ name: Int, in file: SourceFile) -> Bool {
        file.kind(name) == .identifier && animationFunctions.contains(file.name(name))
    }

    /// The closure of a `ScrollViewReader` call: its trailing closure or its `content:` argument.
    private func isScrollViewReaderContent(_ call: ClosureOfCall, in file: SourceFile) -> Bool {
        guard file.isText(call.callee, "ScrollViewReader") else { return false }
        return call.label.map { file.isText($0, "content") } ?? call.isTrailing
    }

    /// A closure of an appear hook: `.onAppear { … }` (or `perform:`), `.task { … }` (any
    /// arguments), `.onChange(of: …, initial: true) { … }`.
    private func isAppearHook(_ call: ClosureOfCall, in file: SourceFile) -> Bool {
        guard file.kind(call.callee - 1) == .period else { return false }
        if file.isText(call.callee, "onAppear") { return call.label.map { file.isText($0, "perform") } ?? call.isTrailing }
        if file.isText(call.callee, "task") { return true }
        guard file.isText(call.callee, "onChange"), let arguments = call.arguments, let close = file.partner(arguments) else { return false }
        return file.items(in: arguments + 1..<close).contains { item in
            item.count == 3 && file.isText(item.lowerBound, "initial") && file.kind(item.lowerBound + 1) == .colon
                && file.isWord(item.lowerBound + 2, "true")
        }
    }

    /// The name a `ScrollViewProxy` type annotation at `type` declares: `proxy: ScrollViewProxy`,
    /// `scrollProxy: ScrollViewProxy?`, `(proxy: SwiftUI.ScrollViewProxy) in`.
    private func annotatedProxyName(_ type: Int, in file: SourceFile) -> Int? {
        guard file.tokens[type].length == 15, file.isText(type, "ScrollViewProxy") else { return nil }
        var colon = type - 1
        if file.kind(colon) == .period, file.isText(colon - 1, "SwiftUI") { colon -= 2 }
        guard file.kind(colon) == .colon, file.kind(colon - 1) == .identifier else { return nil }
        return colon - 1
    }

    /// A scrollTo call at `scrollTo`: `P.scrollTo(`, `P?.scrollTo(`, `P!.scrollTo(`, optionally
    /// `self.P…`; its receiver `P` and the first token of the receiver.
    private func scrollCall(_ scrollTo: Int, in file: SourceFile) -> (receiver: Int, start: Int)? {
        guard file.tokens[scrollTo].length == 8, file.isText(scrollTo, "scrollTo"), file.kind(scrollTo - 1) == .period,
              file.kind(scrollTo + 1) == .leftParen, !file.tokens[scrollTo + 1].flags.contains(.newlineBefore) else { return nil }
        var receiver = scrollTo - 2
        if file.kind(receiver) == .operator, file.isText(receiver, "?") || file.isText(receiver, "!") { receiver -= 1 }
        guard file.kind(receiver) == .identifier else { return nil }
        // `self.proxy`; another value's member (`model.proxy`) is a proxy stored under another type.
        guard file.kind(receiver - 1) == .period else { return (receiver, receiver) }
        guard file.isWord(receiver - 2, "self"), file.kind(receiver - 3) != .period else { return nil }
        return (receiver, receiver - 2)
    }
}
