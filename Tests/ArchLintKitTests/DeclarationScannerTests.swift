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

        func names(_ d: Declaration) -> [String] { d.children.map { tree[$0].name } }
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

    /// Every file's declarations stay in the project index for the whole run, and every token of
    /// the files being read (a bracket's partner inside it): their sizes are the run's memory per
    /// byte of source.
    func testDeclarationAndTokenSizes() {
        XCTAssertLessThanOrEqual(MemoryLayout<Declaration>.stride, 144)
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
        XCTAssertEqual(vm.attributes.map(\.name), ["MainActor"])
        XCTAssertEqual(vm.modifiers, ["final"])
        XCTAssertEqual(vm.inheritance.map(\.name), ["ObservableObject"])
        XCTAssertEqual(Int(vm.firstToken), 4)  // `@MainActor`, after the two imports
        XCTAssertEqual(s.names(vm), ["items", "query", "theme", "launchCount", "shared", "service", "isEmpty", "title",
                                     "formatter", "publisher", "init", "load", "scheduleSearch"])

        let items = s.d("SettingsViewModel.items")
        XCTAssertEqual(s.pos(items), [6, 33])
        XCTAssertEqual(items.attributes.map(\.name), ["Published"])
        XCTAssertEqual(items.modifiers, ["private(set)"])
        XCTAssertFalse(items.hasModifier("private"))
        XCTAssertEqual(items.typeAnnotation, "[Item]")
        XCTAssertEqual(s.text(items.initializer), "[]")
        XCTAssertTrue(items.isStoredProperty)

        let query = s.d("SettingsViewModel.query")
        XCTAssertEqual(query.accessors, ["didSet"])
        XCTAssertTrue(query.isStoredProperty)
        XCTAssertEqual(s.text(query.initializer), "\"\"")
        XCTAssertEqual(s.text(query.body), "didSet { scheduleSearch() }")

        let theme = s.d("SettingsViewModel.theme")
        XCTAssertEqual(theme.attributes.map(\.name), ["AppStorage"])
        XCTAssertEqual(s.text(theme.attributes[0].arguments), "\"theme\"")

        let launch = s.d("SettingsViewModel.launchCount")
        XCTAssertEqual(s.pos(launch), [12, 17])
        XCTAssertEqual(launch.attributes.map(\.name), ["AppStorage"])
        XCTAssertEqual(launch.modifiers, ["private"])
        XCTAssertEqual(launch.typeAnnotation, "")
        XCTAssertEqual(s.file.position(of: Int(launch.firstToken)).line, 11)

        let shared = s.d("SettingsViewModel.shared")
        XCTAssertEqual(shared.modifiers, ["nonisolated(unsafe)", "static"])
        XCTAssertEqual(shared.typeAnnotation, "SettingsViewModel?")
        XCTAssertTrue(shared.isTypeMember)
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
        XCTAssertEqual(formatter.modifiers, ["lazy"])
        XCTAssertEqual(s.text(formatter.initializer), "{\n        let f = DateFormatter()\n        return f\n    }()")
        XCTAssertTrue(formatter.isStoredProperty)

        let publisher = s.d("SettingsViewModel.publisher")
        XCTAssertEqual(s.text(publisher.initializer),
                       "NotificationCenter.default\n        .publisher(for: .didChange)\n        .map { $0.object }\n        .eraseToAnyPublisher()")
        XCTAssertEqual(s.file.position(of: Int(publisher.lastToken)).line, 27)

        let initializer = s.d("SettingsViewModel.init")
        XCTAssertEqual(initializer.kind, .initializer)
        XCTAssertEqual(initializer.parameters.map(\.name), ["service", "limit"])
        XCTAssertEqual(initializer.parameters.map(\.type), ["SearchService", "Int"])
        XCTAssertEqual(initializer.parameters.map { s.text($0.defaultValue) }, [".live", "20"])
        XCTAssertEqual(s.text(initializer.body), "self.service = service")

        let load = s.d("SettingsViewModel.load")
        XCTAssertEqual(load.parameters.map(\.label), ["page", "using"])
        XCTAssertEqual(load.parameters.map(\.name), ["page", "session"])
        XCTAssertEqual(load.parameters.map { s.text($0.defaultValue) }, [nil, ".shared"])
        XCTAssertEqual(s.d("SettingsViewModel.scheduleSearch").modifiers, ["private"])
    }

    func testUIKitControllerHierarchy() {
        let s = Scan(Self.uiKit)
        XCTAssertEqual(s.tree.roots.map { s.tree[$0].name }, ["BaseViewController", "ProfileViewController", "Cell"])
        let base = s.d("BaseViewController")
        XCTAssertEqual(base.kind, .class)
        XCTAssertEqual(base.modifiers, ["open"])
        XCTAssertEqual(base.genericParameters, ["Model"])
        XCTAssertEqual(base.inheritance.map(\.name), ["UIViewController", "UITableViewDelegate"])
        XCTAssertEqual(s.pos(base), [3, 12])
        // `class var` / `class func` are members with a `class` modifier, not classes.
        let storyboard = s.d("BaseViewController.storyboardName")
        XCTAssertEqual(storyboard.kind, .variable)
        XCTAssertEqual(storyboard.modifiers, ["class"])
        XCTAssertTrue(storyboard.isTypeMember)
        XCTAssertEqual(storyboard.accessors, ["get"])
        XCTAssertEqual(s.d("BaseViewController.make").kind, .function)
        XCTAssertEqual(s.d("BaseViewController.make").modifiers, ["class"])
        XCTAssertEqual(s.d("BaseViewController.awakeFromNib").modifiers, ["override", "class"])
        XCTAssertEqual(s.d("BaseViewController.viewDidLoad").modifiers, ["public", "override"])
        XCTAssertEqual(s.text(s.d("BaseViewController.viewDidLoad").body), "super.viewDidLoad()")
        XCTAssertFalse(s.tree.declarations.contains { $0.kind == .class && ($0.name == "var" || $0.name == "func") })

        let profile = s.d("ProfileViewController")
        XCTAssertEqual(profile.inheritance.map(\.name), ["BaseViewController", "Sendable"])
        XCTAssertEqual(profile.inheritance.map(\.raw), ["BaseViewController<Profile>", "@unchecked Sendable"])
        XCTAssertEqual(s.names(profile), ["nameLabel", "didTap", "delegate", "init", "deinit", "subscript"])
        let label = s.d("ProfileViewController.nameLabel")
        XCTAssertEqual(label.attributes.map(\.name), ["IBOutlet"])
        XCTAssertEqual(label.modifiers, ["private", "weak"])
        XCTAssertEqual(label.typeAnnotation, "UILabel!")
        XCTAssertEqual(s.pos(label), [13, 32])
        let tap = s.d("ProfileViewController.didTap")
        XCTAssertEqual(tap.parameters.map(\.label), ["_"])
        XCTAssertEqual(tap.parameters.map(\.name), ["sender"])
        let delegate = s.d("ProfileViewController.delegate")
        XCTAssertEqual(delegate.modifiers, ["private(set)", "weak"])
        XCTAssertEqual(delegate.typeAnnotation, "ProfileDelegate?")
        XCTAssertTrue(delegate.accessors.isEmpty)
        let initializer = s.d("ProfileViewController.init")
        XCTAssertEqual(initializer.modifiers, ["required"])
        XCTAssertEqual(initializer.parameters.map(\.name), ["coder"])
        XCTAssertEqual(s.d("ProfileViewController.deinit").kind, .deinitializer)
        XCTAssertEqual(s.d("ProfileViewController.subscript").kind, .subscript)
        XCTAssertEqual(s.d("ProfileViewController.subscript").accessors, ["get"])

        let cell = s.d("Cell")
        XCTAssertEqual(cell.inheritance.map(\.name), ["UITableViewCell", "NSCoding"])
        XCTAssertEqual(cell.inheritance.map(\.raw), ["UIKit.UITableViewCell", "Foundation.NSCoding"])
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
        XCTAssertEqual(keys.inheritance.map(\.name), ["String", "CodingKey"])
        XCTAssertEqual(s.names(keys), ["id", "name", "email"])
        XCTAssertEqual(keys.children.map { s.file.literalValue(of: s.tree[$0]) }, ["user_id", nil, "email_address"])
        XCTAssertEqual(keys.children.map { s.pos(s.tree[$0]) }, [[7, 14], [8, 14], [8, 20]])
        XCTAssertEqual(s.file.literalValue(of: s.d("UserDTO.Address.CodingKeys.street")), "street_name")
        XCTAssertEqual(s.tree.ancestors(of: Int32(s.tree.declarations.firstIndex { $0.name == "street" && $0.kind == .enumCase }!)).count, 3)

        let extensions = s.tree.declarations.filter { $0.kind == .extension }
        XCTAssertEqual(extensions.map(\.name), ["UserDTO", "Array", "Outer.Inner"])
        XCTAssertEqual(s.d("UserDTO.displayName").accessors, ["get"])
        let decode = s.d("UserDTO.decode")
        XCTAssertEqual(decode.modifiers, ["static"])
        XCTAssertEqual(decode.parameters.map(\.label), ["from", "decoder"])
        XCTAssertEqual(decode.parameters.map(\.type), ["Data", "JSONDecoder"])
        XCTAssertEqual(s.text(decode.parameters[1].defaultValue), "JSONDecoder()")
        XCTAssertEqual(extensions[1].inheritance.map(\.raw), ["@retroactive Identifiable"])
        XCTAssertEqual(extensions[1].inheritance.map(\.name), ["Identifiable"])

        let status = s.d("Status")
        XCTAssertEqual(s.names(status), ["active", "suspended", "deleted"])
        XCTAssertEqual(s.file.literalValue(of: s.d("Status.active")), "ACTIVE")
        XCTAssertTrue(s.d("Status.suspended").hasAssociatedValues)
        XCTAssertFalse(s.d("Status.deleted").hasAssociatedValues)
    }

    func testTCAFeature() {
        let s = Scan(Self.tca)
        let feature = s.d("SearchFeature")
        XCTAssertEqual(feature.attributes.map(\.name), ["Reducer"])
        XCTAssertEqual(s.names(feature), ["State", "Action", "searchClient", "mainQueue", "body"])
        XCTAssertEqual(s.d("SearchFeature.State").attributes.map(\.name), ["ObservableState"])
        XCTAssertEqual(s.d("SearchFeature.State.query").typeAnnotation, "")
        XCTAssertEqual(s.text(s.d("SearchFeature.State.query").initializer), "\"\"")
        XCTAssertEqual(s.d("SearchFeature.State.results").typeAnnotation, "IdentifiedArrayOf<Result>")
        XCTAssertEqual(s.names(s.d("SearchFeature.Action")), ["queryChanged", "searchResponse"])
        XCTAssertTrue(s.d("SearchFeature.Action.searchResponse").hasAssociatedValues)
        let client = s.d("SearchFeature.searchClient")
        XCTAssertEqual(client.attributes.map(\.name), ["Dependency"])
        XCTAssertEqual(s.text(client.attributes[0].arguments), "\\.searchClient")
        XCTAssertEqual(s.pos(client), [16, 37])
        XCTAssertTrue(client.isStoredProperty)
        let body = s.d("SearchFeature.body")
        XCTAssertEqual(body.typeAnnotation, "some ReducerOf<Self>")
        XCTAssertEqual(body.accessors, ["get"])
        // Function and accessor bodies are not searched for declarations.
        XCTAssertTrue(body.children.isEmpty)

        XCTAssertEqual(s.d("SearchClient.search").typeAnnotation, "@Sendable (String) async throws -> [Result]")
        let key = s.d("SearchClient", 1)
        XCTAssertEqual(key.kind, .extension)
        XCTAssertEqual(key.inheritance.map(\.name), ["DependencyKey"])
        XCTAssertEqual(s.names(key), ["liveValue", "testValue"])
        let live = s.d("SearchClient.liveValue")
        XCTAssertEqual(live.modifiers, ["static"])
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
        XCTAssertEqual(store.attributes.map(\.name), ["MainActor"])
        XCTAssertEqual(store.modifiers, ["public", "final"])
        XCTAssertEqual(store.firstToken, 0)
        XCTAssertEqual(s.pos(store), [3, 13])
        XCTAssertEqual(store.genericParameters, ["State", "Action"])
        XCTAssertEqual(store.inheritance.map(\.name), ["Base", "Storing"])
        XCTAssertEqual(store.inheritance.map(\.raw), ["Base<State>", "MyKit.Storing"])
        XCTAssertEqual(s.names(store), ["debugName", "uiName", "otherName", "send", "a", "b", "Nested"])
        let debug = s.d("Store.debugName")
        XCTAssertEqual(debug.attributes.map(\.name), ["available"])
        XCTAssertEqual(debug.modifiers, ["public", "static"])
        XCTAssertEqual(s.pos(debug), [7, 9])
        XCTAssertEqual(debug.accessors, ["get"])
        let send = s.d("Store.send")
        XCTAssertEqual(send.attributes.map(\.name), ["discardableResult"])
        XCTAssertEqual(send.modifiers, ["nonisolated", "public"])
        XCTAssertEqual(send.parameters.map(\.name), ["action", "animated"])
        XCTAssertEqual(send.parameters.map(\.type), ["Action", "Bool"])
        XCTAssertEqual(s.text(send.parameters[1].defaultValue), "false")
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
