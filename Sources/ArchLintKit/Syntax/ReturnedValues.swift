/// Whether an expression is what a body returns: the operand of its `return`, its single expression,
/// or a branch of an `if`/`switch` expression that is one of those (`try`, `await`, parentheses and
/// `as` casts looked through), possibly inside closures that are themselves returned.
extension SourceFile {
    /// How the expression of tokens `start...end` is returned from the body whose `{` is `bodyOpen`:
    /// nil when it is not; else how many returned closures lie between (0: the body returns it itself;
    /// 1: the body returns a closure that returns it, as a member of a function type does).
    public func returnedValueClosureDepth(start: Int, end: Int, bodyOpen: Int) -> Int? {
        var start = start, end = end
        var closures = 0
        let scanner = DeclarationScanner(file: self)
        // Each step moves `start` back by at least one token: the loop ends.
        while start > bodyOpen {
            (start, end) = lookingThroughWrappers(start: start, end: end, scanner: scanner)
            let before = start - 1
            let holder: Int
            if isWord(before, "return") {
                guard endsStatement(after: end), let brace = innermostCallableBrace(of: before) else { return nil }
                holder = brace
            } else if kind(before) == .leftBrace, partner(before) == end + 1 {
                guard braceRole(before) == .statementBlock else {
                    holder = before
                    if holder == bodyOpen { return closures }
                    // A closure that is itself returned: its value is the caller's after one call.
                    closures += 1
                    start = before
                    end = end + 1
                    continue
                }
                guard let statement = ifStatement(branch: before) else { return nil }
                (start, end) = statement
                continue
            } else if kind(before) == .colon, let statement = switchStatement(caseBodyStart: start, end: end) {
                (start, end) = statement
                continue
            } else {
                return nil
            }
            if holder == bodyOpen { return closures }
            // `return` inside a closure: the closure must be returned in turn.
            guard let close = partner(holder) else { return nil }
            closures += 1
            start = holder
            end = close
        }
        return nil
    }

    /// `try`, `try?`, `try!`, `await` before the expression, an `as` cast after it, and parentheses
    /// around it (not a call's), peeled off.
    private func lookingThroughWrappers(start: Int, end: Int, scanner: DeclarationScanner) -> (Int, Int) {
        var start = start, end = end
        while true {
            if isWord(start - 1, "try") || isWord(start - 1, "await") {
                start -= 1
            } else if kind(start - 1) == .operator, isText(start - 1, "?") || isText(start - 1, "!"), isWord(start - 2, "try") {
                start -= 2
            } else if isWord(end + 1, "as") {
                var type = end + 2
                if kind(type) == .operator, isText(type, "?") || isText(type, "!") { type += 1 }
                let typeEnd = scanner.typeEnd(from: type, limit: tokens.count)
                guard typeEnd > type else { return (start, end) }
                end = typeEnd - 1
            } else if kind(start - 1) == .leftParen, partner(start - 1) == end + 1,
                      tokens[start - 1].flags.contains(.spaceBefore) || tokens[start - 1].flags.contains(.newlineBefore)
                        || kind(start - 2) == .keyword || kind(start - 2) == .leftBrace || kind(start - 2) == .leftParen {
                start -= 1
                end += 1
            } else {
                return (start, end)
            }
        }
    }

    /// Whether the expression ending at `end` ends its statement: a `}` or `;` follows, or a new line
    /// that does not continue it (`.member`, an operator).
    private func endsStatement(after end: Int) -> Bool {
        guard let next = kind(end + 1) else { return true }
        if next == .rightBrace || next == .semicolon { return true }
        return tokens[end + 1].flags.contains(.newlineBefore) && next != .period && next != .operator
    }

    /// The `{` of the closure or body a `return` at `index` returns from: the innermost `{` around it
    /// that is not a statement block.
    private func innermostCallableBrace(of index: Int) -> Int? {
        var opener = enclosingOpener(of: index)
        while let open = opener {
            guard kind(open) == .leftBrace else { return nil }
            if braceRole(open) != .statementBlock { return open }
            opener = enclosingOpener(of: open)
        }
        return nil
    }

    /// The `if` statement (`if` … through its last branch's `}`) one of whose branches opens at
    /// `branch`; nil when the block belongs to another statement (`guard`, `for`, `do`…).
    private func ifStatement(branch: Int) -> (start: Int, end: Int)? {
        // Back to the `if` that is not an `else if`, over conditions and earlier branches.
        var cursor = branch - 1
        var start: Int?
        while cursor >= 0 {
            switch kind(cursor) {
            case .rightParen, .rightBracket, .rightBrace:
                guard let open = partner(cursor) else { return nil }
                cursor = open - 1
                continue
            case .leftBrace, .leftParen, .leftBracket, .semicolon:
                return nil
            case .keyword:
                if isText(cursor, "if"), !isWord(cursor - 1, "else") {
                    start = cursor
                } else if isText(cursor, "guard") || isText(cursor, "while") || isText(cursor, "for") || isText(cursor, "switch")
                            || isText(cursor, "do") || isText(cursor, "catch") || isText(cursor, "repeat") || isText(cursor, "return") {
                    return nil
                }
            default:
                break
            }
            if start != nil { break }
            cursor -= 1
        }
        guard let start, var end = partner(branch) else { return nil }
        // Forward over `else { … }` and `else if … { … }` to the last branch.
        while isWord(end + 1, "else") {
            var next = end + 2
            while next < tokens.count, kind(next) != .leftBrace {
                guard kind(next) != .rightBrace, kind(next) != .semicolon else { return nil }
                next = indexAfterGroup(next)
            }
            guard let close = partner(next) else { return nil }
            end = close
        }
        return (start, end)
    }

    /// The `switch` statement (`switch` through its `}`) whose case body is exactly the expression
    /// `start...end` after a `case …:` or `default:` label.
    private func switchStatement(caseBodyStart start: Int, end: Int) -> (start: Int, end: Int)? {
        guard let open = enclosingOpener(of: start), kind(open) == .leftBrace, let close = partner(open) else { return nil }
        // The case body is this expression alone: the next label or the switch's end follows.
        let next = end + 1
        guard next == close || isWord(next, "case") || isWord(next, "default") || isText(next, "@unknown") else { return nil }
        // The label: back from the `:` to `case` or `default` at the start of a line of this switch.
        var cursor = start - 2
        while cursor > open, !(tokens[cursor].flags.contains(.newlineBefore) && (isWord(cursor, "case") || isWord(cursor, "default"))) {
            if kind(cursor) == .rightParen || kind(cursor) == .rightBracket || kind(cursor) == .rightBrace {
                guard let other = partner(cursor) else { return nil }
                cursor = other
            }
            cursor -= 1
        }
        guard cursor > open else { return nil }
        // Back from the `{` over the subject to `switch`.
        var keyword = open - 1
        while keyword >= 0, !isWord(keyword, "switch") {
            switch kind(keyword) {
            case .rightParen, .rightBracket:
                guard let other = partner(keyword) else { return nil }
                keyword = other - 1
            case .leftBrace, .rightBrace, .semicolon, .leftParen, .leftBracket:
                return nil
            default:
                keyword -= 1
            }
        }
        return keyword >= 0 ? (keyword, close) : nil
    }
}
