/// `scroll_to_animation`'s project-wide fact (rules.md §18): the functions a file declares (`func
/// name`) whose body calls `withAnimation` or `withTransaction` (`withAnimation(…)`, `withAnimation
/// { … }`), such as element-x's `withElementAnimation`. A scrollTo call inside such a function's
/// parentheses or closure is animated. Found once per file when it is indexed and cached with its
/// other facts, so linting one file sees the wrappers other files declare.
enum AnimationWrappers {
    /// The names of the file's functions that animate, in source order, each once. Functions are
    /// those of the declaration tree: type members and file-level functions (a function local to
    /// another's body is part of that body).
    static func names(in file: SourceFile, tree: DeclarationTree) -> [String] {
        // Most files never animate: the words the lexer noted settle them.
        guard !file.mentions.isDisjoint(with: [.withAnimation, .withTransaction]) else { return [] }
        let calls = file.tokens.indices.filter { isAnimationCall($0, in: file) }
        guard !calls.isEmpty else { return [] }
        var names: [String] = []
        // Fields read in place: a copy of a declaration retains each of its fields.
        for position in tree.declarations.indices where tree.declarations[position].kind == .function {
            guard let body = tree.declarations[position].body else { continue }
            // The first call at or after the body's start: inside the body when it comes before its end.
            var low = 0, high = calls.count
            while low < high {
                let middle = (low + high) / 2
                if calls[middle] < Int(body.lowerBound) { low = middle + 1 } else { high = middle }
            }
            let name = tree.declarations[position].name
            if low < calls.count, calls[low] < Int(body.upperBound), !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `withAnimation(` or `withAnimation {` (and `withTransaction`), as code.
    static func isAnimationCall(_ index: Int, in file: SourceFile) -> Bool {
        guard file.kind(index) == .identifier, file.isText(index, "withAnimation") || file.isText(index, "withTransaction") else {
            return false
        }
        return file.kind(index + 1) == .leftParen || file.kind(index + 1) == .leftBrace
    }
}
