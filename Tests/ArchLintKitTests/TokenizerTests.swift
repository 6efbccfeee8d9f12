import XCTest
@testable import ArchLintKit

/// Unit tests of the tokenizer: every token's kind, text and byte offset.
final class TokenizerTests: XCTestCase {
    typealias K = TokenKind

    struct Tok: Equatable, CustomStringConvertible {
        var kind: TokenKind
        var text: String
        var offset: Int
        var description: String { "\(kind)(\(text.debugDescription)@\(offset))" }
    }

    func toks(_ file: SourceFile, comments: Bool = false) -> [Tok] {
        (comments ? file.comments : file.tokens).map { Tok(kind: $0.kind, text: file.text(of: $0), offset: Int($0.offset)) }
    }

    /// Asserts the code tokens of `source`. Each expected token's offset is the first place at or
    /// after the previous expected token's end where its text occurs (or `offset` when given).
    func check(_ source: String, _ expected: [(K, String)], file: StaticString = #filePath, line: UInt = #line) {
        let sourceFile = SourceFile(path: "t.swift", text: source)
        let bytes = Array(source.utf8)
        var want: [Tok] = []
        var from = 0
        for (kind, text) in expected {
            let needle = Array(text.utf8)
            var offset = -1
            if !needle.isEmpty, from + needle.count <= bytes.count {
                for start in from...(bytes.count - needle.count) where Array(bytes[start..<start + needle.count]) == needle {
                    offset = start
                    break
                }
            }
            XCTAssertGreaterThanOrEqual(offset, 0, "\(text) not in source", file: file, line: line)
            want.append(Tok(kind: kind, text: text, offset: offset))
            from = max(offset, 0) + needle.count
        }
        XCTAssertEqual(toks(sourceFile), want, file: file, line: line)
    }

    func position(_ file: SourceFile, _ index: Int) -> [Int] {
        let p = file.position(of: index)
        return [p.line, p.column]
    }

    // MARK: Key paths

    func testKeyPathBackslashAndOptionalChainDots() {
        check(#"ForEach(items, id: \.?.hashValue)"#, [
            (.identifier, "ForEach"), (.leftParen, "("), (.identifier, "items"), (.comma, ","), (.identifier, "id"),
            (.colon, ":"), (.backslash, "\\"), (.period, "."), (.operator, "?"), (.period, "."),
            (.identifier, "hashValue"), (.rightParen, ")"),
        ])
        // A key path's `!` and `?` components after a `.` are a period and the mark, as the parser
        // splits them (`\.!`, `\String?.!.count`), not a dotted operator.
        check(#"f(\.!, \String?.!.count, \A.b!.c)"#, [
            (.identifier, "f"), (.leftParen, "("), (.backslash, "\\"), (.period, "."), (.operator, "!"), (.comma, ","),
            (.backslash, "\\"), (.identifier, "String"), (.operator, "?"), (.period, "."), (.operator, "!"), (.period, "."),
            (.identifier, "count"), (.comma, ","), (.backslash, "\\"), (.identifier, "A"), (.period, "."), (.identifier, "b"),
            (.operator, "!"), (.period, "."), (.identifier, "c"), (.rightParen, ")"),
        ])
        // Elsewhere a dot before an operator character still starts a dotted operator (SIMD's `.!`, `.==`).
        check("m = a .== b .& .!c", [
            (.identifier, "m"), (.operator, "="), (.identifier, "a"), (.operator, ".=="), (.identifier, "b"), (.operator, ".&"),
            (.operator, ".!"), (.identifier, "c"),
        ])
        check(#"let path = \User.name"#, [
            (.keyword, "let"), (.identifier, "path"), (.operator, "="), (.backslash, "\\"), (.identifier, "User"),
            (.period, "."), (.identifier, "name"),
        ])
    }

    // MARK: Lines, BOM, shebang

    /// Editor placeholders (Xcode templates, DocC tutorial code) are one identifier each, as the
    /// toolchain's parser reads them (checked with `swift-syntax-tokens`): generic arguments and
    /// `##` inside, right after an operator, between words. One cut by a line break or by another
    /// `<#` is an operator `<` and a `#`, as there.
    /// The words rules turn files away by are noted as identifiers and as attributes' and macros'
    /// names, never in strings, comments, backticks or as part of a longer name.
    func testMentionedWordsAreNotedWhereCodeSpellsThem() {
        func mentions(_ source: String) -> MentionedWords { SourceFile(path: "t.swift", text: source).mentions }
        XCTAssertEqual(mentions("let r: Result<Int, Error>"), .result)
        XCTAssertEqual(mentions("let s = AsyncStream<Int> { _ in }; let t: AsyncThrowingStream<Int, Error>"),
                       [.asyncStream, .asyncThrowingStream])
        XCTAssertEqual(mentions("decoder.keyDecodingStrategy = .convertFromSnakeCase"), .convertFromSnakeCase)
        XCTAssertEqual(mentions("nonisolated(unsafe) var x = 0\nfinal class C: @unchecked Sendable {}\n@preconcurrency import Foo"),
                       [.nonisolated, .unchecked, .preconcurrency])
        XCTAssertEqual(mentions("#Preview { Text(\"x\") }"), .preview)
        XCTAssertEqual(mentions("ForEach(items) { List($0.rows) { Text($0) } }"), [.forEach, .list])
        // A word at the very end of the file, where fewer than eight bytes follow.
        XCTAssertEqual(mentions("typealias R = Result"), .result)
        XCTAssertEqual(mentions("let café = Result"), .result)
        for source in ["let s = \"Result AsyncStream convertFromSnakeCase\"", "// Result nonisolated\n/* @unchecked */",
                       "let `Result` = 1", "let Results = ResultX + xResult", "let s = #\"#Preview\"#",
                       "let m = \"\"\"\n  @preconcurrency\n  \"\"\"", "let p = Previews", "@Preview2 var x = 1",
                       "let lists = Lists(ForEachRow())", "// ForEach List", ""] {
            XCTAssertEqual(mentions(source), [], source)
        }
    }

    func testEditorPlaceholdersAreOneIdentifier() {
        check("let store = <#Shared<SyncUp>#>", [(.keyword, "let"), (.identifier, "store"), (.operator, "="), (.identifier, "<#Shared<SyncUp>#>")])
        check("foo(<#T##String#>)", [(.identifier, "foo"), (.leftParen, "("), (.identifier, "<#T##String#>"), (.rightParen, ")")])
        check("x=<#a#>; z = <##>", [(.identifier, "x"), (.operator, "="), (.identifier, "<#a#>"), (.semicolon, ";"),
                                    (.identifier, "z"), (.operator, "="), (.identifier, "<##>")])
        check("y=<<#b#>.c", [(.identifier, "y"), (.operator, "=<"), (.identifier, "<#b#>"), (.period, "."), (.identifier, "c")])
        check("x = <#a <#b#> c#>", [(.identifier, "x"), (.operator, "="), (.operator, "<"), (.macro, "#a"), (.identifier, "<#b#>"),
                                    (.identifier, "c"), (.unknown, "#"), (.operator, ">")])
        check("x=<#a\nb#>", [(.identifier, "x"), (.operator, "=<"), (.macro, "#a"), (.identifier, "b"), (.unknown, "#"), (.operator, ">")])
        // In a comment or a string, a placeholder is text like any other.
        let file = SourceFile(path: "t.swift", text: "// <#note#>\nlet s = \"<#name#> \\(<#value#>)\"\n")
        XCTAssertEqual(toks(file, comments: true).map(\.text), ["// <#note#>"])
        XCTAssertEqual(toks(file).map(\.kind), [.keyword, .identifier, .operator, .stringStart, .stringSegment, .stringInterpolationStart,
                                                .leftParen, .identifier, .rightParen, .stringEnd])
        XCTAssertEqual(toks(file).filter { $0.kind == .stringSegment || $0.kind == .identifier }.map(\.text), ["s", "<#name#> ", "<#value#>"])
    }

    func testLineEndsLFCRLFAndCR() {
        let file = SourceFile(path: "t.swift", text: "a\n  b\r\n\tc\rd e\r\n\r\nf")
        XCTAssertEqual(toks(file), [
            Tok(kind: .identifier, text: "a", offset: 0), Tok(kind: .identifier, text: "b", offset: 4),
            Tok(kind: .identifier, text: "c", offset: 8), Tok(kind: .identifier, text: "d", offset: 10),
            Tok(kind: .identifier, text: "e", offset: 12), Tok(kind: .identifier, text: "f", offset: 17),
        ])
        XCTAssertEqual((0..<6).map { position(file, $0) }, [[1, 1], [2, 3], [3, 2], [4, 1], [4, 3], [6, 1]])
        XCTAssertEqual(file.tokens.map { $0.flags.contains(.newlineBefore) }, [true, true, true, true, false, true])
        XCTAssertEqual(file.lineText(2), "  b")
        XCTAssertEqual(file.lineText(4), "d e")
        XCTAssertEqual(file.lineStarts, [0, 2, 7, 10, 15, 17])
    }

    func testByteOrderMark() {
        let file = SourceFile(path: "t.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("let x\ny".utf8))
        XCTAssertEqual(toks(file), [
            Tok(kind: .keyword, text: "let", offset: 3), Tok(kind: .identifier, text: "x", offset: 7),
            Tok(kind: .identifier, text: "y", offset: 9),
        ])
        XCTAssertEqual(position(file, 0), [1, 1])
        XCTAssertEqual(position(file, 1), [1, 5])
        XCTAssertEqual(position(file, 2), [2, 1])
    }

    func testShebangLine() {
        let file = SourceFile(path: "t.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/env swift\nprint(1)".utf8))
        XCTAssertEqual(toks(file, comments: true), [Tok(kind: .shebang, text: "#!/usr/bin/env swift", offset: 3)])
        XCTAssertEqual(toks(file).map(\.text), ["print", "(", "1", ")"])
        XCTAssertEqual(file.tokens[0].offset, 24)
        XCTAssertEqual(position(file, 0), [2, 1])
        // Not on the first line: `#!` is no shebang.
        let later = SourceFile(path: "t.swift", text: "x\n#!y")
        XCTAssertTrue(later.comments.isEmpty)
    }

    // MARK: Comments

    func testComments() {
        let source = "a // line\n/// doc\n//// four\n/* block */ b /** doc block */ c /***/ /**/\nd"
        let file = SourceFile(path: "t.swift", text: source)
        XCTAssertEqual(toks(file, comments: true), [
            Tok(kind: .lineComment, text: "// line", offset: 2),
            Tok(kind: .docLineComment, text: "/// doc", offset: 10),
            Tok(kind: .lineComment, text: "//// four", offset: 18),
            Tok(kind: .blockComment, text: "/* block */", offset: 28),
            Tok(kind: .docBlockComment, text: "/** doc block */", offset: 42),
            Tok(kind: .blockComment, text: "/***/", offset: 61),
            Tok(kind: .blockComment, text: "/**/", offset: 67),
        ])
        XCTAssertEqual(toks(file), [
            Tok(kind: .identifier, text: "a", offset: 0), Tok(kind: .identifier, text: "b", offset: 40),
            Tok(kind: .identifier, text: "c", offset: 59), Tok(kind: .identifier, text: "d", offset: 72),
        ])
        XCTAssertTrue(file.tokens[1].flags.contains(.newlineBefore))
        XCTAssertFalse(file.tokens[2].flags.contains(.newlineBefore))
        XCTAssertTrue(file.tokens[3].flags.contains(.newlineBefore))
        XCTAssertTrue(file.tokens[0].flags.contains(.spaceAfter))
    }

    func testBlockCommentNewlineCountsAsLineBreak() {
        let file = SourceFile(path: "t.swift", text: "a /* x\n y */ b")
        XCTAssertTrue(file.tokens[1].flags.contains(.newlineBefore))
        XCTAssertEqual(position(file, 1), [2, 7])
    }

    func testNestedBlockComments() {
        check("/* a /* b /* c */ */ still */ x", [(.identifier, "x")])
        let depth = 10_000
        let source = String(repeating: "/* ", count: depth) + String(repeating: "*/ ", count: depth) + "x"
        let file = SourceFile(path: "t.swift", text: source)
        XCTAssertEqual(file.comments.count, 1)
        XCTAssertEqual(file.comments[0].kind, .blockComment)
        XCTAssertEqual(Int(file.comments[0].length), depth * 6 - 1)
        XCTAssertFalse(file.comments[0].flags.contains(.unterminated))
        XCTAssertEqual(toks(file), [Tok(kind: .identifier, text: "x", offset: depth * 6)])
        // One closer short: the comment runs to the end of the file.
        let open = SourceFile(path: "t.swift", text: String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth - 1) + " x")
        XCTAssertTrue(open.tokens.isEmpty)
        XCTAssertEqual(open.comments.count, 1)
        XCTAssertTrue(open.comments[0].flags.contains(.unterminated))
        XCTAssertEqual(Int(open.comments[0].end), depth * 4 - 2 + 2)
    }

    // MARK: Identifiers, keywords, attributes, directives

    func testIdentifiersAndKeywords() {
        check("let café = 日本語 + `class` + $0 + $name + _x + x1 + `my var`", [
            (.keyword, "let"), (.identifier, "café"), (.operator, "="), (.identifier, "日本語"), (.operator, "+"),
            (.identifier, "`class`"), (.operator, "+"), (.identifier, "$0"), (.operator, "+"), (.identifier, "$name"),
            (.operator, "+"), (.identifier, "_x"), (.operator, "+"), (.identifier, "x1"), (.operator, "+"),
            (.identifier, "`my var`"),
        ])
        check("func f(_ a: Any) throws -> Self { actor; self; Self; nil; true; inout; some; get }", [
            (.keyword, "func"), (.identifier, "f"), (.leftParen, "("), (.keyword, "_"), (.identifier, "a"), (.colon, ":"),
            (.keyword, "Any"), (.rightParen, ")"), (.keyword, "throws"), (.arrow, "->"), (.keyword, "Self"), (.leftBrace, "{"),
            (.identifier, "actor"), (.semicolon, ";"), (.keyword, "self"), (.semicolon, ";"), (.keyword, "Self"),
            (.semicolon, ";"), (.keyword, "nil"), (.semicolon, ";"), (.keyword, "true"), (.semicolon, ";"),
            (.keyword, "inout"), (.semicolon, ";"), (.identifier, "some"), (.semicolon, ";"), (.identifier, "get"),
            (.rightBrace, "}"),
        ])
        let file = SourceFile(path: "t.swift", text: "let `class` = 1")
        XCTAssertEqual(file.name(1), "class")
    }

    func testAttributes() {
        check("@MainActor @propertyWrapper\n@available(iOS 17.0, *) @objc(foo:) @ x", [
            (.attribute, "@MainActor"), (.attribute, "@propertyWrapper"), (.attribute, "@available"), (.leftParen, "("),
            (.identifier, "iOS"), (.number, "17.0"), (.comma, ","), (.operator, "*"), (.rightParen, ")"),
            (.attribute, "@objc"), (.leftParen, "("), (.identifier, "foo"), (.colon, ":"), (.rightParen, ")"),
            (.atSign, "@"), (.identifier, "x"),
        ])
    }

    func testDirectivesAndMacros() {
        check("#if os(iOS)\n#elseif DEBUG\n#else\n#endif\nif #available(iOS 16, *) {}\n#Preview { V() }\n#selector(f) #warning(\"w\") #myMacro #ifx", [
            (.directive, "#if"), (.identifier, "os"), (.leftParen, "("), (.identifier, "iOS"), (.rightParen, ")"),
            (.directive, "#elseif"), (.identifier, "DEBUG"), (.directive, "#else"), (.directive, "#endif"),
            (.keyword, "if"), (.macro, "#available"), (.leftParen, "("), (.identifier, "iOS"), (.number, "16"), (.comma, ","),
            (.operator, "*"), (.rightParen, ")"), (.leftBrace, "{"), (.rightBrace, "}"),
            (.macro, "#Preview"), (.leftBrace, "{"), (.identifier, "V"), (.leftParen, "("), (.rightParen, ")"), (.rightBrace, "}"),
            (.macro, "#selector"), (.leftParen, "("), (.identifier, "f"), (.rightParen, ")"),
            (.macro, "#warning"), (.leftParen, "("), (.stringStart, "\""), (.stringSegment, "w"), (.stringEnd, "\""),
            (.rightParen, ")"), (.macro, "#myMacro"), (.macro, "#ifx"),
        ])
    }

    // MARK: Numbers

    func testNumbers() {
        check("42 1_000_000 0xFF_FF 0o17 0b1010_0101 3.14 1e10 1.5E-3 2e+8 0x1.8p3 0x1p-2 0xA.Fp+1", [
            (.number, "42"), (.number, "1_000_000"), (.number, "0xFF_FF"), (.number, "0o17"), (.number, "0b1010_0101"),
            (.number, "3.14"), (.number, "1e10"), (.number, "1.5E-3"), (.number, "2e+8"), (.number, "0x1.8p3"),
            (.number, "0x1p-2"), (.number, "0xA.Fp+1"),
        ])
        check("t.0.1 + t.12 + 1..<5 + 1...2 + 0xff.description + 5.description + 1.0.rounded() - -3", [
            (.identifier, "t"), (.period, "."), (.number, "0"), (.period, "."), (.number, "1"), (.operator, "+"),
            (.identifier, "t"), (.period, "."), (.number, "12"), (.operator, "+"), (.number, "1"), (.operator, "..<"),
            (.number, "5"), (.operator, "+"), (.number, "1"), (.operator, "..."), (.number, "2"), (.operator, "+"),
            (.number, "0xff"), (.period, "."), (.identifier, "description"), (.operator, "+"), (.number, "5"),
            (.period, "."), (.identifier, "description"), (.operator, "+"), (.number, "1.0"), (.period, "."),
            (.identifier, "rounded"), (.leftParen, "("), (.rightParen, ")"), (.operator, "-"), (.operator, "-"), (.number, "3"),
        ])
    }

    // MARK: Strings

    func testSimpleStringsAndEscapes() {
        check(#"let s = "a \"q\" \\ \u{1F600} \n" + """#, [
            (.keyword, "let"), (.identifier, "s"), (.operator, "="), (.stringStart, "\""),
            (.stringSegment, #"a \"q\" \\ \u{1F600} \n"#), (.stringEnd, "\""), (.operator, "+"),
            (.stringStart, "\""), (.stringEnd, "\""),
        ])
        let file = SourceFile(path: "t.swift", text: #"x = "a\"b\\c""#)
        XCTAssertEqual(file.stringLiteralValue(2), #"a"b\c"#)
        // Scalars by number and the control escapes decode to their characters.
        let scalars = SourceFile(path: "t.swift", text: #"x = "\u{C9}t\u{e9}\r\t\u{1F600}""#)
        XCTAssertEqual(scalars.stringLiteralValue(2), "\u{C9}t\u{E9}\r\t\u{1F600}")
    }

    func testMultilineString() {
        let source = "let s = \"\"\"\n  a \"quoted\" \"\" line\n  \\\"\"\" still\n  \"\"\"\nx"
        check(source, [
            (.keyword, "let"), (.identifier, "s"), (.operator, "="), (.stringStart, "\"\"\""),
            (.stringSegment, "\n  a \"quoted\" \"\" line\n  \\\"\"\" still\n  "), (.stringEnd, "\"\"\""), (.identifier, "x"),
        ])
        let file = SourceFile(path: "t.swift", text: source)
        XCTAssertEqual(position(file, 6), [5, 1])
    }

    func testRawStrings() {
        // `##"""` closed by `"##` on its own line is a single-line string starting with two quotes,
        // as the Swift parser reads it.
        check(###"a = #"raw "quoted" \n \#(v) "# + ##"""  "# " \#(no) \##(yes)"""## + #""#"###, [
            (.identifier, "a"), (.operator, "="), (.stringStart, "#\""), (.stringSegment, #"raw "quoted" \n "#),
            (.stringInterpolationStart, "\\#"), (.leftParen, "("), (.identifier, "v"), (.rightParen, ")"),
            (.stringSegment, " "), (.stringEnd, "\"#"), (.operator, "+"), (.stringStart, "##\""),
            (.stringSegment, ##"""  "# " \#(no) "##), (.stringInterpolationStart, "\\##"), (.leftParen, "("),
            (.identifier, "yes"), (.rightParen, ")"), (.stringSegment, "\"\""), (.stringEnd, "\"##"), (.operator, "+"),
            (.stringStart, "#\""), (.stringEnd, "\"#"),
        ])
    }

    /// A raw string's `#"""` opens a multi-line string only when no `"` followed by its `#`s comes
    /// later on the line (swift-syntax's lexer): `#"""#` is one quote character, `#"""a"#` the
    /// text `""a`.
    func testRawTripleQuoteClosedOnItsLineIsSingleLine() {
        check("let q = #\"\"\"#\nlet b = 1", [
            (.keyword, "let"), (.identifier, "q"), (.operator, "="), (.stringStart, "#\""), (.stringSegment, "\""),
            (.stringEnd, "\"#"), (.keyword, "let"), (.identifier, "b"), (.operator, "="), (.number, "1"),
        ])
        check("x(#\"\"\"\"#, #\"\"\"abc\"#, ##\"\"\"#\"##)", [
            (.identifier, "x"), (.leftParen, "("), (.stringStart, "#\""), (.stringSegment, "\"\""), (.stringEnd, "\"#"),
            (.comma, ","), (.stringStart, "#\""), (.stringSegment, "\"\"abc"), (.stringEnd, "\"#"), (.comma, ","),
            (.stringStart, "##\""), (.stringSegment, "\"\"#"), (.stringEnd, "\"##"), (.rightParen, ")"),
        ])
        for source in ["let q = #\"\"\"#", "let q = #\"\"\"#\n"] {
            let file = SourceFile(path: "t.swift", text: source)
            XCTAssertFalse(file.tokens.contains { $0.flags.contains(.unterminated) }, source)
        }
    }

    /// A true multi-line raw string: nothing closes it on the opening line (a `"` with too few `#`s
    /// does not), and its body runs over lines up to `"""#`.
    func testRawMultilineStringStillSpansLines() {
        check("let s = #\"\"\"\n  a \"# b \"\"\" c\n  \"\"\"#\nnext", [
            (.keyword, "let"), (.identifier, "s"), (.operator, "="), (.stringStart, "#\"\"\""),
            (.stringSegment, "\n  a \"# b \"\"\" c\n  "), (.stringEnd, "\"\"\"#"), (.identifier, "next"),
        ])
        check("let s = ##\"\"\"  \"# \n  body\n  \"\"\"##\nnext", [
            (.keyword, "let"), (.identifier, "s"), (.operator, "="), (.stringStart, "##\"\"\""),
            (.stringSegment, "  \"# \n  body\n  "), (.stringEnd, "\"\"\"##"), (.identifier, "next"),
        ])
        // Without `#`, `"""` always opens a multi-line string, whatever follows on its line.
        check("let s = \"\"\"\"\n\"\"\"\nnext", [
            (.keyword, "let"), (.identifier, "s"), (.operator, "="), (.stringStart, "\"\"\""), (.stringSegment, "\"\n"),
            (.stringEnd, "\"\"\""), (.identifier, "next"),
        ])
    }

    func testInterpolationHoldsCode() {
        let source = #"let s = "a\(f(g(1), { x in "\(x) )" }))b\(y)" + z"#
        check(source, [
            (.keyword, "let"), (.identifier, "s"), (.operator, "="), (.stringStart, "\""), (.stringSegment, "a"),
            (.stringInterpolationStart, "\\"), (.leftParen, "("), (.identifier, "f"), (.leftParen, "("), (.identifier, "g"),
            (.leftParen, "("), (.number, "1"), (.rightParen, ")"), (.comma, ","), (.leftBrace, "{"), (.identifier, "x"),
            (.keyword, "in"), (.stringStart, "\""), (.stringInterpolationStart, "\\"), (.leftParen, "("),
            (.identifier, "x"), (.rightParen, ")"), (.stringSegment, " )"), (.stringEnd, "\""), (.rightBrace, "}"),
            (.rightParen, ")"), (.rightParen, ")"), (.stringSegment, "b"), (.stringInterpolationStart, "\\"),
            (.leftParen, "("), (.identifier, "y"), (.rightParen, ")"), (.stringEnd, "\""), (.operator, "+"),
            (.identifier, "z"),
        ])
        let file = SourceFile(path: "t.swift", text: source)
        XCTAssertEqual(file.stringLiteralEnd(3), file.tokens.count - 3)
        XCTAssertEqual(file.indexAfterGroup(3), file.tokens.count - 2)
        XCTAssertNil(file.stringLiteralValue(3))
        // Brackets inside and around interpolations pair up.
        XCTAssertEqual(file.partner(6), 26)
    }

    func testInterpolationInMultilineStringWithNestedLiterals() {
        let source = "s = \"\"\"\n  \\(a.map { \"\\($0)\" }.joined(separator: \"\"\"\n  ,\n  \"\"\"))\n  \"\"\"\nnext"
        check(source, [
            (.identifier, "s"), (.operator, "="), (.stringStart, "\"\"\""), (.stringSegment, "\n  "),
            (.stringInterpolationStart, "\\"), (.leftParen, "("), (.identifier, "a"), (.period, "."), (.identifier, "map"),
            (.leftBrace, "{"), (.stringStart, "\""), (.stringInterpolationStart, "\\"), (.leftParen, "("),
            (.identifier, "$0"), (.rightParen, ")"), (.stringEnd, "\""), (.rightBrace, "}"), (.period, "."),
            (.identifier, "joined"), (.leftParen, "("), (.identifier, "separator"), (.colon, ":"),
            (.stringStart, "\"\"\""), (.stringSegment, "\n  ,\n  "), (.stringEnd, "\"\"\""), (.rightParen, ")"),
            (.rightParen, ")"), (.stringSegment, "\n  "), (.stringEnd, "\"\"\""), (.identifier, "next"),
        ])
    }

    // MARK: Regex literals

    func testRegexLiteralsVersusDivision() {
        check("a / b / c", [(.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c")])
        check("x/y/z", [(.identifier, "x"), (.operator, "/"), (.identifier, "y"), (.operator, "/"), (.identifier, "z")])
        check("x! / 2", [(.identifier, "x"), (.operator, "!"), (.operator, "/"), (.number, "2")])
        check("reduce(0, /)", [(.identifier, "reduce"), (.leftParen, "("), (.number, "0"), (.comma, ","),
                               (.operator, "/"), (.rightParen, ")")])
        check("foo(/a/)", [(.identifier, "foo"), (.leftParen, "("), (.regexLiteral, "/a/"), (.rightParen, ")")])
        check("return /x+/", [(.keyword, "return"), (.regexLiteral, "/x+/")])
        // As in the compiler, a `/` inside `[…]` closes a bare regex: `/[a/` then code.
        check("let r = /[a/]b/", [(.keyword, "let"), (.identifier, "r"), (.operator, "="), (.regexLiteral, "/[a/"),
                                  (.rightBracket, "]"), (.identifier, "b"), (.operator, "/")])
        check(#"let r = /[a\/]b/.x"#, [(.keyword, "let"), (.identifier, "r"), (.operator, "="), (.regexLiteral, #"/[a\/]b/"#),
                                       (.period, "."), (.identifier, "x")])
        check("(a /) / b", [(.leftParen, "("), (.identifier, "a"), (.operator, "/"), (.rightParen, ")"), (.operator, "/"),
                            (.identifier, "b")])
        check("a /b/ c", [(.identifier, "a"), (.regexLiteral, "/b/"), (.identifier, "c")])
        check("x = !/abc/.m", [(.identifier, "x"), (.operator, "="), (.operator, "!"), (.regexLiteral, "/abc/"),
                              (.period, "."), (.identifier, "m")])
        check("x + -/y/", [(.identifier, "x"), (.operator, "+"), (.operator, "-"), (.regexLiteral, "/y/")])
        check("x+/y/", [(.identifier, "x"), (.operator, "+/"), (.identifier, "y"), (.operator, "/")])
        check("static func /(a: X, b: X) -> X { a / b }", [
            (.keyword, "static"), (.keyword, "func"), (.operator, "/"), (.leftParen, "("), (.identifier, "a"), (.colon, ":"),
            (.identifier, "X"), (.comma, ","), (.identifier, "b"), (.colon, ":"), (.identifier, "X"), (.rightParen, ")"),
            (.arrow, "->"), (.identifier, "X"), (.leftBrace, "{"), (.identifier, "a"), (.operator, "/"), (.identifier, "b"),
            (.rightBrace, "}"),
        ])
        check("a /b\n/ c", [(.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c")])
    }

    func testExtendedRegexLiterals() {
        check("let r = #/a/b\"c/# + ##/x/#y/##", [(.keyword, "let"), (.identifier, "r"), (.operator, "="),
                                                 (.regexLiteral, "#/a/b\"c/#"), (.operator, "+"), (.regexLiteral, "##/x/#y/##")])
        let source = "let r = #/\n  (?<n> \\d+) # digits / not the end\n  /#\nnext"
        check(source, [(.keyword, "let"), (.identifier, "r"), (.operator, "="),
                       (.regexLiteral, "#/\n  (?<n> \\d+) # digits / not the end\n  /#"), (.identifier, "next")])
        let file = SourceFile(path: "t.swift", text: source)
        XCTAssertEqual(position(file, 4), [4, 1])
    }

    // MARK: Operators and punctuation

    func testOperatorsAndPunctuation() {
        check("a?.b!.c", [(.identifier, "a"), (.operator, "?"), (.period, "."), (.identifier, "b"), (.operator, "!"),
                          (.period, "."), (.identifier, "c")])
        check("x .== y .&& z ... ..< -> <*> ?? != === & | ^ ~ %", [
            (.identifier, "x"), (.operator, ".=="), (.identifier, "y"), (.operator, ".&&"), (.identifier, "z"),
            (.operator, "..."), (.operator, "..<"), (.arrow, "->"), (.operator, "<*>"), (.operator, "??"),
            (.operator, "!="), (.operator, "==="), (.operator, "&"), (.operator, "|"), (.operator, "^"), (.operator, "~"),
            (.operator, "%"),
        ])
        check("f(a: [1, 2], b: [k: v]); { }", [
            (.identifier, "f"), (.leftParen, "("), (.identifier, "a"), (.colon, ":"), (.leftBracket, "["), (.number, "1"),
            (.comma, ","), (.number, "2"), (.rightBracket, "]"), (.comma, ","), (.identifier, "b"), (.colon, ":"),
            (.leftBracket, "["), (.identifier, "k"), (.colon, ":"), (.identifier, "v"), (.rightBracket, "]"),
            (.rightParen, ")"), (.semicolon, ";"), (.leftBrace, "{"), (.rightBrace, "}"),
        ])
        check("a+/*c*/b//d", [(.identifier, "a"), (.operator, "+"), (.identifier, "b")])
        check("x? .some", [(.identifier, "x"), (.operator, "?"), (.period, "."), (.identifier, "some")])
    }

    func testUnicodeOperators() {
        check("a ≠ b→c • d¬e ×÷ x⊕̃y ≤ ❤️ ¢ a̐ é", [
            (.identifier, "a"), (.operator, "≠"), (.identifier, "b"), (.operator, "→"), (.identifier, "c"),
            (.operator, "•"), (.identifier, "d"), (.operator, "¬"), (.identifier, "e"), (.operator, "×÷"),
            (.identifier, "x"), (.operator, "⊕̃"), (.identifier, "y"), (.operator, "≤"), (.operator, "❤️"),
            (.operator, "¢"), (.identifier, "a̐"), (.identifier, "é"),
        ])
        check("infix operator •: AdditionPrecedence", [(.identifier, "infix"), (.keyword, "operator"), (.operator, "•"),
                                                        (.colon, ":"), (.identifier, "AdditionPrecedence")])
    }

    func testColumnsCountUTF8Bytes() {
        // é is 2 bytes, 😀 4, ü 2, each regional indicator of 🇫🇷 4: the compiler's columns.
        let file = SourceFile(path: "t.swift", text: "let é😀 = \"ü\" + x\n  🇫🇷 y")
        XCTAssertEqual(toks(file).map(\.text), ["let", "é😀", "=", "\"", "ü", "\"", "+", "x", "🇫🇷", "y"])
        XCTAssertEqual(position(file, 2), [1, 12])
        XCTAssertEqual(position(file, 7), [1, 21])
        XCTAssertEqual(position(file, 8), [2, 3])
        XCTAssertEqual(position(file, 9), [2, 12])
        XCTAssertEqual(file.endPosition(of: 7), SourceFile.Position(line: 1, column: 22))
    }

    // MARK: Errors

    func assertUnterminated(_ source: String, lastKind: TokenKind, lastText: String, file: StaticString = #filePath, line: UInt = #line) {
        let sourceFile = SourceFile(path: "t.swift", text: source)
        let flagged = (sourceFile.tokens + sourceFile.comments).filter { $0.flags.contains(.unterminated) }
        XCTAssertEqual(flagged.count, 1, "one unterminated token", file: file, line: line)
        guard let token = flagged.first else { return }
        XCTAssertEqual(token.kind, lastKind, file: file, line: line)
        XCTAssertEqual(sourceFile.text(of: token), lastText, file: file, line: line)
    }

    func testUnterminatedString() {
        assertUnterminated("let s = \"abc\nlet t = 1", lastKind: .stringSegment, lastText: "abc")
        check("let s = \"abc\nlet t = 1", [(.keyword, "let"), (.identifier, "s"), (.operator, "="), (.stringStart, "\""),
                                          (.stringSegment, "abc"), (.keyword, "let"), (.identifier, "t"), (.operator, "="),
                                          (.number, "1")])
        assertUnterminated("x = \"", lastKind: .stringStart, lastText: "\"")
        assertUnterminated("x = \"ab\\", lastKind: .stringSegment, lastText: "ab\\")
    }

    func testUnterminatedMultilineAndRawStrings() {
        assertUnterminated("x = \"\"\"\nabc\n\"\" y", lastKind: .stringSegment, lastText: "\nabc\n\"\" y")
        assertUnterminated("x = #\"abc\" y", lastKind: .stringSegment, lastText: "abc\" y")
        assertUnterminated("x = ##\"\"\"\n\"\"\"# y", lastKind: .stringSegment, lastText: "\n\"\"\"# y")
    }

    func testUnterminatedBlockCommentAndExtendedRegex() {
        assertUnterminated("a /* b /* c */ d", lastKind: .blockComment, lastText: "/* b /* c */ d")
        assertUnterminated("let r = #/\n abc /", lastKind: .regexLiteral, lastText: "#/\n abc /")
        // A single-line `#/` without its closer is no regex: `#` and code.
        let file = SourceFile(path: "t.swift", text: "x #/ab\ny")
        XCTAssertFalse(file.tokens.contains { $0.flags.contains(.unterminated) })
        XCTAssertEqual(file.tokens.last.map { file.text(of: $0) }, "y")
    }

    func testUnterminatedInterpolationAtEndOfFile() {
        assertUnterminated("s = \"a\\(f(x)", lastKind: .rightParen, lastText: ")")
        check("s = \"a\\(f(x)", [(.identifier, "s"), (.operator, "="), (.stringStart, "\""), (.stringSegment, "a"),
                                (.stringInterpolationStart, "\\"), (.leftParen, "("), (.identifier, "f"), (.leftParen, "("),
                                (.identifier, "x"), (.rightParen, ")")])
        assertUnterminated("s = \"\"\"\n\\(x", lastKind: .identifier, lastText: "x")
    }

    func testInvalidUTF8AndNULBytes() {
        let bytes: [UInt8] = Array("a ".utf8) + [0xFF, 0xC3] + Array(" b\0c ".utf8) + [0xE2, 0x89] + Array("d\"\u{0}\"".utf8) + [0xF0]
        let file = SourceFile(path: "t.swift", bytes: bytes)
        XCTAssertEqual(toks(file).map(\.kind), [.identifier, .unknown, .unknown, .identifier, .identifier, .unknown,
                                                 .unknown, .identifier, .stringStart, .stringSegment, .stringEnd, .unknown])
        XCTAssertEqual(toks(file).map(\.offset), [0, 2, 3, 5, 7, 9, 10, 11, 12, 13, 14, 15])
        XCTAssertEqual(position(file, 3), [1, 6])
        // An over-long encoding and a surrogate are invalid too.
        let bad = SourceFile(path: "t.swift", bytes: [0xC0, 0xAF, 0x20, 0xED, 0xA0, 0x80])
        XCTAssertEqual(toks(bad).map(\.kind), [.unknown, .unknown, .unknown, .unknown, .unknown])
    }

    func testEmptyAndBOMOnly() {
        let empty = SourceFile(path: "t.swift", bytes: [])
        XCTAssertTrue(empty.tokens.isEmpty)
        XCTAssertTrue(empty.comments.isEmpty)
        XCTAssertEqual(empty.lineStarts, [0])
        XCTAssertTrue(DeclarationScanner.scan(empty).declarations.isEmpty)
        let bom = SourceFile(path: "t.swift", bytes: [0xEF, 0xBB, 0xBF])
        XCTAssertTrue(bom.tokens.isEmpty)
        XCTAssertTrue(bom.comments.isEmpty)
        XCTAssertEqual(bom.lineText(1), "")
        XCTAssertTrue(DeclarationScanner.scan(bom).declarations.isEmpty)
        let partial = SourceFile(path: "t.swift", bytes: [0xEF, 0xBB])
        XCTAssertEqual(partial.tokens.count, 2)
    }

    func testDeeplyNestedBrackets() {
        let depth = 100_000
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let source = String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth)
            let file = SourceFile(path: "t.swift", text: source)
            XCTAssertEqual(file.tokens.count, 2 * depth + 1)
            XCTAssertEqual(file.partner(0), 2 * depth)
            XCTAssertEqual(file.partner(depth - 1), depth + 1)
            XCTAssertEqual(file.indexAfterGroup(0), 2 * depth + 1)
            _ = DeclarationScanner.scan(file)
            // Unclosed: nothing pairs, nothing crashes.
            let unclosed = SourceFile(path: "t.swift", text: String(repeating: open, count: depth))
            XCTAssertNil(unclosed.partner(0))
            _ = DeclarationScanner.scan(unclosed)
            let closers = SourceFile(path: "t.swift", text: String(repeating: close, count: depth))
            XCTAssertNil(closers.partner(0))
            _ = DeclarationScanner.scan(closers)
        }
    }

    /// Nesting deeper than a token's own field reaches keeps the outer pairs in the file's table:
    /// every pair is found both ways, the far ones and the near ones inside them.
    func testNestingPastTheTokensOwnDistance() {
        let depth = 300_000
        let file = SourceFile(path: "t.swift", text: String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth))
        XCTAssertNotNil(file.farPartners)
        for level in [0, 1, 37_856, 37_857, 100_000, depth - 1] {
            XCTAssertEqual(file.partner(level), 2 * depth - level, "level \(level)")
            XCTAssertEqual(file.partner(2 * depth - level), level, "level \(level)")
        }
        XCTAssertNil(file.partner(depth))
        XCTAssertNil(SourceFile(path: "t.swift", text: "f(x)").farPartners)
    }

    /// A partner within 20 bits of tokens is kept in the token, a further one in the file's
    /// table: both directions give it, on either side of the boundary.
    func testPartnersAtTheEdgeOfTheTokensOwnDistance() {
        for distance in [2, 32_768, 524_286, 524_287, 524_288, 530_000] {
            let source = "f([" + String(repeating: "x ", count: distance - 1) + "])"
            let file = SourceFile(path: "t.swift", text: source)
            XCTAssertEqual(file.tokens.count, distance + 4)
            XCTAssertEqual(file.partner(2), distance + 2, "distance \(distance)")
            XCTAssertEqual(file.partner(distance + 2), 2, "distance \(distance)")
            XCTAssertEqual(file.partner(1), distance + 3, "distance \(distance)")
            XCTAssertEqual(file.partner(distance + 3), 1, "distance \(distance)")
            XCTAssertNil(file.partner(0))
            XCTAssertNil(file.partner(3))
        }
    }

    /// A token's length has 20 bits: longer text comes as pieces of one kind, cut between
    /// characters, that cover it exactly, with the flags of its start on the first piece and of
    /// its end on the last; the tokens after it are as they would be.
    func testTextLongerThanATokenComesInPieces() {
        let literal = String(repeating: "aé", count: 700_000) // 2.1 MB, two-byte characters throughout
        let comment = "// " + String(repeating: "x", count: 1_100_000)
        let source = "let s = \"" + literal + "\"\n" + comment + "\nlet t = 1"
        let file = SourceFile(path: "t.swift", text: source)
        let segments = file.tokens.indices.filter { file.tokens[$0].kind == .stringSegment }
        XCTAssertEqual(segments.count, 3)
        XCTAssertEqual(segments, Array(segments[0]...segments[2]))
        var end = Int(file.tokens[segments[0]].offset)
        for index in segments {
            let token = file.tokens[index]
            XCTAssertEqual(Int(token.offset), end)
            XCTAssertLessThanOrEqual(Int(token.length), Token.maxLength)
            XCTAssertNotEqual(file.bytes[Int(token.offset)] & 0xC0, 0x80, "a piece starts inside a character")
            XCTAssertEqual(token.flags, [])
            end = Int(token.end)
        }
        XCTAssertEqual(String(decoding: file.bytes[Int(file.tokens[segments[0]].offset)..<end], as: UTF8.self), literal)
        XCTAssertEqual(file.tokens[segments[2] + 1].kind, .stringEnd)
        XCTAssertEqual(file.comments.count, 2)
        XCTAssertEqual(file.comments.map(\.kind), [.lineComment, .lineComment])
        XCTAssertEqual(Int(file.comments[0].length), Token.maxLength)
        XCTAssertEqual(Int(file.comments[1].end), source.utf8.count - "\nlet t = 1".utf8.count)
        XCTAssertEqual(file.comments[1].offset, file.comments[0].end)
        XCTAssertEqual(file.tokens.suffix(4).map(\.kind), [.keyword, .identifier, .operator, .number])
        XCTAssertTrue(file.tokens[file.tokens.count - 4].flags.contains(.newlineBefore))
        let tree = DeclarationScanner.scan(file)
        XCTAssertEqual(tree.declarations.map(\.name), ["s", "t"])
    }

    /// A bracket is one byte, so its length field holds its partner; no other token has one.
    func testABracketsLengthIsOneAndItsPartnerIsKeptApart() {
        let file = SourceFile(path: "t.swift", text: "f(identifier, [1: \"two\"]) { x }")
        for token in file.tokens {
            if token.kind.isBracket {
                XCTAssertEqual(token.length, 1)
            } else {
                XCTAssertEqual(token.partnerDistance, 0)
            }
        }
        XCTAssertEqual(file.tokens.map(\.length), [1, 1, 10, 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1])
        XCTAssertEqual(file.partner(1), 11)
        XCTAssertEqual(file.partner(4), 10)
        XCTAssertEqual(file.partner(12), 14)
    }

    func testDeeplyNestedTypesScanWithoutRecursion() {
        let types = String(repeating: "struct S { ", count: 20_000) + String(repeating: "}", count: 20_000)
        let tree = DeclarationScanner.scan(SourceFile(path: "t.swift", text: types))
        XCTAssertEqual(tree.declarations.count, 20_000)
        XCTAssertEqual(tree.ancestors(of: 19_999).count, 19_999)
    }

    func testInterpolationsNestedDeeply() {
        let depth = 2_000
        let source = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let file = SourceFile(path: "t.swift", text: source)
        XCTAssertEqual(file.tokens.count, depth * 5 + 1)
        XCTAssertFalse(file.tokens.contains { $0.flags.contains(.unterminated) })
        XCTAssertEqual(file.stringLiteralEnd(0), file.tokens.count - 1)
    }

    /// Seeded random inputs mixing Swift fragments and random bytes: every one tokenizes and scans,
    /// with tokens in increasing offset order and within the file.
    func testRandomInputsNeverCrash() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let fragments = [
            "struct ", "class ", "enum ", "case ", "func ", "var ", "let ", "init", "extension ", "protocol ", "actor ",
            "@MainActor ", "private(set) ", "static ", "{", "}", "(", ")", "[", "]", "<", ">", ":", ",", ";", ".", "=",
            "\"", "\"\"\"", "#\"", "\"#", "\\(", "\\#(", "/", "#/", "/#", "/*", "*/", "//", "\n", "\r\n", "\r", " ",
            "#if ", "#else", "#endif", "x", "Foo", "0x1p3", "1.5", "t.0.1", "`", "$0", "->", "?", "!", "≠", "é", "😀",
            "\\", "'", "\0", "get", "set", "didSet", "where ", "some ", "#selector", "@", "#", "\u{FEFF}",
        ].map { Array($0.utf8) }
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            let pieces = Int(next() % 60)
            for _ in 0..<pieces {
                if next() % 4 == 0 {
                    for _ in 0..<Int(next() % 6) { bytes.append(UInt8(truncatingIfNeeded: next())) }
                } else {
                    bytes += fragments[Int(next() % UInt64(fragments.count))]
                }
            }
            let file = SourceFile(path: "r.swift", bytes: bytes)
            var previousEnd: Int32 = 0
            for token in (file.tokens + file.comments).sorted(by: { $0.offset < $1.offset }) {
                XCTAssertGreaterThanOrEqual(token.offset, previousEnd)
                XCTAssertGreaterThan(token.length, 0)
                XCTAssertLessThanOrEqual(Int(token.end), bytes.count)
                previousEnd = token.end
            }
            for index in file.tokens.indices where index > 0 {
                XCTAssertGreaterThan(file.tokens[index].offset, file.tokens[index - 1].offset)
            }
            for index in file.tokens.indices {
                if let other = file.partner(index) { XCTAssertEqual(file.partner(other), index) }
            }
            let tree = DeclarationScanner.scan(file)
            for declaration in tree.declarations {
                XCTAssertLessThanOrEqual(Int(declaration.firstToken), max(file.tokens.count - 1, 0))
                XCTAssertLessThanOrEqual(Int(declaration.lastToken), max(file.tokens.count - 1, 0))
                XCTAssertLessThanOrEqual(Int(declaration.nameToken), max(file.tokens.count - 1, 0))
                XCTAssertLessThanOrEqual(declaration.firstToken, declaration.lastToken)
                if let body = declaration.body {
                    XCTAssertLessThanOrEqual(Int(body.upperBound), file.tokens.count)
                }
            }
            _ = tokenDump(file)
            _ = declarationDump(file, tree)
        }
    }
}
