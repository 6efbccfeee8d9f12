import XCTest
@testable import ArchLintKit

/// `SourceFile.closureOfCall`: rules.md's "closure of a call", shared by the wave-3 rules.
final class ClosureOfCallTests: XCTestCase {
    /// What each `{` of `source` is, in source order: `callee` for a first trailing closure,
    /// `callee label:` for a labelled one, `callee(…)` / `callee(label:)` for an argument inside the
    /// parentheses, and `-` for a brace that is no closure of a call.
    private func roles(_ source: String) -> [String] {
        let file = SourceFile(path: "t.swift", text: source)
        return file.tokens.indices.filter { file.kind($0) == .leftBrace }.map { open in
            guard let call = file.closureOfCall(open) else { return "-" }
            let name = file.text(call.callee)
            let label = call.label.map { file.text($0) + ":" }
            if call.isTrailing { return label.map { name + " " + $0 } ?? name }
            return name + "(" + (label ?? "…") + ")"
        }
    }

    func testTrailingClosuresAfterTheCalleeOrItsParentheses() {
        XCTAssertEqual(roles("ForEach(items) { item in Text(item.name) }"), ["ForEach"])
        XCTAssertEqual(roles("List(items, selection: $selection) { row in Text(row) }"), ["List"])
        XCTAssertEqual(roles("ScrollViewReader { proxy in VStack { } }"), ["ScrollViewReader", "VStack"])
        XCTAssertEqual(roles("Text(\"a\")\n    .onAppear { load() }\n    .task(id: key) { await load() }"), ["onAppear", "task"])
        XCTAssertEqual(roles("queue.async { work() }\nitems.first { $0.isDone }"), ["async", "first"])
        XCTAssertEqual(roles("withAnimation(.easeInOut) { proxy.scrollTo(id) }"), ["withAnimation"])
        XCTAssertEqual(roles("let view = Kit.Container { content }"), ["Container"])
        XCTAssertEqual(roles("switch state {\ncase .list: VStack { rows }\ndefault: HStack { }\n}"), ["-", "VStack", "HStack"])
        // A member named by a keyword (a custom `.if` modifier) starts no statement.
        XCTAssertEqual(roles("List { }\n    .if(compact, then: { $0.padding() })\n    .onAppear { load() }"), ["List", "if(then:)", "onAppear"])
        // Allman braces: the closure on the line after its call.
        XCTAssertEqual(roles("ForEach(items)\n{ item in row(item) }"), ["ForEach"])
    }

    func testAdditionalTrailingClosuresCarryTheirLabels() {
        XCTAssertEqual(roles("Button { save() } label: { Text(\"Save\") }"), ["Button", "Button label:"])
        XCTAssertEqual(roles("Menu(\"More\") { a } primaryAction: { b } label: { c }"),
                       ["Menu", "Menu primaryAction:", "Menu label:"])
        // A labelled brace after a block that belongs to no call is not a trailing closure.
        XCTAssertEqual(roles("if ok { } label: { }"), ["-", "-"])
    }

    func testClosureArgumentsInsideTheParentheses() {
        XCTAssertEqual(roles("ForEach(items, content: { item in row(item) })"), ["ForEach(content:)"])
        XCTAssertEqual(roles(".onAppear(perform: { load() })"), ["onAppear(perform:)"])
        XCTAssertEqual(roles("items.map({ $0.id })\nrun(1, { step() })"), ["map(…)", "run(…)"])
        XCTAssertEqual(roles("withTransaction(transaction, { proxy.scrollTo(id) })"), ["withTransaction(…)"])
        XCTAssertEqual(roles("let view = Model.init(make: { 1 })"), ["init(make:)"])
        // A closure in an array, a dictionary or a tuple is no call's.
        XCTAssertEqual(roles("let all = [{ 1 }, { 2 }]\nlet named = [\"a\": { 1 }]\nlet pair = (a: { 1 }, b: 2)"), ["-", "-", "-", "-"])
        // Nor one that begins a line after a call's parenthesis line.
        XCTAssertEqual(roles("let handler = { run() }\nreturn { 1 }"), ["-", "-"])
    }

    func testDeclarationBodiesAreNeverClosuresOfCalls() {
        let source = """
        struct Row: View, Identifiable {
            var body: some View { Text("a") }
            var id: String { name }
            var title: Kit.Title { get { stored } set(newValue) { stored = newValue } }
            var count = 0 { didSet { log() } willSet { } }
            subscript(index: Int) -> Item { items[index] }
            init(name: String) { self.name = name }
            func load() async { await fetch() }
            func make<T>(_ value: T) -> some View where T: Equatable, T: Hashable { Text("b") }
            func plain(value: Int) { use(value) }
            deinit { }
        }
        """
        XCTAssertEqual(roles(source), Array(repeating: "-", count: 15))
    }

    func testStatementBlocksAreNeverClosuresOfCalls() {
        let source = """
        if let value = load() { }
        else if check(value) { }
        guard ready(now) else { return }
        for item in items.filter(isOpen) { }
        while next() { }
        switch kind(of: x) { default: break }
        do { try run() } catch let error as Failure { }
        repeat { } while more()
        defer { close() }
        """
        XCTAssertEqual(roles(source), Array(repeating: "-", count: 10))
    }

    func testClosuresInsideBlocksAndConditions() {
        // The condition's closure argument is a call's; the block after the condition is not.
        XCTAssertEqual(roles("if items.contains(where: { $0.isNew }) { reload() }"), ["contains(where:)", "-"])
        XCTAssertEqual(roles("func body() -> some View { List(rows) { row in Text(row) } }"), ["-", "List"])
    }

    func testTokensInTextAreNotCode() {
        // Braces inside comments and string literals are no tokens; an interpolation's code is.
        XCTAssertEqual(roles("// ForEach(items) { }\nlet s = \"ForEach(items) { \\(items.map { $0 }) }\"\nlet r = #\"List { }\"#"), ["map"])
    }
}
