/// One generated file: its path under the corpus root and its UTF-8 text.
struct GeneratedFile {
    var path: String
    var bytes: [UInt8]
    var lineCount: Int
}

/// A synthetic iOS app in the shape archlint meets in practice: a `Package.swift` with targets,
/// feature folders with view models and SwiftUI views, services, repositories, DTOs, UIKit
/// controller chains, models and tests, each file 100–800 lines. The same seed and line count
/// always give the same bytes: one seeded generator, no hashing order, no clock.
enum CorpusGenerator {
    static func generate(lines: Int, seed: UInt64) -> [GeneratedFile] {
        var project = ProjectGenerator(seed: seed)
        return project.generate(lines: lines)
    }
}

private let nouns = [
    "Profile", "Feed", "Settings", "Cart", "Order", "Message", "Account", "Search", "Photo", "Comment",
    "Timeline", "Notification", "Payment", "Wallet", "Location", "Event", "Story", "Playlist", "Device", "Session",
    "Bookmark", "Contact", "Invoice", "Ticket", "Review", "Channel", "Subscription", "Library", "Reminder", "Workout",
    "Recipe", "Document", "Album", "Route", "Coupon", "Badge", "Friend", "Draft", "Upload", "Report",
]
private let qualifiers = [
    "Detail", "List", "Editor", "Summary", "Picker", "History", "Overview", "Composer", "Gallery", "Inbox",
    "Onboarding", "Filter", "Share", "Archive", "Sync",
]
private let verbs = ["load", "refresh", "fetch", "save", "delete", "update", "sync", "validate", "submit", "observe", "prepare", "merge"]
private let fields = [
    "id", "title", "subtitle", "createdAt", "updatedAt", "authorName", "avatarURL", "isRead", "count", "score",
    "tags", "email", "displayName", "price", "currencyCode", "latitude", "longitude", "status", "expiresAt", "note",
]
private let fieldTypes = ["String", "Int", "Double", "Bool", "Date", "URL?", "[String]", "String?", "Int?", "Decimal"]
private let defaultsKeys = ["lastSyncDate", "authToken", "refresh_token", "onboardingCompleted", "apiKey", "selectedTab", "userPassword", "themeName"]
private let properties = ["items", "isLoading", "errorMessage", "selection", "query", "page", "title", "lastUpdated", "isEnabled", "filters"]

/// What statements in a body may refer to: the type being written and its collaborators.
private struct Scope {
    var typeName: String
    var noun: String
    var dependency: String
}

private struct ProjectGenerator {
    var random: SplitMix64
    var usedNames = Set<String>()
    var services: [String] = []
    var dtos: [String] = []
    /// Non-final controllers later controllers may subclass, so inheritance chains cross files.
    var openControllers: [String] = []
    /// Features whose view model exists and whose SwiftUI view is still to be written.
    var featuresWithoutView: [String] = []
    var files: [GeneratedFile] = []

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func generate(lines target: Int) -> [GeneratedFile] {
        var written = 0
        var manifest = SourceWriter()
        writePackageManifest(&manifest)
        add("Package.swift", manifest, &written)
        while written < target {
            // The writers stop at `length` (less their closing lines); the last member can run over by
            // up to ~110 lines, so lengths stay within 104...690 to keep every file in 100...800.
            let length = random.int(in: 104...690)
            var writer = SourceWriter()
            let path: String
            switch random.below(100) {
            case 0..<18: path = writeViewModel(&writer, length: length)
            case 18..<34: path = writeSwiftUIView(&writer, length: length)
            case 34..<46: path = writeService(&writer, length: length)
            case 46..<54: path = writeRepository(&writer, length: length)
            case 54..<66: path = writeDTOs(&writer, length: length)
            case 66..<71: path = writeClient(&writer, length: length)
            case 71..<85: path = writeController(&writer, length: length)
            case 85..<95: path = writeModels(&writer, length: length)
            default: path = writeTests(&writer, length: length)
            }
            add(path, writer, &written)
        }
        return files
    }

    mutating func add(_ path: String, _ writer: SourceWriter, _ written: inout Int) {
        files.append(GeneratedFile(path: path, bytes: Array(writer.text.utf8), lineCount: writer.lineCount))
        written += writer.lineCount
    }

    /// `base`, or `base2`, `base3`… when a type of that name exists already.
    mutating func uniqueName(_ base: String) -> String {
        var name = base
        var suffix = 2
        while usedNames.contains(name) {
            name = base + String(suffix)
            suffix += 1
        }
        usedNames.insert(name)
        return name
    }

    mutating func featureName() -> String {
        uniqueName(random.pick(nouns) + (random.chance(60) ? random.pick(qualifiers) : ""))
    }

    mutating func knownService() -> String { services.isEmpty ? "APIClient" : random.pick(services) }

    mutating func knownDTO() -> String { dtos.isEmpty ? "ItemDTO" : random.pick(dtos) }

    // MARK: Package.swift

    mutating func writePackageManifest(_ w: inout SourceWriter) {
        w.line("// swift-tools-version:6.0")
        w.line("import PackageDescription")
        w.line()
        w.open("let package = Package(")
        w.line(#"name: "SampleApp","#)
        w.line("platforms: [.iOS(.v\(random.pick([15, 16, 17])))],")
        w.line(#"products: [.library(name: "AppFeatures", targets: ["App"])],"#)
        w.open("targets: [")
        let isolated = random.chance(50) ? ", swiftSettings: [.defaultIsolation(MainActor.self)]" : ""
        w.line(#".target(name: "App", dependencies: ["Networking"], path: "Sources/App"\#(isolated)),"#)
        w.line(#".target(name: "Networking", path: "Sources/Networking"),"#)
        w.line(#".testTarget(name: "AppTests", dependencies: ["App"], path: "Tests/AppTests"),"#)
        w.close("]")
        w.close(")")
    }

    // MARK: File kinds

    mutating func writeViewModel(_ w: inout SourceWriter, length: Int) -> String {
        let feature = featureName()
        let name = feature + "ViewModel"
        let service = knownService()
        let scope = Scope(typeName: name, noun: feature, dependency: "service")
        fileHeader(&w, imports: ["Foundation", "Combine"])
        docComment(&w, "Drives the \(feature) screen: loads, filters and edits its items.")
        if random.chance(65) { w.line("@MainActor") }
        w.open("final class \(name): ObservableObject {")
        w.line("@Published private(set) var items: [\(knownDTO())] = []")
        w.line("@Published var isLoading = false")
        w.line("@Published var errorMessage: String?")
        w.line(#"@Published var query = """#)
        w.line("private var cancellables = Set<AnyCancellable>()")
        if random.chance(70) {
            w.line("private let service: \(service)")
            w.line()
            w.open("init(service: \(service)\(random.chance(50) ? " = .shared" : "")) {")
            w.line("self.service = service")
            w.close()
        } else {
            // A hidden dependency: what `init_injection` reports.
            w.line("private let service = \(service).shared")
        }
        w.line()
        fillMembers(&w, scope: scope, until: length - 1)
        w.close()
        featuresWithoutView.append(feature)
        return "Sources/App/Features/\(feature)/\(name).swift"
    }

    mutating func writeSwiftUIView(_ w: inout SourceWriter, length: Int) -> String {
        let feature = featuresWithoutView.isEmpty ? featureName() : featuresWithoutView.removeFirst()
        let name = uniqueName(feature + "View")
        let scope = Scope(typeName: name, noun: feature, dependency: "viewModel")
        fileHeader(&w, imports: ["SwiftUI"])
        docComment(&w, "The \(feature) screen.")
        w.open("struct \(name): View {")
        w.line("@\(random.chance(50) ? "StateObject" : "ObservedObject") var viewModel: \(feature)ViewModel")
        w.line("@State private var isPresented = false")
        w.line(#"@State private var searchText = """#)
        w.line(#"@Environment(\.dismiss) private var dismiss"#)
        w.line()
        w.open("var body: some View {")
        w.open("NavigationStack {")
        w.open("List {")
        w.open("ForEach(viewModel.items) { item in")
        w.line("row(for: item)")
        w.close()
        w.close()
        w.line(#".navigationTitle("\#(feature)")"#)
        w.line(".searchable(text: $searchText)")
        w.line(".refreshable { await viewModel.refresh() }")
        w.open(".toolbar {")
        w.open("ToolbarItem(placement: .primaryAction) {")
        w.line(#"Button("Add", systemImage: "plus") { isPresented.toggle() }"#)
        w.close()
        w.close()
        w.close()
        w.close()
        w.line()
        var section = 0
        while w.lineCount < length - 8 {
            section += 1
            if random.chance(55) {
                subview(&w, name: "section\(section)", scope: scope)
            } else {
                member(&w, scope: scope)
            }
        }
        w.close()
        w.line()
        w.open("#Preview {")
        w.line("\(name)(viewModel: \(feature)ViewModel(service: .preview))")
        w.close()
        return "Sources/App/Features/\(feature)/\(name).swift"
    }

    mutating func writeService(_ w: inout SourceWriter, length: Int) -> String {
        let noun = random.pick(nouns)
        let name = uniqueName(noun + "Service")
        let scope = Scope(typeName: name, noun: noun, dependency: "client")
        fileHeader(&w, imports: ["Foundation"])
        docComment(&w, "Talks to the backend about \(noun.lowercased()) resources.")
        w.open("protocol \(name)Protocol: AnyObject {")
        w.line("func fetch\(noun)s(page: Int) async throws -> [\(knownDTO())]")
        w.line("func delete\(noun)(id: String) async throws")
        w.close()
        w.line()
        w.open("final class \(name): \(name)Protocol {")
        if random.chance(60) { w.line("static let shared = \(name)()") }
        w.line("private let client: APIClient")
        w.line("private let decoder: JSONDecoder")
        w.line()
        w.open("init(client: APIClient = APIClient(), decoder: JSONDecoder = JSONDecoder()) {")
        w.line("self.client = client")
        w.line("self.decoder = decoder")
        w.line("decoder.keyDecodingStrategy = .convertFromSnakeCase")
        w.close()
        w.line()
        fillMembers(&w, scope: scope, until: length - 1)
        w.close()
        services.append(name)
        return "Sources/App/Services/\(name).swift"
    }

    mutating func writeRepository(_ w: inout SourceWriter, length: Int) -> String {
        let noun = random.pick(nouns)
        let name = uniqueName(noun + "Repository")
        let service = knownService()
        let scope = Scope(typeName: name, noun: noun, dependency: "service")
        fileHeader(&w, imports: ["Foundation"])
        w.open("final class \(name) {")
        if random.chance(75) {
            w.line("private let service: \(service)")
            w.line("private let store: UserDefaults")
            w.line()
            w.open("init(service: \(service), store: UserDefaults = .standard) {")
            w.line("self.service = service")
            w.line("self.store = store")
            w.close()
        } else {
            w.line("private let service = \(service).shared")
            w.line("private let store = UserDefaults.standard")
        }
        w.line()
        fillMembers(&w, scope: scope, until: length - 1)
        w.close()
        return "Sources/App/Services/\(name).swift"
    }

    mutating func writeDTOs(_ w: inout SourceWriter, length: Int) -> String {
        let noun = random.pick(nouns)
        let file = uniqueName(noun + "DTOs")
        fileHeader(&w, imports: ["Foundation"])
        while w.lineCount < length {
            let name = uniqueName(noun + random.pick(["", "Summary", "Detail", "Page", "Payload", "Response"]) + "DTO")
            dtos.append(name)
            docComment(&w, "`\(name)` as the API sends it.")
            let generic = random.chance(10)
            w.open("struct \(name)\(generic ? "<Item: Codable & Sendable>" : ""): Codable, Sendable, Hashable {")
            let count = random.int(in: 3...14)
            var names: [String] = []
            for index in 0..<count {
                let field = index == 0 ? "id" : random.pick(fields) + (index > 8 ? String(index) : "")
                if names.contains(field) { continue }
                names.append(field)
                w.line("let \(field): \(index == 0 ? "String" : random.pick(fieldTypes))")
            }
            if generic { w.line("let items: [Item]") }
            if random.chance(55) {
                w.line()
                w.open("enum CodingKeys: String, CodingKey {")
                for field in names {
                    let snake = snakeCase(field)
                    w.line(snake == field ? "case \(field)" : #"case \#(field) = "\#(snake)""#)
                }
                if generic { w.line("case items") }
                w.close()
            }
            w.close()
            w.line()
            if random.chance(40) {
                w.open("extension \(name) {")
                w.open("static func decode(from data: Data) throws -> \(name) {")
                w.line("let decoder = JSONDecoder()")
                w.line("decoder.keyDecodingStrategy = .convertFromSnakeCase")
                w.line("decoder.dateDecodingStrategy = .iso8601")
                w.line("return try decoder.decode(\(name).self, from: data)")
                w.close()
                w.close()
                w.line()
            }
        }
        return "Sources/Networking/DTOs/\(file).swift"
    }

    mutating func writeClient(_ w: inout SourceWriter, length: Int) -> String {
        let noun = random.pick(nouns)
        let name = uniqueName(noun + "Endpoint")
        fileHeader(&w, imports: ["Foundation"])
        w.open("enum \(name) {")
        let cases = verbs.shuffledPrefix(random.int(in: 3...8), using: &random)
        for verb in cases { w.line("case \(verb)(id: String)") }
        w.line()
        w.open("var path: String {")
        w.line("switch self {")
        for verb in cases {
            w.line(#"case .\#(verb)(let id): return "/v\#(random.int(in: 1...3))/\#(noun.lowercased())s/\(id)/\#(verb)""#)
        }
        w.line("}")
        w.close()
        w.line()
        w.open("var method: String {")
        w.line("switch self {")
        for verb in cases { w.line(#"case .\#(verb): "\#(verb == "delete" ? "DELETE" : verb == "load" || verb == "fetch" ? "GET" : "POST")""#) }
        w.line("}")
        w.close()
        w.line()
        let scope = Scope(typeName: name, noun: noun, dependency: "APIClient.shared")
        fillMembers(&w, scope: scope, until: length - 1)
        w.close()
        return "Sources/Networking/\(name).swift"
    }

    mutating func writeController(_ w: inout SourceWriter, length: Int) -> String {
        let feature = featureName()
        let isOpen = random.chance(35)
        let name = feature + (isOpen ? "BaseViewController" : "ViewController")
        let base = !openControllers.isEmpty && random.chance(60)
            ? random.pick(openControllers)
            : random.pick(["UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController"])
        let scope = Scope(typeName: name, noun: feature, dependency: "viewModel")
        fileHeader(&w, imports: ["UIKit", "Combine"])
        docComment(&w, "Shows \(feature.lowercased()) content with UIKit.")
        w.open("\(isOpen ? "" : "final ")class \(name): \(base) {")
        w.line("private let tableView = UITableView(frame: .zero, style: .insetGrouped)")
        w.line("private let viewModel: \(feature)ViewModel")
        w.line("private var cancellables = Set<AnyCancellable>()")
        w.line()
        w.open("init(viewModel: \(feature)ViewModel) {")
        w.line("self.viewModel = viewModel")
        w.line("super.init(nibName: nil, bundle: nil)")
        w.close()
        w.line()
        w.line("@available(*, unavailable)")
        w.open("required init?(coder: NSCoder) {")
        w.line(#"fatalError("init(coder:) has not been implemented")"#)
        w.close()
        w.line()
        w.open("override func viewDidLoad() {")
        w.line("super.viewDidLoad()")
        w.line(#"title = NSLocalizedString("\#(feature).title", comment: "Screen title")"#)
        w.line("view.addSubview(tableView)")
        w.line("tableView.translatesAutoresizingMaskIntoConstraints = false")
        w.open("NSLayoutConstraint.activate([")
        w.line("tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),")
        w.line("tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),")
        w.line("tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),")
        w.close("])")
        w.line(#"viewModel.$items.receive(on: DispatchQueue.main).sink { [weak self] _ in self?.tableView.reloadData() }.store(in: &cancellables)"#)
        w.close()
        w.line()
        fillMembers(&w, scope: scope, until: length - 14)
        w.close()
        w.line()
        w.open("extension \(name): UITableViewDataSource {")
        w.open("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {")
        w.line("viewModel.items.count")
        w.close()
        w.line()
        w.open("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {")
        w.line(#"let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)"#)
        w.line(#"cell.textLabel?.text = "\(indexPath.row + 1). \(viewModel.items[indexPath.row].title)""#)
        w.line("return cell")
        w.close()
        w.close()
        if isOpen { openControllers.append(name) }
        return "Sources/App/UI/\(name).swift"
    }

    mutating func writeModels(_ w: inout SourceWriter, length: Int) -> String {
        let noun = random.pick(nouns)
        let file = uniqueName(noun + "Models")
        fileHeader(&w, imports: ["Foundation"])
        while w.lineCount < length {
            if random.chance(50) {
                let name = uniqueName(noun + random.pick(["Kind", "Status", "Filter", "Sort", "Tab", "Style"]))
                docComment(&w, "The \(name.lowercased()) values the backend knows.")
                w.open("enum \(name): String, Codable, CaseIterable {")
                let cases = fields.shuffledPrefix(random.int(in: 3...9), using: &random)
                for field in cases {
                    let snake = snakeCase(field)
                    w.line(random.chance(50) ? "case \(field)" : #"case \#(field) = "\#(snake)""#)
                }
                w.line()
                w.open("var displayName: String {")
                w.open("switch self {")
                for field in cases {
                    w.outdented("case .\(field):")
                    w.line(#"return NSLocalizedString("\#(name).\#(field)", comment: "")"#)
                }
                w.close()
                w.close()
                w.close()
            } else {
                let name = uniqueName(noun + random.pick(["", "Item", "Entry", "Snapshot", "Record"]))
                let scope = Scope(typeName: name, noun: noun, dependency: "store")
                w.open("struct \(name): Identifiable, Hashable {")
                for field in fields.shuffledPrefix(random.int(in: 3...8), using: &random) where field != "id" {
                    w.line("var \(field): \(random.pick(fieldTypes))")
                }
                w.line("let id: UUID")
                w.line()
                for _ in 0..<random.int(in: 1...3) { member(&w, scope: scope) }
                w.close()
            }
            w.line()
        }
        return "Sources/App/Models/\(file).swift"
    }

    mutating func writeTests(_ w: inout SourceWriter, length: Int) -> String {
        let noun = random.pick(nouns)
        let name = uniqueName(noun + "Tests")
        let scope = Scope(typeName: name, noun: noun, dependency: "sut")
        fileHeader(&w, imports: ["XCTest", "@testable import App"])
        w.open("final class \(name): XCTestCase {")
        w.line("private var sut: \(noun)Repository!")
        w.line()
        while w.lineCount < length - 1 {
            w.open("func test\(upperFirst(random.pick(verbs)))\(upperFirst(random.pick(fields)))\(random.pick(["", "WhenOffline", "AfterLogout", "WithEmptyCache"]))() async throws {")
            statements(&w, count: random.int(in: 2...6), depth: 1, scope: scope)
            w.line(#"XCTAssertEqual(sut.items.count, \#(random.int(in: 0...20)), "unexpected count for \(sut.query)")"#)
            w.close()
            w.line()
        }
        w.close()
        return "Tests/AppTests/\(name).swift"
    }

    // MARK: Members

    mutating func fileHeader(_ w: inout SourceWriter, imports: [String]) {
        if random.chance(60) {
            w.line("//")
            w.line("//  Generated for archlint benchmarks (seeded, deterministic).")
            w.line("//")
            w.line()
        }
        for module in imports { w.line(module.hasPrefix("@") ? module : "import \(module)") }
        w.line()
    }

    mutating func docComment(_ w: inout SourceWriter, _ summary: String) {
        if random.chance(25) {
            w.line("/**")
            w.line(" \(summary)")
            w.line(" - Note: kept in sync with the API schema /* see docs */.")
            w.line(" */")
        } else {
            w.line("/// \(summary)")
            if random.chance(40) { w.line("/// - Parameter id: the server's identifier, never empty.") }
        }
    }

    /// Members until the writer reaches `end` lines (the caller then closes the type).
    mutating func fillMembers(_ w: inout SourceWriter, scope: Scope, until end: Int) {
        var section = 0
        while w.lineCount < end {
            if random.chance(12) {
                section += 1
                w.line("// MARK: - \(random.pick(["Loading", "Actions", "Helpers", "Private", "Formatting", "Persistence"])) \(section)")
                w.line()
            }
            member(&w, scope: scope)
        }
    }

    mutating func member(_ w: inout SourceWriter, scope: Scope) {
        let noun = scope.noun
        switch random.below(10) {
        case 0:
            docComment(&w, "A formatted summary for accessibility.")
            w.open("var \(lowerFirst(noun))Summary: String {")
            w.line(#""\(title ?? "Untitled") – \(items.count) item\(items.count == 1 ? "" : "s")""#)
            w.close()
        case 1:
            w.open("private var \(lowerFirst(noun))Cache: [String: \(knownDTO())] {")
            w.line("get { _cache.value(forKey: \"\(lowerFirst(noun))\") ?? [:] }")
            w.line("set { _cache.set(newValue, forKey: \"\(lowerFirst(noun))\") }")
            w.close()
        case 2:
            let type = uniqueName(scope.typeName + random.pick(["State", "Mode", "Event", "Route"]))
            w.open("enum \(type): String, CaseIterable {")
            for verb in verbs.shuffledPrefix(random.int(in: 2...6), using: &random) {
                w.line(random.chance(50) ? "case \(verb)" : #"case \#(verb) = "\#(scope.noun.lowercased())_\#(verb)""#)
            }
            w.close()
        case 3:
            docComment(&w, "Decodes any payload the \(noun) endpoints return.")
            w.open("func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T where T: Sendable {")
            w.line("let decoder = JSONDecoder()")
            if random.chance(50) { w.line("decoder.keyDecodingStrategy = .convertFromSnakeCase") }
            w.line("return try decoder.decode(T.self, from: data)")
            w.close()
        default:
            method(&w, scope: scope)
        }
        w.line()
    }

    mutating func method(_ w: inout SourceWriter, scope: Scope) {
        let verb = random.pick(verbs)
        let noun = scope.noun
        if random.chance(35) { docComment(&w, "\(upperFirst(verb))s the \(noun.lowercased()) data, then updates the state.") }
        let access = random.pick(["", "", "private ", "fileprivate ", "public ", "@MainActor "])
        let returnsValue = random.chance(30)
        let effects = random.pick(["", " async", " async throws", " throws"])
        let parameters = random.pick([
            "()", "(id: String)", "(_ item: \(knownDTO()), animated: Bool = true)",
            "(page: Int = 1, completion: @escaping (Result<[\(knownDTO())], Error>) -> Void)",
            "(for query: String, limit: Int = 20)",
        ])
        let result = returnsValue ? " -> \(random.pick(["Bool", "[String]", "Int", "String?", "\(knownDTO())?"]))" : ""
        let suffix = random.pick(["", "s", "IfNeeded", "InBackground", "Details", "NextPage"])
        w.open("\(access)func \(verb)\(noun)\(suffix)\(parameters)\(effects)\(result) {")
        statements(&w, count: random.int(in: 2...12), depth: 0, scope: scope)
        if returnsValue { w.line("return \(random.pick(["false", "[]", "0", "nil", "items.first"]))") }
        w.close()
    }

    mutating func subview(_ w: inout SourceWriter, name: String, scope: Scope) {
        w.open("private var \(name): some View {")
        w.open("VStack(alignment: .leading, spacing: \(random.pick([4, 8, 12, 16]))) {")
        w.line(#"Text("\#(scope.noun) \#(name)")"#)
        w.line("    .font(.\(random.pick(["headline", "subheadline", "caption", "title2"])))")
        w.open("ForEach(viewModel.items.prefix(\(random.int(in: 3...10)))) { item in")
        w.open("HStack {")
        w.line(#"Image(systemName: item.isRead ? "checkmark.circle.fill" : "circle")"#)
        w.line(#"Text("\(item.title) · \(item.count.formatted(.number.notation(.compactName)))")"#)
        w.line("Spacer()")
        w.close()
        w.close()
        if random.chance(40) {
            w.line("#if DEBUG")
            w.line(#"Text(verbatim: "debug: \(viewModel.items.count) items")"#)
            w.line("#endif")
        }
        w.open(#"Button("\#(upperFirst(random.pick(verbs)))") {"#)
        w.line("Task { await viewModel.refresh() }")
        w.close()
        w.close()
        w.line(".padding(.horizontal)")
        w.close()
        w.line()
    }

    // MARK: Statements

    mutating func statements(_ w: inout SourceWriter, count: Int, depth: Int, scope: Scope) {
        for _ in 0..<count { statement(&w, depth: depth, scope: scope) }
    }

    /// One statement, or a nested block of them while `depth` allows.
    mutating func statement(_ w: inout SourceWriter, depth: Int, scope: Scope) {
        let value = random.pick(properties)
        let dto = knownDTO()
        let dependency = scope.dependency
        switch random.below(depth < 2 ? 30 : 20) {
        case 0:
            w.line("let \(value)Count = \(value).count * \(random.pick(["2", "0x1F", "1_000", "3.5e2", "0b1010"]))")
        case 1:
            w.line(#"logger.debug("Fetched \(items.count) items for \(user?.displayName ?? "anonymous") in \(String(format: "%.2f", elapsed))s")"#)
        case 2:
            w.line(#"UserDefaults.standard.set(\#(value), forKey: "\#(random.pick(defaultsKeys))")"#)
        case 3:
            w.line("guard let \(value) = \(dependency).cached\(scope.noun)(id: id) else { return }")
        case 4:
            w.line("let titles = items.filter { $0.isRead == false }.map(\\.title).sorted { $0 < $1 }")
        case 5:
            w.line(##"let pattern = #"^[A-Z]{2}\d{4}(-\d+)?$"#"##)
            w.line(##"let hint = #"Tap "Continue" to \#(action) — or "\(skip)" stays literal"#"##)
        case 6:
            w.line("if let match = input.firstMatch(of: /(?<user>[a-z0-9._]+)@(?<host>[a-z.]+)/) {")
            w.line(#"    print("user: \(match.user), host: \(match.host)")"#)
            w.line("}")
        case 7:
            w.line(##"let dateRegex = #/\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?/#"##)
        case 8:
            w.line("/* TODO: batch these calls /* nested: see \(scope.typeName) */ before release */")
        case 9:
            w.line("// \(random.pick(["FIXME", "NOTE", "HACK"])): \(scope.noun.lowercased()) \(value) can be stale after a background refresh")
        case 10:
            w.line("let decoder = JSONDecoder()")
            if random.chance(60) { w.line("decoder.keyDecodingStrategy = .convertFromSnakeCase") }
            w.line("let decoded = try decoder.decode([\(dto)].self, from: data)")
        case 11:
            w.line("NotificationCenter.default.post(name: .init(\"\(scope.noun)DidChange\"), object: self, userInfo: [\"count\": items.count, \"page\": page])")
        case 12:
            w.line("let query = \"\"\"")
            w.line("    SELECT * FROM \(scope.noun.lowercased())s")
            w.line(#"    WHERE owner = "\(userID)" AND updated_at > \(lastUpdated.timeIntervalSince1970)"#)
            w.line(#"    LIMIT \(limit) -- "quoted" \"escaped\""#)
            w.line("    \"\"\"")
        case 13:
            w.line("let total = items.reduce(0) { $0 + $1.count } + (isEnabled ? 1 : -1) * \(random.int(in: 1...99))")
        case 14:
            w.line("DispatchQueue.main.asyncAfter(deadline: .now() + 0.\(random.int(in: 1...9))) { [weak self] in self?.\(value) = nil }")
        case 15:
            w.line("let url = baseURL.appendingPathComponent(\"\(scope.noun.lowercased())/\\(id)\").appending(queryItems: [URLQueryItem(name: \"q\", value: query)])")
        case 16:
            w.line("\(value) = try await \(dependency).\(random.pick(verbs))\(scope.noun)(\(random.pick(["", "id: id", "page: page + 1", "query: \"\\(query)*\""])))")
        case 17:
            w.line("let formatted = String(localized: \"\(scope.noun).count \\(items.count)\", comment: \"Number of \\(\"items\".uppercased()) shown\")")
        case 18:
            w.line("precondition(!\(value).isEmpty, \"\(scope.typeName): \(value) must not be empty\")")
        case 19:
            w.line("let sorted: [\(dto)] = items.sorted(by: { lhs, rhs in lhs.\(random.pick(fields)) < rhs.\(random.pick(fields)) })")
        case 20:
            w.open("if \(value).isEmpty {")
            statements(&w, count: random.int(in: 1...3), depth: depth + 1, scope: scope)
            w.outdented("} else {")
            statements(&w, count: random.int(in: 1...2), depth: depth + 1, scope: scope)
            w.close()
        case 21:
            w.open("for (index, item) in items.enumerated() where item.isRead {")
            statements(&w, count: random.int(in: 1...3), depth: depth + 1, scope: scope)
            w.close()
        case 22:
            w.open("switch state {")
            w.outdented("case .idle:")
            statements(&w, count: 1, depth: depth + 1, scope: scope)
            w.outdented("case .loading(let progress) where progress > 0.5:")
            w.line(#"print("halfway: \(Int(progress * 100))%")"#)
            w.outdented("case .failed(let error as URLError):")
            statements(&w, count: random.int(in: 1...2), depth: depth + 1, scope: scope)
            w.outdented("default:")
            w.line("break")
            w.close()
        case 23:
            w.open("Task { [weak self] in")
            w.line("guard let self else { return }")
            statements(&w, count: random.int(in: 1...3), depth: depth + 1, scope: scope)
            w.close()
        case 24:
            w.open("do {")
            w.line("let (data, response) = try await URLSession.shared.data(from: url)")
            statements(&w, count: random.int(in: 1...2), depth: depth + 1, scope: scope)
            w.outdented("} catch let error as DecodingError {")
            w.line(#"errorMessage = "Decoding failed: \(error.localizedDescription)""#)
            w.outdented("} catch {")
            w.line("errorMessage = error.localizedDescription")
            w.close()
        case 25:
            w.line("#if DEBUG")
            statements(&w, count: random.int(in: 1...2), depth: depth + 1, scope: scope)
            w.line("#else")
            statements(&w, count: 1, depth: depth + 1, scope: scope)
            w.line("#endif")
        case 26:
            w.open("let handler: (Result<[\(dto)], Error>) -> Void = { [weak self] result in")
            w.open("switch result {")
            w.outdented("case .success(let values):")
            w.line("self?.items = values.filter { !$0.id.isEmpty }")
            w.outdented("case .failure(let error):")
            w.line(#"self?.errorMessage = "\(type(of: error)): \(error)""#)
            w.close()
            w.close()
        case 27:
            w.open("guard \(value).count > \(random.int(in: 0...9)) else {")
            statements(&w, count: 1, depth: depth + 1, scope: scope)
            w.line("return")
            w.close()
        case 28:
            w.open("let message = \"\"\"")
            w.line(#"    \#(scope.noun) sync finished: \(items.map { "\($0.id)" }.joined(separator: ", "))"#)
            w.line(#"    took \(String(format: "%.1f", duration)) seconds \#u{2014} retry in \(retryDelay)s"#)
            w.close("\"\"\"")
        default:
            w.open("withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {")
            statements(&w, count: random.int(in: 1...2), depth: depth + 1, scope: scope)
            w.close()
        }
    }

    // MARK: Text helpers

    func snakeCase(_ camel: String) -> String {
        var out = ""
        for character in camel {
            if character.isUppercase {
                out += "_" + character.lowercased()
            } else {
                out.append(character)
            }
        }
        return out
    }

    func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

    func upperFirst(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
}

private extension Array {
    /// The first `count` elements of a seeded Fisher–Yates shuffle.
    func shuffledPrefix(_ count: Int, using random: inout SplitMix64) -> [Element] {
        var copy = self
        let taken = Swift.min(count, copy.count)
        for index in 0..<taken { copy.swapAt(index, index + random.below(copy.count - index)) }
        return Array(copy.prefix(taken))
    }
}
