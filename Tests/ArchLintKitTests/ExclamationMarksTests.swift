import XCTest
@testable import ArchLintKit

/// `ExclamationMarks.postfixMarks` visits only the `!` tokens and reads what comes before each
/// walking back from it (the token before, an `#if` condition, the innermost open bracket), each
/// walk stopping at the `!` before. The marks must be those a pass over every token finds.
final class ExclamationMarksTests: XCTestCase {
    /// The force unwraps, casts and tries a pass over every token found here: `#if` conditions
    /// (`!` in one is no force unwrap), chains of `?`, `!` after closed, nested and unpaired
    /// brackets, parameter clauses after brackets holding a `!`, key paths, lists of declarations.
    func testMarksAreThoseOfAPassOverEveryToken() {
        let file = SourceFile(path: "A.swift", text: #"""
            #if !DEBUG && canImport(UIKit)
            let a = b!
            #elseif x!
            let a2 = b2!
            #endif
            #if os(iOS) && flag!
            #endif
            func f(_ x: Int!, y: [String: Int]!) -> Int! { x! + (y?["k"]!)! }
            let c = d?.e!.f?!
            let c2 = d??!
            let c3 = d? ?!
            let g = (h!)!
            let i = [j!, (k!, l)!]!
            var m: M!, n: N!
            var m2: M! = nil, n2: N!
            let o = p as! Q
            let r = try! s()
            let t = u != v && !w
            init!(z: Z!) {}
            let x = ({ (q: Q!) in q! })
            )!
            let y = z
               !.count
            let kp = \String?.!.count
            let kp2 = \.!
            struct S { func g(a: A!, b: (B!) -> C!) -> D! { a! } }
            let self2 = self!.value
            let def = options.default!
            let e = f(g!)!; let h = i[j!]![k!]!
            let gen = Set<String>!
            let arr: [Int]! = nil
            let tup = (a!, b!) ; func z(_ p: P<Q>!, _ r: (R!)) {}
            if let v = w! as? X { }
            let q = cond ? a! : b!
            let lbl = x.y!(z)
            subscript(i: Int!) -> Int! { i! }
            func ==(l: L!, r: R!) -> Bool { l! == r! }
            let mixed = [a!: b!]
            """#)
        let reported: Set<ExclamationMarks.Kind> = [.forceUnwrap, .forceCast, .forceTry]
        let found = ExclamationMarks.postfixMarks(in: file).filter { reported.contains($0.kind) }.map { mark in
            let position = file.position(ofOffset: Int(file.tokens[mark.token].offset))
            return "\(position.line):\(position.column) \(mark.kind)"
        }
        XCTAssertEqual(found, [
            "2:10 forceUnwrap",
            "4:12 forceUnwrap",
            "8:49 forceUnwrap",
            "8:61 forceUnwrap",
            "8:63 forceUnwrap",
            "9:13 forceUnwrap",
            "9:17 forceUnwrap",
            "12:11 forceUnwrap",
            "12:13 forceUnwrap",
            "13:11 forceUnwrap",
            "13:16 forceUnwrap",
            "13:21 forceUnwrap",
            "13:23 forceUnwrap",
            "15:24 forceUnwrap",
            "16:13 forceCast",
            "17:12 forceTry",
            "20:17 forceUnwrap",
            "20:24 forceUnwrap",
            "21:2 forceUnwrap",
            "24:19 forceUnwrap",
            "25:13 forceUnwrap",
            "26:31 forceUnwrap",
            "26:50 forceUnwrap",
            "27:17 forceUnwrap",
            "28:26 forceUnwrap",
            "29:12 forceUnwrap",
            "29:14 forceUnwrap",
            "29:28 forceUnwrap",
            "29:30 forceUnwrap",
            "29:33 forceUnwrap",
            "29:35 forceUnwrap",
            "32:13 forceUnwrap",
            "32:17 forceUnwrap",
            "32:48 forceUnwrap",
            "33:13 forceUnwrap",
            "34:17 forceUnwrap",
            "34:22 forceUnwrap",
            "35:14 forceUnwrap",
            "36:31 forceUnwrap",
            "37:34 forceUnwrap",
            "37:40 forceUnwrap",
            "38:15 forceUnwrap",
            "38:19 forceUnwrap",
        ])
    }
}
