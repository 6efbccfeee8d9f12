import XCTest
@testable import ArchLintKit

/// The per-file facts of spec rev 5 (rules.md "Shared definitions"): Objective-C `@interface`s,
/// typealiases, singleton uses, generic decode arguments and test-code paths, and their cache encoding.
final class IndexFactsTests: XCTestCase {
    func testObjectiveCInterfacesSkipCategoriesCommentsStringsAndDirectives() {
        let header = """
            #import <UIKit/UIKit.h>
            #define DECLARE(name) @interface name : NSObject \\
                @end
            // @interface InLineComment : NSObject
            /* @interface InBlockComment : NSObject */
            static NSString * const kTemplate = @"@interface InString : NSObject";
            static char quote = '"';
            NS_SWIFT_UI_ACTOR
            @interface NCChatViewController : NCBaseViewController <UITableViewDelegate>
            @end
            @interface NCChatViewController (Mentions)
            @end
            @interface NCChatViewController ()
            @end
            @interface Box<ObjectType> : NSObject
            @end
            @interface
                Spread
                : /* a comment */ UIView
            @end

            """
        let interfaces = ObjectiveCHeader.interfaces(in: Array(header.utf8))
        XCTAssertEqual(interfaces.map { "\($0.name):\($0.superclass)@\($0.line):\($0.column)" },
                       ["NCChatViewController:NCBaseViewController@9:12", "Box:NSObject@15:12", "Spread:UIView@18:5"])
    }

    func testHeaderSummaryDeclaresClassesWithTheirSuperclass() {
        let summary = FileSummary(headerPath: "Talk/NCRoomsManager.h", bytes: Array("@interface NCRoomsManager : NSObject\n@end\n".utf8))
        let index = ProjectIndex(files: [summary], packages: [], buildSettings: [])
        let reference = index.firstType(named: "NCRoomsManager", kind: .class)
        XCTAssertNotNil(reference)
        XCTAssertEqual(reference.map { index.inheritance(of: $0).map(\.name) }, ["NSObject"])
        XCTAssertEqual(Array(index.subclasses(named: "NSObject")), reference.map { [$0] })
    }

    /// Constants are found by name (every owner's), by `Owner.name` (the owner itself or an owner
    /// ending in `.Owner`) and, at file level alone, as globals; in path order.
    func testStringConstantsByNameOwnerAndFileLevel() {
        let first = SourceFile(path: "A.swift", text: """
            let token = "global_token"
            enum Keys { static let token = "keys_token" }
            extension Storage.Keys { static let token = "storage_keys_token" }

            """)
        let second = SourceFile(path: "B.swift", text: """
            struct Settings { static let token = "settings_token"; static let other = "other" }
            let token = "second_global_token"

            """)
        let index = ProjectIndex(files: [first, second].map { FileSummary(file: $0, tree: DeclarationScanner.scan($0)) },
                                 packages: [], buildSettings: [])
        XCTAssertEqual(index.constantValues("token"),
                       ["global_token", "keys_token", "storage_keys_token", "settings_token", "second_global_token"])
        XCTAssertEqual(index.constantValues("Keys.token"), ["keys_token", "storage_keys_token"])
        XCTAssertEqual(index.constantValues("Storage.Keys.token"), ["storage_keys_token"])
        XCTAssertEqual(index.constantValues("Storage.token"), [])
        XCTAssertEqual(index.constantValues("Settings.other"), ["other"])
        XCTAssertEqual(index.constantValues(".token"), [])
        XCTAssertEqual(index.constantValues("missing"), [])
        XCTAssertEqual(index.globalConstantValues("token"), ["global_token", "second_global_token"])
        XCTAssertEqual(index.globalConstantValues("other"), [])
    }

    /// An alias of an alias resolves through up to 16 more aliases to a project type; a longer
    /// chain, a cycle or an outside type resolves to nothing.
    func testAliasChainsResolveUpToSixteenSteps() {
        func aliases(_ count: Int, prefix: String) -> String {
            (0..<count).map { "typealias \(prefix)\($0) = \($0 + 1 == count ? "Model" : "\(prefix)\($0 + 1)")\n" }.joined()
        }
        let source = "final class Model {}\n" + aliases(17, prefix: "Short") + aliases(18, prefix: "Long")
            + "typealias Ping = Pong\ntypealias Pong = Ping\ntypealias Session = URLSession\n"
        let file = SourceFile(path: "Aliases.swift", text: source)
        let index = ProjectIndex(files: [FileSummary(file: file, tree: DeclarationScanner.scan(file))], packages: [], buildSettings: [])
        XCTAssertEqual(index.typeAliases["Short0"], "Model")
        XCTAssertEqual(index.typeAliases["Short16"], "Model")
        XCTAssertNil(index.typeAliases["Long0"])
        XCTAssertEqual(index.typeAliases["Long1"], "Model")
        XCTAssertNil(index.typeAliases["Ping"])
        XCTAssertNil(index.typeAliases["Session"])
    }

    func testTypealiasesOfProjectTypesCarryTheirExtensions() {
        let source = """
            enum Store { enum State { final class User {} } }
            typealias UserState = Store.State.User
            typealias SessionState = UserState
            typealias HTTPSession = URLSession
            typealias Handler = (Int) -> Void
            extension UserState { func a() {} }
            extension SessionState { func b() {} }
            extension HTTPSession { func c() {} }

            """
        let file = SourceFile(path: "Store.swift", text: source)
        let summary = FileSummary(file: file, tree: DeclarationScanner.scan(file))
        XCTAssertEqual(summary.typeAliases.map { "\($0.name)=\($0.target)" }, ["UserState=User", "SessionState=UserState", "HTTPSession=URLSession"])
        let index = ProjectIndex(files: [summary], packages: [], buildSettings: [])
        XCTAssertEqual(index.extensions(of: "User").count, 2)
        XCTAssertEqual(index.extensions(of: "URLSession").count, 0)
        XCTAssertEqual(index.extensions(of: "HTTPSession").count, 1)
        XCTAssertEqual(index.extendedTypeName("SessionState"), "User")
        XCTAssertTrue(index.isTypeAlias("HTTPSession"))
        XCTAssertFalse(index.isTypeAlias("Handler"))
    }

    func testExtensionsOfATypeAndOfItsAliasesStayInPathOrder() {
        let sources = [
            "A.swift": "extension User { func a() {} }\n",
            "B.swift": "typealias UserState = User\nextension UserState { func b() {} }\nextension User { func c() {} }\n",
            "C.swift": "final class User {}\nextension SessionState { func d() {} }\n",
            "D.swift": "typealias SessionState = UserState\nextension User { func e() {} }\n",
        ]
        let summaries = sources.keys.sorted().map { path in
            let file = SourceFile(path: path, text: sources[path]!)
            return FileSummary(file: file, tree: DeclarationScanner.scan(file))
        }
        let index = ProjectIndex(files: summaries, packages: [], buildSettings: [])
        let extensions = index.extensions(of: "User").map { reference in
            "\(index.path(of: reference)):\(index.tree(of: reference).children(of: reference.declaration).map { index.tree(of: reference)[$0].name })"
        }
        XCTAssertEqual(extensions, ["A.swift:[\"a\"]", "B.swift:[\"b\"]", "B.swift:[\"c\"]", "C.swift:[\"d\"]", "D.swift:[\"e\"]"])
        XCTAssertTrue(index.extensions(of: "UserState").isEmpty)
        XCTAssertTrue(index.extensions(of: "SessionState").isEmpty)
    }

    func testSingletonUsesAreCountedInCodeOnly() {
        let source = """
            final class A {
                func f() {
                    SessionManager.shared.token = nil
                    Kit.SessionManager.shared.refresh()
                    _ = self.SessionManager.shared   // a value's member, not a type
                    // SessionManager.shared in a comment
                    print("SessionManager.shared in a string \\(SessionManager.shared.token)")
                    _ = Store.default()
                }
            }

            """
        let file = SourceFile(path: "A.swift", text: source)
        let summary = FileSummary(file: file, tree: DeclarationScanner.scan(file), options: FileSummary.Options(singletonAccessors: ["shared", "default"]))
        XCTAssertEqual(summary.singletonUses.map { "\($0.typeName).\($0.accessor)=\($0.count)" },
                       ["SessionManager.shared=3", "Store.default=1"])
        let test = SourceFile(path: "Tests/ATests.swift", text: source)
        let testSummary = FileSummary(file: test, tree: DeclarationScanner.scan(test), options: FileSummary.Options(singletonAccessors: ["shared"]))
        let index = ProjectIndex(files: [summary, testSummary], packages: [], buildSettings: [])
        XCTAssertEqual(index.singletonUseCount(typeName: "SessionManager", accessor: "shared"), 3, "test code is not counted")
    }

    func testDecodeSitesKeepGenericArguments() {
        let source = """
            func load(_ data: Data) throws {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                _ = try decoder.decode(LocalResponse<AddressDocument>.self, from: data)
                _ = try decoder.decode([String: Page<Item>]?.self, from: data)
                _ = try decoder.decode(Optional<[User]>.self, from: data)
            }

            """
        let file = SourceFile(path: "A.swift", text: source)
        let summary = FileSummary(file: file, tree: DeclarationScanner.scan(file))
        XCTAssertEqual(summary.snakeCaseDecodes.map { "\($0.typeName)\($0.arguments)" },
                       ["LocalResponse[\"AddressDocument\"]", "Page[\"Item\"]", "User[]"])
    }

    /// Stored types are read from the bytes of an ASCII spelling and as Characters otherwise; both
    /// give what reading Characters always gave (white space of any kind dropped, wrappers looked
    /// through, a name's letters and digits in any script).
    func testStoredTypeOfEverySpelling() {
        let cases: [(String, String?, [String])] = [
            ("Kit . Badge", "Badge", []), ("Page <Item , Other<X>>", "Page", ["Item", "Other<X>"]),
            ("[String:\tPage<Item>]?", "Page", ["Item"]), ("A\r\nB", "AB", []), ("[Int]!?", "Int", []),
            ("Swift.Set<Kit.Tag>", "Tag", []), ("(Int) -> Void", nil, []), ("Kit.Badge.", "Badge", []), (".Badge", "Badge", []),
            ("[]", nil, []), ("<>", nil, []), ("", nil, []), ("Kit.$Badge", nil, []),
            ("Kit.\u{A0}Post", "Post", []), ("[Clé: Wert]?", "Wert", []), ("Café<Größe>", "Café", ["Größe"]),
            ("Optional<Ünïcode>", "Ünïcode", []), ("Ca\u{301}fe\u{301}", "Ca\u{301}fe\u{301}", []),
        ]
        for (spelling, name, arguments) in cases {
            let type = StoredType(spelling)
            XCTAssertEqual(type?.name, name, spelling.debugDescription)
            XCTAssertEqual(type?.arguments ?? [], arguments, spelling.debugDescription)
        }
    }

    func testNewFactsSurviveTheCacheEncoding() throws {
        let source = """
            typealias UserState = Store.User
            final class Feed: BaseFeed { func f() { _ = SessionManager.shared; _ = try? decoder.decode(Page<Item>.self, from: d); _ = 1.convertFromSnakeCase } }
            func g() { let d = JSONDecoder(); d.keyDecodingStrategy = .convertFromSnakeCase; _ = d.decode(Page<Item>.self, from: x) }

            """
        let file = SourceFile(path: "A.swift", text: source)
        let summary = FileSummary(file: file, tree: DeclarationScanner.scan(file), options: FileSummary.Options(singletonAccessors: ["shared"]))
        XCTAssertFalse(summary.typeAliases.isEmpty)
        XCTAssertFalse(summary.singletonUses.isEmpty)
        XCTAssertFalse(summary.snakeCaseDecodes.isEmpty)
        let decoded = try XCTUnwrap(IndexCache.decode(IndexCache.entry(FileFacts(summary), tree: summary.tree, manifest: nil, stamp: IndexCache.Stamp(size: 1, modified: 1), bytes: []), path: "A.swift"))
        XCTAssertEqual(decoded.facts, FileFacts(summary))
        XCTAssertEqual(decoded.facts.typeDeclarations.first { $0.name == "Feed" }?.superclass, "BaseFeed")
        let header = FileSummary(headerPath: "B.h", bytes: Array("@interface B : UIView\n@end\n".utf8))
        let decodedHeader = try XCTUnwrap(IndexCache.decode(IndexCache.entry(FileFacts(header), tree: header.tree, manifest: nil, stamp: IndexCache.Stamp(size: 1, modified: 1), bytes: []), path: "B.h"))
        XCTAssertEqual(decodedHeader.facts, FileFacts(header))
    }

    /// rules.md "Construction": `N(`, `N.init(`, `N<…>(`, `N { … }` as a call's trailing closure, as
    /// code; `Outer.N(` keeps its uppercase qualifier; a value's member, a declaration's name and a
    /// declaration's body brace are none. `Name.self` by simple name.
    func testConstructionsAndMetatypesAreCodeOnly() throws {
        let source = ##"""
            import SwiftUI
            struct Feed: View {
                var body: some View {                 // a computed property's body, not `View { … }`
                    VStack { Text("a") }
                }
                func make() -> Config {               // a function's body, not `Config { … }`
                    let a = Config(), b = Config.init(), c = Kit.Outer.Inner()
                    let d = Box<Int>(), e = Host<Text> { Text("") }, f = [1].map(Item.init)
                    let g = value.Method(1), h = Self.Nested()
                    // Commented(1) in a comment
                    let i = "Quoted() \(Interpolated())", j = #"Raw()"#, k = """
                        Multi()
                        """
                    _ = Bundle(for: Token.self); _ = Outer.Token.self; _ = Config()
                    return a
                }
                func Declared() {}
            }
            enum Event { case Payload(Int) }
            #if false
            let hidden = Disabled()
            #endif
            extension Feed where Element: Hashable {}

            """##
        let file = SourceFile(path: "A.swift", text: source)
        let found = TypeConstructions(file: file, tree: DeclarationScanner.scan(file))
        XCTAssertEqual(found.constructions.map { $0.qualifier.isEmpty ? $0.name : $0.qualifier + "." + $0.name },
                       ["VStack", "Text", "Config", "Outer.Inner", "Box", "Host", "Item", "Nested", "Interpolated", "Bundle", "Disabled"])
        XCTAssertEqual(found.metatypes, ["Token"])
        XCTAssertEqual(found.previewNamed, [])

        // Kept through the cache, and part of the facts a held index compares.
        let summary = FileSummary(file: file, tree: DeclarationScanner.scan(file))
        let entry = IndexCache.entry(FileFacts(summary), tree: summary.tree, manifest: nil, stamp: IndexCache.Stamp(size: 1, modified: 1), bytes: [])
        let decoded = try XCTUnwrap(IndexCache.decode(entry, path: "A.swift"))
        XCTAssertEqual(decoded.facts.constructions, found)
        XCTAssertEqual(decoded.facts, FileFacts(summary))
        let edited = SourceFile(path: "A.swift", text: source.replacingOccurrences(of: "Disabled()", with: "Enabled()"))
        XCTAssertNotEqual(FileFacts(FileSummary(file: edited, tree: DeclarationScanner.scan(edited))), FileFacts(summary))
    }

    /// Preview-named constructions keep where they are: in a `#Preview`, and the types around them.
    func testPreviewNamedConstructionsKeepTheirPlace() {
        let source = """
            #Preview { FocusPreviewHost() }
            struct Row_Previews {
                struct Inner { static let host = FocusPreviewHost() }
            }
            let outside = FocusPreviewHost(), previewer = Previewer()

            """
        let file = SourceFile(path: "A.swift", text: source)
        let placed = TypeConstructions(file: file, tree: DeclarationScanner.scan(file)).previewNamed
        XCTAssertEqual(placed.map(\.inPreviewMacro), [true, false, false])
        XCTAssertEqual(placed.map(\.enclosingTypes), [[], ["Inner", "Row_Previews"], []])

        // A preview host by its constructions: in a preview context (here through an extension in
        // another file), and outside one only in test code.
        let provider = SourceFile(path: "B.swift", text: "extension Row_Previews: PreviewProvider {}\n")
        let test = SourceFile(path: "Tests/HostTests.swift", text: "let built = FocusPreviewHost()\n")
        let hostOnly = SourceFile(path: "A.swift", text: "#Preview { FocusPreviewHost() }\n")
        func index(_ files: [SourceFile]) -> ProjectIndex {
            ProjectIndex(files: files.map { FileSummary(file: $0, tree: DeclarationScanner.scan($0)) }, packages: [], buildSettings: [])
        }
        XCTAssertTrue(index([hostOnly, provider, test]).isBuiltOnlyByPreviews("FocusPreviewHost", enclosing: nil))
        XCTAssertFalse(index([file, provider]).isBuiltOnlyByPreviews("FocusPreviewHost", enclosing: nil), "built outside previews")
        let nested = SourceFile(path: "A.swift", text: "struct Row_Previews { static let host = FocusPreviewHost() }\n")
        XCTAssertTrue(index([nested, provider]).isBuiltOnlyByPreviews("FocusPreviewHost", enclosing: nil))
        XCTAssertFalse(index([nested]).isBuiltOnlyByPreviews("FocusPreviewHost", enclosing: nil), "no PreviewProvider anywhere")
    }

    func testTestCodeFoldersOfSpecRevisionFive() {
        for path in ["Modules/NetworkMock/Sources/A.swift", "Feed/Mock/A.swift", "Feed/Mocks/A.swift", "App/Fake/A.swift",
                     "App/Fakes/A.swift", "App/Stub/A.swift", "App/Stubs/A.swift", "AppTests/A.swift", "App/Preview Content/A.swift"] {
            XCTAssertTrue(TestCode.isTestPath(path), path)
        }
        for path in ["App/Hammock/A.swift", "App/Mocking/A.swift", "App/Stubborn/A.swift", "App/FakeNews/A.swift", "App/mock/A.swift",
                     "App/MockFolder/A.swift"] {
            XCTAssertFalse(TestCode.isTestPath(path), path)
        }
        // The file's own name, at the root or below, with empty components and trailing slashes.
        for path in ["LoginTests.swift", "Sources/LoginSpec.swift", "Sources//Feed/FeedMock.swift", "Sources/Stub.swift", "Tests.swift/", "AppTests//A.swift"] {
            XCTAssertTrue(TestCode.isTestPath(path), path)
        }
        for path in ["", "/", "App.swift", "Sources/Contest.swift", "Tests/", "Sources/Tests"] {
            XCTAssertFalse(TestCode.isTestPath(path), path)
        }
    }
}
