import XCTest
@testable import ArchLintKit

/// Declaration-scanner tests on realistic sources.
final class DeclarationScannerTests: XCTestCase {
    struct Scan {
        let file: SourceFile
        let tree: DeclarationTree

        init(_ source: String) {
            file = SourceFile(path: "t.swift", text: source)
            tree = DeclarationScanner.scan(file)
        }

        /// The declaration with this qualified name (`Outer.Inner.member`); the n-th when repeated.
        func d(_ qualified: String, _ n: Int = 0, file: StaticString = #filePath, line: UInt = #line) -> Declaration {
            let hits = tree.declarations.indices.filter { tree.qualifiedName(of: Int32($0)) == qualified }
            guard n < hits.count else {
                XCTFail("no \(qualified) in \(tree.declarations.indices.map { tree.qualifiedName(of: Int32($0)) })", file: file, line: line)
                return Declaration(name: "", nameLine: 0, nameColumn: 0, nameToken: 0, firstToken: 0, lastToken: 0, kind: .variable)
            }
            return tree.declarations[hits[n]]
        }

        func text(_ range: Range<Int32>?) -> String? {
            guard let range, !range.isEmpty else { return nil }
            return self.file.text(from: Int(range.lowerBound), through: Int(range.upperBound) - 1)
        }

        func pos(_ d: Declaration) -> [Int] { [d.namePosition.line, d.namePosition.column] }

        /// The position of `d` in the tree (its name token is its own).
        func position(_ d: Declaration) -> Int32 {
            Int32(tree.declarations.firstIndex { $0.nameToken == d.nameToken && $0.firstToken == d.firstToken && $0.name == d.name }!)
        }

        func children(_ d: Declaration) -> ArraySlice<Int32> { tree.children(of: position(d)) }

        func inheritance(_ d: Declaration) -> ArraySlice<Declaration.InheritedType> { tree.inheritance(of: position(d)) }

        func attributes(_ d: Declaration) -> [Declaration.Attribute] { Array(tree.attributes(of: position(d))) }

        func modifiers(_ d: Declaration) -> [String] { Array(tree.modifiers(of: position(d))) }

        func genericParameters(_ d: Declaration) -> [String] { Array(tree.genericParameters(of: position(d))) }

        func parameters(_ d: Declaration) -> [Declaration.Parameter] { Array(tree.parameters(of: position(d))) }

        func hasModifier(_ d: Declaration, _ word: String) -> Bool { tree.declaration(position(d), hasModifier: word) }

        func isTypeMember(_ d: Declaration) -> Bool { tree.isTypeMember(position(d)) }

        func names(_ d: Declaration) -> [String] { children(d).map { tree[$0].name } }
    }

    static let viewModel = """
import SwiftUI
import Combine

@MainActor
final class SettingsViewModel: ObservableObject {
    @Published private(set) var items: [Item] = []
    @Published var query: String = "" {
        didSet { scheduleSearch() }
    }
    @AppStorage("theme") var theme: String = "system"
    @AppStorage("launchCount")
    private var launchCount = 0
    nonisolated(unsafe) static var shared: SettingsViewModel?
    private let service: SearchService
    var isEmpty: Bool { items.isEmpty }
    var title: String {
        get { query.isEmpty ? "All" : query }
        set { query = newValue }
    }
    lazy var formatter: DateFormatter = {
        let f = DateFormatter()
        return f
    }()
    let publisher = NotificationCenter.default
        .publisher(for: .didChange)
        .map { $0.object }
        .eraseToAnyPublisher()

    init(service: SearchService = .live, limit: Int = 20) {
        self.service = service
    }

    func load(page: Int, using session: URLSession = .shared) async throws -> [Item] {
        []
    }

    private func scheduleSearch() {}
}
"""

    static let uiKit = """
import UIKit

open class BaseViewController<Model: Decodable>: UIViewController, UITableViewDelegate {
    class var storyboardName: String { "Main" }
    class func make() -> Self { fatalError() }
    override class func awakeFromNib() {}
    public override func viewDidLoad() {
        super.viewDidLoad()
    }
}

final class ProfileViewController: BaseViewController<Profile>, @unchecked Sendable {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBAction func didTap(_ sender: UIButton) {}
    private(set) weak var delegate: ProfileDelegate?
    required init?(coder: NSCoder) { super.init(coder: coder) }
    deinit {}
    subscript(index: Int) -> String { "" }
}

class Cell: UIKit.UITableViewCell, Foundation.NSCoding where Self: AnyObject {
    static let reuseID = "Cell"
}
"""

    static let dto = """
struct UserDTO: Codable, Equatable {
    let id: Int
    let name: String
    var email: String?

    enum CodingKeys: String, CodingKey {
        case id = "user_id"
        case name, email = "email_address"
    }

    struct Address: Codable {
        let street: String
        enum CodingKeys: String, CodingKey { case street = "street_name" }
    }
}

extension UserDTO {
    var displayName: String { name }
    static func decode(from data: Data, decoder: JSONDecoder = JSONDecoder()) throws -> UserDTO {
        try decoder.decode(UserDTO.self, from: data)
    }
}

extension Array: @retroactive Identifiable where Element == UserDTO {}
extension Outer.Inner<Int> {}

enum Status: String, Codable {
    case active = "ACTIVE"
    case suspended(reason: String)
    case deleted
}
"""

    static let tca = """
import ComposableArchitecture

@Reducer
struct SearchFeature {
    @ObservableState
    struct State: Equatable {
        var query = ""
        var results: IdentifiedArrayOf<Result> = []
    }

    enum Action {
        case queryChanged(String)
        case searchResponse(Result<[Result], Error>)
    }

    @Dependency(\\.searchClient) var searchClient
    @Dependency(\\.mainQueue) var mainQueue

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .queryChanged(query):
                state.query = query
                return .none
            case .searchResponse:
                return .none
            }
        }
    }
}

struct SearchClient {
    var search: @Sendable (String) async throws -> [Result]
}

extension SearchClient: DependencyKey {
    static let liveValue = Self(
        search: { query in try await api.search(query) }
    )
    static let testValue = Self(search: { _ in [] })
}

extension DependencyValues {
    var searchClient: SearchClient {
        get { self[SearchClient.self] }
        set { self[SearchClient.self] = newValue }
    }
}

#if DEBUG
struct DebugView {}
#elseif os(iOS)
struct PhoneView {}
#else
struct OtherView {}
#endif
"""

    /// A declaration's lists are pooled by its tree: bindings and cases sharing a head each have its
    /// attributes and modifiers, and those of something that is not a declaration go to nobody.
    func testSharedHeadsAndStrayAttributesInPooledLists() {
        let s = Scan("""
        @MainActor
        import Foundation
        @Observable final class Model<T>: Base, Sendable {
            @Published private var a = 1, b: Int = 2
            static let c = 3
            private(set) var d = 0 { didSet { } }
            var e: Int { set { } get { 1 } }
            func load(page: Int, _ sender: Any) {}
        }
        indirect enum Tree {
            @available(*, deprecated) case leaf, node(Tree)
        }
        """)
        XCTAssertEqual(s.tree.declarations.map(\.name), ["Model", "a", "b", "c", "d", "e", "load", "Tree", "leaf", "node"])
        let model = s.d("Model")
        XCTAssertEqual(s.attributes(model).map(\.name), ["Observable"])
        XCTAssertEqual(s.modifiers(model), ["final"])
        XCTAssertEqual(s.genericParameters(model), ["T"])
        XCTAssertEqual(s.inheritance(model).map(\.name), ["Base", "Sendable"])
        XCTAssertEqual(s.names(model), ["a", "b", "c", "d", "e", "load"])
        for binding in ["Model.a", "Model.b"] {
            XCTAssertEqual(s.attributes(s.d(binding)).map(\.name), ["Published"], binding)
            XCTAssertEqual(s.modifiers(s.d(binding)), ["private"], binding)
        }
        XCTAssertTrue(s.isTypeMember(s.d("Model.c")))
        XCTAssertTrue(s.attributes(s.d("Model.c")).isEmpty)
        XCTAssertEqual(s.modifiers(s.d("Model.d")), ["private(set)"])
        XCTAssertEqual(s.d("Model.d").accessors, ["didSet"])
        XCTAssertTrue(s.d("Model.d").isStoredProperty)
        // Accessors are bits: listed in one order (get, set, willSet, didSet, …) whatever the source's.
        XCTAssertEqual(s.d("Model.e").accessors, ["get", "set"])
        XCTAssertFalse(s.d("Model.e").isStoredProperty)
        XCTAssertEqual(s.parameters(s.d("Model.load")).map(\.name), ["page", "sender"])
        XCTAssertEqual(s.modifiers(s.d("Tree")), ["indirect"])
        XCTAssertEqual(s.names(s.d("Tree")), ["leaf", "node"])
        for enumCase in ["Tree.leaf", "Tree.node"] {
            XCTAssertEqual(s.attributes(s.d(enumCase)).map(\.name), ["available"], enumCase)
        }
    }

    /// Every file's declarations stay in the project index for the whole run, and every token of
    /// the files being read (a bracket's partner inside it): their sizes are the run's memory per
    /// byte of source.
    func testDeclarationAndTokenSizes() {
        XCTAssertLessThanOrEqual(MemoryLayout<Declaration>.stride, 88)
        XCTAssertEqual(MemoryLayout<DeclarationTree.ListStarts>.stride, 24)
        XCTAssertEqual(MemoryLayout<Token>.stride, 8)
    }

    /// A large file's declaration list is given its capacity up front, so it never grows by
    /// copying while the old storage is still resident (that copy was a 50 MB file's peak).
    /// String values are read from the tokens, not kept in the declaration: a variable's lone
    /// literal, an enum case's raw value (its first literal, as the scanner always read it).
    func testStringValuesAreReadFromTheTokens() {
        let s = Scan("""
        enum Key: String {
            case token = "auth_token", plain, escaped = "a\\tb"
            case payload(Int)
            case computed = "x" + "y"
        }
        struct Settings {
            static let key = "api_key"
            let joined = "a" + suffix
            let interpolated = "id-\\(value)"
            let number = 42
            let typed: String = "typed"
        }
        """)
        XCTAssertEqual(["token", "plain", "escaped", "payload", "computed"].map { s.file.literalValue(of: s.d("Key.\($0)")) },
                       ["auth_token", nil, "a\tb", nil, "x"])
        XCTAssertEqual(["key", "joined", "interpolated", "number", "typed"].map { s.file.literalValue(of: s.d("Settings.\($0)")) },
                       ["api_key", nil, nil, nil, "typed"])
        XCTAssertNil(s.file.literalValue(of: s.d("Settings")))
        // The cases after a raw value and after associated values are still found.
        XCTAssertEqual(s.names(s.d("Key")), ["token", "plain", "escaped", "payload", "computed"])
        XCTAssertTrue(s.d("Key.payload").hasAssociatedValues)
        XCTAssertFalse(s.d("Key.computed").hasAssociatedValues)
    }

    func testLargeFileReservesItsDeclarationsUpFront() {
        let lines = DeclarationScanner.reservingTokenCount / 4 + 1
        var source = ""
        for index in 0..<lines { source += "let v\(index) = 1\n" }
        let scan = Scan(source)
        XCTAssertGreaterThanOrEqual(scan.file.tokens.count, DeclarationScanner.reservingTokenCount)
        XCTAssertEqual(scan.tree.declarations.count, lines)
        XCTAssertGreaterThanOrEqual(scan.tree.declarations.capacity, scan.file.tokens.count / 2)
    }

    func testSwiftUIViewModel() {
        let s = Scan(Self.viewModel)
        XCTAssertEqual(s.tree.roots.count, 1)
        let vm = s.d("SettingsViewModel")
        XCTAssertEqual(vm.kind, .class)
        XCTAssertEqual(s.pos(vm), [5, 13])
        XCTAssertEqual(s.attributes(vm).map(\.name), ["MainActor"])
        XCTAssertEqual(s.modifiers(vm), ["final"])
        XCTAssertEqual(s.inheritance(vm).map(\.name), ["ObservableObject"])
        XCTAssertEqual(Int(vm.firstToken), 4)  // `@MainActor`, after the two imports
        XCTAssertEqual(s.names(vm), ["items", "query", "theme", "launchCount", "shared", "service", "isEmpty", "title",
                                     "formatter", "publisher", "init", "load", "scheduleSearch"])

        let items = s.d("SettingsViewModel.items")
        XCTAssertEqual(s.pos(items), [6, 33])
        XCTAssertEqual(s.attributes(items).map(\.name), ["Published"])
        XCTAssertEqual(s.modifiers(items), ["private(set)"])
        XCTAssertFalse(s.hasModifier(items, "private"))
        XCTAssertEqual(items.typeAnnotation, "[Item]")
        XCTAssertEqual(s.text(items.initializer), "[]")
        XCTAssertTrue(items.isStoredProperty)

        let query = s.d("SettingsViewModel.query")
        XCTAssertEqual(query.accessors, ["didSet"])
        XCTAssertTrue(query.isStoredProperty)
        XCTAssertEqual(s.text(query.initializer), "\"\"")
        XCTAssertEqual(s.text(query.body), "didSet { scheduleSearch() }")

        let theme = s.d("SettingsViewModel.theme")
        XCTAssertEqual(s.attributes(theme).map(\.name), ["AppStorage"])
        XCTAssertEqual(s.text(s.attributes(theme)[0].arguments), "\"theme\"")

        let launch = s.d("SettingsViewModel.launchCount")
        XCTAssertEqual(s.pos(launch), [12, 17])
        XCTAssertEqual(s.attributes(launch).map(\.name), ["AppStorage"])
        XCTAssertEqual(s.modifiers(launch), ["private"])
        XCTAssertEqual(launch.typeAnnotation, "")
        XCTAssertEqual(s.file.position(of: Int(launch.firstToken)).line, 11)

        let shared = s.d("SettingsViewModel.shared")
        XCTAssertEqual(s.modifiers(shared), ["nonisolated(unsafe)", "static"])
        XCTAssertEqual(shared.typeAnnotation, "SettingsViewModel?")
        XCTAssertTrue(s.isTypeMember(shared))
        XCTAssertNil(shared.initializer)

        let service = s.d("SettingsViewModel.service")
        XCTAssertTrue(service.isLet)
        XCTAssertEqual(service.typeAnnotation, "SearchService")

        let isEmpty = s.d("SettingsViewModel.isEmpty")
        XCTAssertEqual(isEmpty.accessors, ["get"])
        XCTAssertFalse(isEmpty.isStoredProperty)
        let title = s.d("SettingsViewModel.title")
        XCTAssertEqual(title.accessors, ["get", "set"])
        XCTAssertFalse(title.isStoredProperty)

        let formatter = s.d("SettingsViewModel.formatter")
        XCTAssertEqual(s.modifiers(formatter), ["lazy"])
        XCTAssertEqual(s.text(formatter.initializer), "{\n        let f = DateFormatter()\n        return f\n    }()")
        XCTAssertTrue(formatter.isStoredProperty)

        let publisher = s.d("SettingsViewModel.publisher")
        XCTAssertEqual(s.text(publisher.initializer),
                       "NotificationCenter.default\n        .publisher(for: .didChange)\n        .map { $0.object }\n        .eraseToAnyPublisher()")
        XCTAssertEqual(s.file.position(of: Int(publisher.lastToken)).line, 27)

        let initializer = s.d("SettingsViewModel.init")
        XCTAssertEqual(initializer.kind, .initializer)
        XCTAssertEqual(s.parameters(initializer).map(\.name), ["service", "limit"])
        XCTAssertEqual(s.parameters(initializer).map(\.type), ["SearchService", "Int"])
        XCTAssertEqual(s.parameters(initializer).map { s.text($0.defaultValue) }, [".live", "20"])
        XCTAssertEqual(s.text(initializer.body), "self.service = service")

        let load = s.d("SettingsViewModel.load")
        XCTAssertEqual(s.parameters(load).map(\.label), ["page", "using"])
        XCTAssertEqual(s.parameters(load).map(\.name), ["page", "session"])
        XCTAssertEqual(s.parameters(load).map { s.text($0.defaultValue) }, [nil, ".shared"])
        XCTAssertEqual(s.modifiers(s.d("SettingsViewModel.scheduleSearch")), ["private"])
    }

    func testUIKitControllerHierarchy() {
        let s = Scan(Self.uiKit)
        XCTAssertEqual(s.tree.roots.map { s.tree[$0].name }, ["BaseViewController", "ProfileViewController", "Cell"])
        let base = s.d("BaseViewController")
        XCTAssertEqual(base.kind, .class)
        XCTAssertEqual(s.modifiers(base), ["open"])
        XCTAssertEqual(s.genericParameters(base), ["Model"])
        XCTAssertEqual(s.inheritance(base).map(\.name), ["UIViewController", "UITableViewDelegate"])
        XCTAssertEqual(s.pos(base), [3, 12])
        // `class var` / `class func` are members with a `class` modifier, not classes.
        let storyboard = s.d("BaseViewController.storyboardName")
        XCTAssertEqual(storyboard.kind, .variable)
        XCTAssertEqual(s.modifiers(storyboard), ["class"])
        XCTAssertTrue(s.isTypeMember(storyboard))
        XCTAssertEqual(storyboard.accessors, ["get"])
        XCTAssertEqual(s.d("BaseViewController.make").kind, .function)
        XCTAssertEqual(s.modifiers(s.d("BaseViewController.make")), ["class"])
        XCTAssertEqual(s.modifiers(s.d("BaseViewController.awakeFromNib")), ["override", "class"])
        XCTAssertEqual(s.modifiers(s.d("BaseViewController.viewDidLoad")), ["public", "override"])
        XCTAssertEqual(s.text(s.d("BaseViewController.viewDidLoad").body), "super.viewDidLoad()")
        XCTAssertFalse(s.tree.declarations.contains { $0.kind == .class && ($0.name == "var" || $0.name == "func") })

        let profile = s.d("ProfileViewController")
        XCTAssertEqual(s.inheritance(profile).map(\.name), ["BaseViewController", "Sendable"])
        XCTAssertEqual(s.inheritance(profile).map(\.raw), ["BaseViewController<Profile>", "@unchecked Sendable"])
        XCTAssertEqual(s.names(profile), ["nameLabel", "didTap", "delegate", "init", "deinit", "subscript"])
        let label = s.d("ProfileViewController.nameLabel")
        XCTAssertEqual(s.attributes(label).map(\.name), ["IBOutlet"])
        XCTAssertEqual(s.modifiers(label), ["private", "weak"])
        XCTAssertEqual(label.typeAnnotation, "UILabel!")
        XCTAssertEqual(s.pos(label), [13, 32])
        let tap = s.d("ProfileViewController.didTap")
        XCTAssertEqual(s.parameters(tap).map(\.label), ["_"])
        XCTAssertEqual(s.parameters(tap).map(\.name), ["sender"])
        let delegate = s.d("ProfileViewController.delegate")
        XCTAssertEqual(s.modifiers(delegate), ["private(set)", "weak"])
        XCTAssertEqual(delegate.typeAnnotation, "ProfileDelegate?")
        XCTAssertTrue(delegate.accessors.isEmpty)
        let initializer = s.d("ProfileViewController.init")
        XCTAssertEqual(s.modifiers(initializer), ["required"])
        XCTAssertEqual(s.parameters(initializer).map(\.name), ["coder"])
        XCTAssertEqual(s.d("ProfileViewController.deinit").kind, .deinitializer)
        XCTAssertEqual(s.d("ProfileViewController.subscript").kind, .subscript)
        XCTAssertEqual(s.d("ProfileViewController.subscript").accessors, ["get"])

        let cell = s.d("Cell")
        XCTAssertEqual(s.inheritance(cell).map(\.name), ["UITableViewCell", "NSCoding"])
        XCTAssertEqual(s.inheritance(cell).map(\.raw), ["UIKit.UITableViewCell", "Foundation.NSCoding"])
        XCTAssertEqual(s.names(cell), ["reuseID"])
    }

    func testCodableDTOs() {
        let s = Scan(Self.dto)
        let user = s.d("UserDTO")
        XCTAssertEqual(user.kind, .struct)
        XCTAssertEqual(s.names(user), ["id", "name", "email", "CodingKeys", "Address"])
        XCTAssertEqual(s.d("UserDTO.email").typeAnnotation, "String?")
        XCTAssertEqual(s.d("UserDTO.email").accessors, [])
        let keys = s.d("UserDTO.CodingKeys")
        XCTAssertEqual(keys.kind, .enum)
        XCTAssertEqual(s.pos(keys), [6, 10])
        XCTAssertEqual(s.inheritance(keys).map(\.name), ["String", "CodingKey"])
        XCTAssertEqual(s.names(keys), ["id", "name", "email"])
        XCTAssertEqual(s.children(keys).map { s.file.literalValue(of: s.tree[$0]) }, ["user_id", nil, "email_address"])
        XCTAssertEqual(s.children(keys).map { s.pos(s.tree[$0]) }, [[7, 14], [8, 14], [8, 20]])
        XCTAssertEqual(s.file.literalValue(of: s.d("UserDTO.Address.CodingKeys.street")), "street_name")
        XCTAssertEqual(s.tree.ancestors(of: Int32(s.tree.declarations.firstIndex { $0.name == "street" && $0.kind == .enumCase }!)).count, 3)

        let extensions = s.tree.declarations.filter { $0.kind == .extension }
        XCTAssertEqual(extensions.map(\.name), ["UserDTO", "Array", "Outer.Inner"])
        XCTAssertEqual(s.d("UserDTO.displayName").accessors, ["get"])
        let decode = s.d("UserDTO.decode")
        XCTAssertEqual(s.modifiers(decode), ["static"])
        XCTAssertEqual(s.parameters(decode).map(\.label), ["from", "decoder"])
        XCTAssertEqual(s.parameters(decode).map(\.type), ["Data", "JSONDecoder"])
        XCTAssertEqual(s.text(s.parameters(decode)[1].defaultValue), "JSONDecoder()")
        XCTAssertEqual(s.inheritance(extensions[1]).map(\.raw), ["@retroactive Identifiable"])
        XCTAssertEqual(s.inheritance(extensions[1]).map(\.name), ["Identifiable"])

        let status = s.d("Status")
        XCTAssertEqual(s.names(status), ["active", "suspended", "deleted"])
        XCTAssertEqual(s.file.literalValue(of: s.d("Status.active")), "ACTIVE")
        XCTAssertTrue(s.d("Status.suspended").hasAssociatedValues)
        XCTAssertFalse(s.d("Status.deleted").hasAssociatedValues)
    }

    func testTCAFeature() {
        let s = Scan(Self.tca)
        let feature = s.d("SearchFeature")
        XCTAssertEqual(s.attributes(feature).map(\.name), ["Reducer"])
        XCTAssertEqual(s.names(feature), ["State", "Action", "searchClient", "mainQueue", "body"])
        XCTAssertEqual(s.attributes(s.d("SearchFeature.State")).map(\.name), ["ObservableState"])
        XCTAssertEqual(s.d("SearchFeature.State.query").typeAnnotation, "")
        XCTAssertEqual(s.text(s.d("SearchFeature.State.query").initializer), "\"\"")
        XCTAssertEqual(s.d("SearchFeature.State.results").typeAnnotation, "IdentifiedArrayOf<Result>")
        XCTAssertEqual(s.names(s.d("SearchFeature.Action")), ["queryChanged", "searchResponse"])
        XCTAssertTrue(s.d("SearchFeature.Action.searchResponse").hasAssociatedValues)
        let client = s.d("SearchFeature.searchClient")
        XCTAssertEqual(s.attributes(client).map(\.name), ["Dependency"])
        XCTAssertEqual(s.text(s.attributes(client)[0].arguments), "\\.searchClient")
        XCTAssertEqual(s.pos(client), [16, 37])
        XCTAssertTrue(client.isStoredProperty)
        let body = s.d("SearchFeature.body")
        XCTAssertEqual(body.typeAnnotation, "some ReducerOf<Self>")
        XCTAssertEqual(body.accessors, ["get"])
        // Function and accessor bodies are not searched for declarations.
        XCTAssertTrue(s.children(body).isEmpty)

        XCTAssertEqual(s.d("SearchClient.search").typeAnnotation, "@Sendable (String) async throws -> [Result]")
        let key = s.d("SearchClient", 1)
        XCTAssertEqual(key.kind, .extension)
        XCTAssertEqual(s.inheritance(key).map(\.name), ["DependencyKey"])
        XCTAssertEqual(s.names(key), ["liveValue", "testValue"])
        let live = s.d("SearchClient.liveValue")
        XCTAssertEqual(s.modifiers(live), ["static"])
        XCTAssertTrue(live.isLet)
        XCTAssertEqual(s.text(live.initializer), "Self(\n        search: { query in try await api.search(query) }\n    )")
        XCTAssertEqual(s.text(s.d("SearchClient.testValue").initializer), "Self(search: { _ in [] })")
        XCTAssertEqual(s.d("DependencyValues.searchClient").accessors, ["get", "set"])

        XCTAssertEqual(s.tree.roots.suffix(3).map { s.tree[$0].name }, ["DebugView", "PhoneView", "OtherView"])
    }

    func testConditionalMembersAndMixedAttributes() {
        let s = Scan("""
        public
        @MainActor
        final class Store<State: Equatable, Action>: Base<State>, MyKit.Storing where Action: Sendable {
            #if DEBUG
            @available(*, deprecated)
            public static
            var debugName: String { "debug" }
            #elseif canImport(UIKit)
            let uiName: String
            #else
            func otherName() -> String { "" }
            #endif
            @discardableResult nonisolated public func send(_ action: Action, animated: Bool = false) -> Task<Void, Never> {
                Task {}
            }
            var a = 1, b: Int = 2
            protocol Nested { var x: Int { get set } }
        }
        """)
        let store = s.d("Store")
        XCTAssertEqual(s.attributes(store).map(\.name), ["MainActor"])
        XCTAssertEqual(s.modifiers(store), ["public", "final"])
        XCTAssertEqual(store.firstToken, 0)
        XCTAssertEqual(s.pos(store), [3, 13])
        XCTAssertEqual(s.genericParameters(store), ["State", "Action"])
        XCTAssertEqual(s.inheritance(store).map(\.name), ["Base", "Storing"])
        XCTAssertEqual(s.inheritance(store).map(\.raw), ["Base<State>", "MyKit.Storing"])
        XCTAssertEqual(s.names(store), ["debugName", "uiName", "otherName", "send", "a", "b", "Nested"])
        let debug = s.d("Store.debugName")
        XCTAssertEqual(s.attributes(debug).map(\.name), ["available"])
        XCTAssertEqual(s.modifiers(debug), ["public", "static"])
        XCTAssertEqual(s.pos(debug), [7, 9])
        XCTAssertEqual(debug.accessors, ["get"])
        let send = s.d("Store.send")
        XCTAssertEqual(s.attributes(send).map(\.name), ["discardableResult"])
        XCTAssertEqual(s.modifiers(send), ["nonisolated", "public"])
        XCTAssertEqual(s.parameters(send).map(\.name), ["action", "animated"])
        XCTAssertEqual(s.parameters(send).map(\.type), ["Action", "Bool"])
        XCTAssertEqual(s.text(s.parameters(send)[1].defaultValue), "false")
        XCTAssertEqual(s.text(s.d("Store.a").initializer), "1")
        XCTAssertEqual(s.d("Store.b").typeAnnotation, "Int")
        XCTAssertEqual(s.text(s.d("Store.b").initializer), "2")
        XCTAssertEqual(s.d("Store.Nested.x").accessors, ["get", "set"])
        XCTAssertFalse(s.d("Store.Nested.x").isStoredProperty)
    }

    func testCutOffDeclarationsStayInBounds() {
        for source in ["struct", "struct S: P", "class C {", "var", "extension", "func", "typealias", "enum E { case",
                       "struct {", "var x: Int?", "let a = [1,"] {
            let s = Scan(source)
            for d in s.tree.declarations {
                XCTAssertLessThan(Int(d.lastToken), s.file.tokens.count, source)
                XCTAssertLessThan(Int(d.nameToken), s.file.tokens.count, source)
            }
        }
        XCTAssertEqual(Scan("struct").tree.declarations.first?.name, "")
        XCTAssertEqual(Scan("struct { var x = 1 }").tree.declarations.map(\.name), ["", "x"])
    }

    /// Two types or extensions share a `typeNameIDs` number exactly when their qualified names are equal.
    func testTypeNameIDsAgreeWithQualifiedNames() {
        let source = """
        #if os(iOS)
        final class Feed { struct Item {} }
        #else
        class Feed { struct Item {} ; enum Item2 {} }
        #endif
        struct A { struct B { class C {} } }
        extension A.B { struct D {} }
        extension A { struct B2 {} }
        func make() { struct Local {} ; class Feed {} }
        enum Item { case one }
        extension Feed.Item {}
        """
        let tree = Scan(source).tree
        let ids = tree.typeNameIDs()
        let positions = tree.declarations.indices.filter { tree.declarations[$0].kind.hasMembers }
        XCTAssertGreaterThan(positions.count, 12)
        for first in positions {
            XCTAssertGreaterThanOrEqual(ids[first], 0)
            for second in positions {
                let sameName = tree.qualifiedName(of: Int32(first)) == tree.qualifiedName(of: Int32(second))
                XCTAssertEqual(ids[first] == ids[second], sameName, "\(tree.qualifiedName(of: Int32(first))) vs \(tree.qualifiedName(of: Int32(second)))")
            }
        }
        for position in tree.declarations.indices where tree.declarations[position].kind == .variable || tree.declarations[position].kind == .enumCase {
            XCTAssertEqual(ids[position], -1)
        }
    }

    func testLastDottedComponentIsWhatSplittingGives() {
        for name in ["Feed", "A.B", "Outer.Inner.Deep", "A.", "A..B", ".", "..", "", ".B", "Ünïcode.Näme", "Kit.Page<Item>"] {
            XCTAssertEqual(name.lastDottedComponent, name.split(separator: ".").last.map(String.init) ?? name, name)
            for omitting in [true, false] {
                XCTAssertEqual(name.splitting(atByte: UInt8(ascii: "."), omittingEmptySubsequences: omitting),
                               name.split(separator: ".", omittingEmptySubsequences: omitting), name)
            }
        }
        for path in ["Sources/App/Feature.swift", "/abs//path/", "", "/", "a", "../x/./y"] {
            XCTAssertEqual(path.splitting(atByte: UInt8(ascii: "/")), path.split(separator: "/"), path)
        }
    }
}
