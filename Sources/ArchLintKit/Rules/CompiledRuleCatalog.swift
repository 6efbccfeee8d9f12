// Generated from Rules/*.yml by Scripts/compile-catalog; RuleCatalogTests fails while it is stale.
// Do not edit.

enum EmbeddedRuleCatalog {
    static let files: [(name: String, text: String)] = [
        ("async_stream_termination.yml", #"""
id: async_stream_termination
title: AsyncStream termination
severity: warning
checklist: Push sources (delegates, NotificationCenter, KVO, observers) bridged into an AsyncStream always set onTermination, which removes the observer.
summary: A push source bridged into an AsyncStream without onTermination to remove it.
rationale: |
  An AsyncStream that wraps a push source (a NotificationCenter observer, a KVO
  observation, a Combine sink, a timer, a delegate) must undo the registration when the
  consumer stops listening: continuation.onTermination is the only hook that runs when
  the consuming task is cancelled or the stream is dropped. Without it every appearance
  of the screen registers one more listener, which keeps firing into a dead continuation
  and keeps its captures alive.

  A stream builder is the closure given to AsyncStream(…) or AsyncThrowingStream(…)
  (also AsyncStream<T>, Swift.AsyncStream, .init) as trailing or unlabelled closure; it
  is reported when it (nested closures included, other builders excluded) holds a
  registration and no .onTermination anywhere, unless a builder it is nested in sets
  .onTermination in its own body (that teardown ends what the nested one registered; an
  .onTermination of a nested builder never counts for the outer one). A registration is a call whose callee's
  last name is one of `registrations` or starts with one at a camel hump (observeX,
  subscribeToX, registerX), or an assignment to .delegate. For
  `let (stream, continuation) = AsyncStream….makeStream(…)` (or `let pair = …`), the
  innermost function, initialiser, closure or accessor holding it is reported when a
  registration's arguments or trailing closure name the continuation, a `return` hands
  the stream to the caller, and .onTermination appears nowhere in it. A stream consumed
  by its owner (its registration stored on the owner and cancelled in deinit) does not
  escape and is not reported. A defer, or finishing the stream from the callback, is no
  cleanup: the builder returns at once, and the consumer can cancel first.
options:
  - name: registrations
    type: string_list
    default: [sink, scheduledTimer, addPeriodicTimeObserver, addBoundaryTimeObserver, addListener, observe, addObserver, subscribe, register]
    description: Callee names that register a push source; each matches a callee's last name exactly or as its prefix at a camel hump. The .delegate assignment always counts.
  - name: spawned_tasks
    type: bool
    default: false
    description: A Task whose closure names the continuation counts as a registration (it outlives a cancelled consumer unless onTermination cancels it).
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, previews).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import Foundation

        extension NotificationCenter {
            func events(named name: Notification.Name) -> AsyncStream<Notification> {
                ↓AsyncStream { continuation in
                    addObserver(forName: name, object: nil, queue: nil) { note in
                        continuation.yield(note)
                    }
                }
            }
        }
    - code: |
        import AVFoundation

        final class PlaybackClock {
            private let player: AVPlayer

            init(player: AVPlayer) { self.player = player }

            func ticks() -> AsyncStream<CMTime> {
                let (stream, continuation) = ↓AsyncStream<CMTime>.makeStream()
                player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 2), queue: .main) { time in
                    continuation.yield(time)
                }
                return stream
            }
        }
    - code: |
        import Combine

        func values<P: Publisher>(of publisher: P) -> AsyncThrowingStream<P.Output, Error> {
            Swift.↓AsyncThrowingStream { continuation in
                let cancellable = publisher.sink(
                    receiveCompletion: { _ in continuation.finish() },
                    receiveValue: { continuation.yield($0) }
                )
                _ = cancellable
            }
        }
    - code: |
        import CoreLocation

        final class LocationStream: NSObject, CLLocationManagerDelegate {
            private let manager = CLLocationManager()
            private var continuation: AsyncStream<CLLocation>.Continuation?

            var locations: AsyncStream<CLLocation> {
                ↓AsyncStream { continuation in
                    self.continuation = continuation
                    manager.delegate = self
                    manager.startUpdatingLocation()
                }
            }
        }
    - code: |
        final class ChatSocket {
            func messages() -> AsyncStream<String> {
                ↓AsyncStream { continuation in
                    Task {
                        for await message in socket.incoming { continuation.yield(message) }
                    }
                }
            }
        }
      config:
        spawned_tasks: true
    - code: |
        func presence(of client: PresenceClient) -> AsyncStream<Bool> {
            ↓AsyncStream { continuation in
                client.onStatusChange { online in continuation.yield(online) }
            }
        }
      config:
        registrations: [onStatusChange]
  non_triggering:
    - code: |
        import Foundation

        extension NotificationCenter {
            func events(named name: Notification.Name) -> AsyncStream<Notification> {
                AsyncStream { continuation in
                    let token = addObserver(forName: name, object: nil, queue: nil) { note in
                        continuation.yield(note)
                    }
                    continuation.onTermination = { [weak self] _ in
                        self?.removeObserver(token)
                    }
                }
            }
        }
    - code: |
        import Combine

        final class TimelineProvider {
            let updates: AsyncStream<[String]>
            private var cancellable: AnyCancellable?

            init(publisher: AnyPublisher<[String], Never>) {
                let (stream, continuation) = AsyncStream<[String]>.makeStream()
                updates = stream
                cancellable = publisher.sink { continuation.yield($0) }
            }

            deinit { cancellable?.cancel() }
        }
    - code: |
        func countdown(from start: Int) -> AsyncStream<Int> {
            AsyncStream { continuation in
                for value in stride(from: start, through: 0, by: -1) {
                    continuation.yield(value)
                }
                continuation.finish()
            }
        }
    - code: |
        func pages(loader: PageLoader) -> AsyncStream<Page> {
            var page = 0
            return AsyncStream(unfolding: {
                page += 1
                return await loader.observePage(page)
            })
        }
    - code: |
        protocol DownloadEvents {
            var progress: AsyncStream<Double> { get }
        }

        final class Downloader: DownloadEvents {
            var progress: AsyncStream<Double> {
                stream
            }
            private let stream: AsyncStream<Double>

            init(stream: AsyncStream<Double>) { self.stream = stream }
        }
    - code: |
        func messages(from socket: Socket) -> AsyncStream<String> {
            AsyncStream { continuation in
                let task = Task {
                    for await message in socket.incoming { continuation.yield(message) }
                }
                _ = task
            }
        }
    - code: |
        func ticks() -> AsyncStream<Void> {
            let (stream, continuation) = AsyncStream<Void>.makeStream()
            // Observed elsewhere; this scope only hands the stream out.
            Timer.shared.register(label: "tick")
            continuation.yield()
            return stream
        }
"""#),
        ("constants_namespace.yml", #"""
id: constants_namespace
title: Constants in caseless enums
severity: warning
checklist: Constants live in caseless enums, with no instances.
summary: A struct or class of static constants that nothing constructs and that conforms to nothing, instead of a caseless enum.
fix: declare it as a caseless enum
autofix:
  kind: safe
  title: Declare it as a caseless enum
  edit: >-
    replaces struct or class with enum (dropping final and turning class members static) and
    removes a private or fileprivate init(), in every #if branch declaring the type; offered when
    the type declares no other initializer
rationale: |
  A namespace of constants (AppConstants.baseURL) is never meant to be instantiated. A struct or
  class can be: Config() compiles and means nothing. A caseless enum cannot be constructed at all,
  so it states the intent and needs no private init() to enforce it.

  Reported at the type's name: a struct or class whose body declares at least one static let and
  otherwise only static or class members, nested types, typealiases and private or fileprivate
  initializers; whose extensions anywhere in the project add no instance member, initializer or
  conformance other than Sendable; whose inheritance clause is empty or names only Sendable (a
  protocol or superclass makes it a witness such as PreviewProvider or EnvironmentKey); with no
  generic parameters, none of @main, @resultBuilder, @propertyWrapper, @dynamicMemberLookup,
  @dynamicCallable, @objc, @objcMembers and no @objc member; that is never constructed anywhere in
  the project, test code included (Config(), Config.init(), Outer.Config() for a Config nested in
  Outer; Self() or a .init() property of its own type in its body); and, for a class, that has no
  subclass, is not open, and whose metatype nothing needs (Name.self anywhere, as in SwiftGen's
  Bundle(for: BundleToken.self); Self.self in its body). Types with only static functions or
  computed properties, enums, actors and protocols are not reported. A simple name shared with a
  constructed type exempts both.
options:
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, Preview Content).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import Foundation

        struct ↓AppConstants {
            static let baseURL = URL(string: "https://api.example.com")!
            static let timeout: TimeInterval = 30
        }
    - code: |
        final class ↓Layout {
            static let spacing = 8.0
            class var cornerRadius: Double { 12 }
            private init() {}
        }
    - code: |
        struct Theme {
            struct ↓Colors {
                static let accent = "AccentColor"
            }
            let name: String
        }

        let theme = Theme(name: "Dark")
    - code: |
        struct ↓Keys: Sendable {
            static let token = "token"
            static func scoped(_ key: String) -> String { "app." + key }
            typealias Key = String
        }
      files:
        Sources/App/Keys+Extra.swift: |
          extension Keys {
              static let session = "session"
          }
  non_triggering:
    - code: |
        enum AppConstants {
            static let baseURL = "https://api.example.com"
        }
    - code: |
        import SwiftUI

        struct AccentKey: EnvironmentKey {
            static let defaultValue = "blue"
        }
    - code: |
        struct Config {
            static let shared = Config()
            static let retries = 3
        }
    - code: |
        final class BundleToken {
            static let name = "Resources"
        }

        let bundle = Bundle(for: BundleToken.self)
    - code: |
        struct Formats {
            static let date = "yyyy-MM-dd"
        }
      files:
        Sources/App/Formats+Instance.swift: |
          extension Formats {
              var locale: String { "en" }
          }
    - code: |
        struct Palette {
            static var current: String { "light" }
            static func color(_ name: String) -> String { name }
        }
"""#),
        ("credentials_in_defaults.yml", #"""
id: credentials_in_defaults
title: Credentials in UserDefaults
severity: error
checklist: Tokens and secrets go to the Keychain, never to `UserDefaults`; `@AppStorage` is only for UI preferences.
summary: A token, password, secret or API key written to UserDefaults, @AppStorage or @SceneStorage.
fix: move the secret to the Keychain
rationale: |
  UserDefaults (and @AppStorage / @SceneStorage, which are built on it) is a plain
  property list in the app container: it is not encrypted separately, it is copied into
  unencrypted device backups, and it can be read on a jailbroken device or from a backup.
  Tokens, passwords, secrets and API keys belong in the Keychain, with an accessibility
  class bound to the device.

  A name is sensitive when its last word is token(s), password(s), passwd, passcode(s),
  secret(s), credential(s), jwt, bearer or apikey(s), or its last two words are api key(s)
  or private key, also after dropping trailing words such as key, value or data
  (accessTokenKey, jwtString, privateKeyData). Names where every sensitive word belongs to
  an allowed phrase (apnsDeviceToken, nextPageToken) are not credentials. The rule reports
  a write (.set / .setValue) to UserDefaults.standard, UserDefaults(suiteName:),
  NSUbiquitousKeyValueStore.default or a defaults variable of the same file when the key or
  the value's name is sensitive, and @AppStorage / @SceneStorage properties whose key or
  name is sensitive. Reads, removals and values that are plainly not credentials (Bool,
  numbers, dates) are not reported.
options:
  - name: allowed
    type: string_list
    default: [device token, push token, fcm token, apns token, change token, sync token, page token, next token, continuation token]
    description: Phrases (space-separated words) that are not credentials even though they contain a sensitive word.
  - name: trailing_words
    type: string_list
    default: [key, keys, value, data, string, str, storage, default, defaults, identifier]
    description: Words dropped one at a time from the end of a name before checking its last word again.
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, previews).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import Foundation

        final class SessionStore {
            func save(_ response: LoginResponse) {
                UserDefaults.standard.↓set(response.accessToken, forKey: "access_token")
            }
        }
    - code: |
        import SwiftUI

        struct AccountView: View {
            ↓@AppStorage("auth_token") private var authToken = ""

            var body: some View {
                Text(authToken.isEmpty ? "Signed out" : "Signed in")
            }
        }
    - code: |
        import Foundation

        final class TokenRefresher {
            func store(_ value: String) {
                UserDefaults(suiteName: "group.com.example.app")?.↓set(value, forKey: StorageKeys.refresh)
            }
        }
      files:
        Sources/Storage/StorageKeys.swift: |
          enum StorageKeys {
              static let refresh = "refresh_token"
              static let onboardingSeen = "onboarding_seen"
          }
    - code: |
        import Foundation

        final class AuthService {
            private let defaults: UserDefaults

            init(defaults: UserDefaults = .standard) {
                self.defaults = defaults
            }

            func persist(_ session: Session) {
                self.defaults.↓setValue(session.jwt, forKey: "session")
            }
        }
    - code: |
        import Foundation

        enum DefaultsKey: String {
            case apiKey = "api_key"
            case onboardingSeen
        }

        func configureAnalytics(with key: String) {
            UserDefaults.standard.↓set(key, forKey: DefaultsKey.apiKey.rawValue)
        }
    - code: |
        import Foundation

        func syncCredentials(_ login: Login) {
            NSUbiquitousKeyValueStore.default.↓set(login.password, forKey: "user")
        }
    - code: |
        import Foundation

        func rememberPushRegistration(signature: String) {
            UserDefaults.standard.↓set(signature, forKey: "pushTokenSecret")
        }
    - code: |
        import SwiftUI

        struct UnlockView: View {
            ↓@SceneStorage("lastPasscode") private var draft = ""

            var body: some View {
                SecureField("Passcode", text: $draft)
            }
        }
    - code: |
        import XCTest

        final class SessionStoreTests: XCTestCase {
            func testSavesToken() {
                UserDefaults.standard.↓set("abc", forKey: "auth_token")
            }
        }
      path: Tests/AppTests/SessionStoreTests.swift
      config:
        include_tests: true
  non_triggering:
    - code: |
        import UIKit

        final class PushRegistrar {
            func didRegister(deviceToken: String) {
                UserDefaults.standard.set(deviceToken, forKey: "apnsDeviceToken")
            }
        }
    - code: |
        import Foundation

        func markHintShown() {
            UserDefaults.standard.set(true, forKey: "passwordHintShown")
            UserDefaults.standard.set(Date(), forKey: "tokenExpiry")
        }
    - code: |
        import Foundation

        func signOut() -> String? {
            let previous = UserDefaults.standard.string(forKey: "auth_token")
            UserDefaults.standard.removeObject(forKey: "auth_token")
            return previous
        }
    - code: |
        import Foundation

        func signOut() {
            // Writing nil removes the value, like removeObject(forKey:).
            UserDefaults.standard.set(nil, forKey: "auth_token")
        }
    - code: |
        import Foundation

        final class TokenVault {
            private let defaults = UserDefaults.standard

            func save(_ token: String) {
                let defaults = KeychainWrapper.standard
                defaults.set(token, forKey: "auth_token")
            }
        }
    - code: |
        import Foundation

        final class SessionFlags {
            private let defaults = UserDefaults.standard

            func markSignedIn(hasRefreshToken: Bool) {
                defaults.set(hasRefreshToken, forKey: "has_refresh_token")
            }
        }
    - code: |
        func save(_ token: String, in keychain: KeychainStore) {
            keychain.set(token, forKey: "auth_token")
        }
    - code: |
        import SwiftUI

        struct AppearanceSettings: View {
            @AppStorage("prefersDarkMode") private var prefersDarkMode = false

            var body: some View {
                Toggle("Dark mode", isOn: $prefersDarkMode)
            }
        }
    - code: |
        import Foundation

        func cacheSession(_ sessionToken: String) {
            // UserDefaults.standard.set(sessionToken, forKey: "auth_token") moved to the Keychain.
            UserDefaults.standard.set(sessionToken, forKey: "sessionToken")
        }
      config:
        allowed: [session token]
    - code: |
        import XCTest

        final class SessionStoreTests: XCTestCase {
            func testSavesToken() {
                UserDefaults.standard.set("abc", forKey: "auth_token")
            }
        }
      path: Tests/AppTests/SessionStoreTests.swift
"""#),
        ("explicit_coding_keys.yml", #"""
id: explicit_coding_keys
title: Explicit CodingKeys
severity: warning
checklist: Codable types use explicit `CodingKeys` when API names differ from the model.
summary: A Codable type whose wire names differ from its property names but that declares no CodingKeys.
fix: declare CodingKeys
rationale: |
  When the names in a payload differ from the Swift property names, the mapping belongs
  in an explicit CodingKeys enum, where a reviewer can see it and the compiler checks it.
  The implicit mapping fails silently: a missing key throws at run time, and an optional
  property just stays nil.

  By default (require: names_differ) the rule reports the case a project proves: a type
  decoded with .convertFromSnakeCase (the strategy and T.self in the same function,
  closure or initialiser, or transitively as the type of a stored property of such a type;
  a generic project type decoded as Wrapper<A> passes it on to A where a stored property
  holds the generic parameter) that has a stored property with an initialism run: an
  uppercase run holding an initialism (option initialisms), such as avatarURL or userID. The
  strategy turns avatar_url into avatarUrl, never avatarURL, so that property can never be
  decoded; the message names the property, the name the strategy produces and where the
  strategy is applied. Runs made by one-letter parts (region3DepthHName from
  region_3depth_h_name, isAMember) are reachable and never reported. require: api_models reports every API model (a name ending in DTO,
  Dto, Response, Request, Payload, Body or Envelope, a type nested in one, or a file under
  a folder such as API, Networking or DTOs) with a multi-word stored property, and require: always every
  Codable struct or class with a stored property. Types with CodingKeys, init(from:) or
  encode(to:), RawRepresentable or OptionSet types, types with a Codable macro, and enums,
  protocols and actors are never reported.
options:
  - name: require
    type: choice
    values: [names_differ, api_models, always]
    default: names_differ
    description: When explicit CodingKeys are required; see the rationale.
  - name: initialisms
    type: string_list
    default: [ID, IDs, URL, URLs, URI, UUID, API, HTTP, HTTPS, HTML, JSON, XML, PDF, SKU, ISBN, IP, DNS, SSL, TLS, JWT, UTC, GPS, RGB, CSS, SDK, OS, ISO, FAQ, SMS, QR, CPU, JPEG, PNG, GIF, PIN, OTP, VAT, IBAN, ZIP, RSS]
    description: Initialisms that make an uppercase run unreachable under .convertFromSnakeCase (require names_differ); runs without one (a one-letter part, as in isAMember) are reachable.
  - name: api_model_suffixes
    type: string_list
    default: [DTO, Dto, Response, Request, Payload, Body, Envelope]
    description: Type-name endings of API models (require api_models).
  - name: api_model_folders
    type: string_list
    default: [API, Networking, Network, DTO, DTOs, Remote, Endpoints, Responses, Requests]
    description: Folder names (compared case-insensitively) whose Codable types are API models (require api_models).
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, previews).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import Foundation

        struct ↓User: Decodable {
            let id: Int
            let avatarURL: URL
        }

        final class UserService {
            func decodeUser(from data: Data) throws -> User {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                return try decoder.decode(User.self, from: data)
            }
        }
    - code: |
        import Foundation

        struct Feed: Decodable {
            let items: [Post]
            let nextCursor: String?
        }

        struct ↓Post: Decodable {
            let id: Int
            let imageURL: URL
        }

        func decodeFeed(_ data: Data) throws -> Feed {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return try decoder.decode(Feed.self, from: data)
        }
    - code: |
        import Foundation

        struct ↓Repository: Codable {
            let fullName: String
            let htmlURL: URL
            let stargazersCount: Int
        }
      files:
        Sources/GitHub/GitHubClient.swift: |
          import Foundation

          final class GitHubClient {
              private let session: URLSession

              init(session: URLSession) {
                  self.session = session
              }

              func repositories(of user: String) async throws -> [Repository] {
                  let url = URL(string: "https://api.github.com/users/\(user)/repos")!
                  let (data, _) = try await session.data(from: url)
                  let decoder = JSONDecoder()
                  decoder.keyDecodingStrategy = .convertFromSnakeCase
                  return try decoder.decode([Repository].self, from: data)
              }
          }
    - code: |
        import Foundation

        final class ↓RemoteConfig: Decodable {
            var minimumAppVersion: String?
            var supportURL: URL?
        }

        func decodeConfigs(_ data: Data) throws -> [String: RemoteConfig] {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return try decoder.decode([String: RemoteConfig].self, from: data)
        }
    - code: |
        import Foundation

        struct ↓OrderResponse: Decodable {
            let id: String
            let totalNet: Decimal
            let lines: [Line]

            struct ↓Line: Decodable {
                let productName: String
                let quantity: Int
            }
        }
      config:
        require: api_models
    - code: |
        import Foundation

        struct ↓Invoice: Codable {
            let id: String
            let createdAt: Date
        }
      path: Sources/Networking/Invoice.swift
      config:
        require: api_models
    - code: |
        import Foundation

        struct ↓Bookmark: Codable {
            let url: URL
            let title: String
        }
      config:
        require: always
  non_triggering:
    - code: |
        import Foundation

        struct AddressDocument: Decodable {
            let region3DepthHName: String
            let isAMember: Bool
        }

        func decodeAddresses(_ data: Data) throws -> [AddressDocument] {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return try decoder.decode([AddressDocument].self, from: data)
        }
    - code: |
        import Foundation

        struct User: Decodable {
            let id: Int
            let avatarURL: URL

            enum CodingKeys: String, CodingKey {
                case id
                case avatarURL = "avatarUrl"
            }
        }

        func decodeUser(_ data: Data) throws -> User {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return try decoder.decode(User.self, from: data)
        }
    - code: |
        import Foundation

        struct Profile: Codable {
            let displayName: String
            let avatarURL: URL
        }

        func decodeProfile(_ data: Data) throws -> Profile {
            try JSONDecoder().decode(Profile.self, from: data)
        }
    - code: |
        import Foundation

        struct Post: Decodable {
            let id: Int
            let imageUrl: URL
            let createdAt: Date
        }

        func decodePosts(_ data: Data) throws -> [Post] {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return try decoder.decode([Post].self, from: data)
        }
    - code: |
        import Foundation

        struct User: Decodable {
            let avatarURL: URL
        }
      files:
        Sources/Models/User+CodingKeys.swift: |
          extension User {
              enum CodingKeys: String, CodingKey {
                  case avatarURL = "avatarUrl"
              }
          }
        Sources/Networking/UserClient.swift: |
          import Foundation

          func decodeUser(_ data: Data) throws -> User {
              let decoder = JSONDecoder()
              decoder.keyDecodingStrategy = .convertFromSnakeCase
              return try decoder.decode(User.self, from: data)
          }
    - code: |
        import Foundation

        struct Profile: Decodable {
            let avatarURL: URL
        }
      files:
        Tests/AppTests/ProfileDecodingTests.swift: |
          import XCTest

          final class ProfileDecodingTests: XCTestCase {
              func testDecodes() throws {
                  let decoder = JSONDecoder()
                  decoder.keyDecodingStrategy = .convertFromSnakeCase
                  _ = try decoder.decode(Profile.self, from: Data("{}".utf8))
              }
          }
    - code: |
        import Foundation

        struct UserDTO: Decodable {
            let id: Int
            let name: String
        }
      config:
        require: api_models
    - code: |
        import Foundation

        enum Theme: String, Codable {
            case light, dark
        }

        struct UserID: Codable, RawRepresentable, Hashable {
            let rawValue: String
        }

        @CodingKeys(.snakeCase)
        struct Settings: Codable {
            let fontSize: Int
        }
      config:
        require: always
    - code: |
        import Foundation

        struct Coordinate: Codable {
            let latitude: Double
            let longitude: Double

            init(from decoder: Decoder) throws {
                var container = try decoder.unkeyedContainer()
                latitude = try container.decode(Double.self)
                longitude = try container.decode(Double.self)
            }

            func encode(to encoder: Encoder) throws {
                var container = encoder.unkeyedContainer()
                try container.encode(latitude)
                try container.encode(longitude)
            }
        }
      config:
        require: always
"""#),
        ("final_view_model.yml", #"""
id: final_view_model
title: Final view models
severity: warning
checklist: View models are `@MainActor final class`.
summary: A view model class that is not final although nothing in the project subclasses it.
fix: declare view models final
autofix:
  kind: safe
  title: Insert final before class
  edit: inserts final before the class keyword, in every #if branch declaring the class
rationale: |
  A view model is a leaf of the app's object graph: views hold it, nothing specialises it.
  Declaring it final says so, lets the compiler call its methods directly instead of through
  the class's vtable, and stops a subclass from overriding behaviour the view relies on.

  A view model is as in main_actor_view_model: a class whose name ends in one of suffixes, or
  that conforms to ObservableObject (in its declaration, an extension, a project protocol or a
  project superclass). It is reported when it is neither final nor open and no project class,
  test code included, names it as its superclass: a test double or a specialised screen that
  subclasses it keeps it non-final. private and fileprivate classes are reported too, since
  the checklist asks for an explicit final.
options:
  - name: suffixes
    type: string_list
    default: [ViewModel]
    description: Class-name endings that mark a view model.
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, previews).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import Foundation

        @MainActor
        class ↓LoginViewModel {
            var email = ""
            func submit() async {}
        }
    - code: |
        import Combine

        @MainActor
        class ↓CartStore: ObservableObject {
            @Published var items: [String] = []
        }
    - code: |
        import UIKit

        @MainActor
        private class ↓SettingsRowViewModel {
            let title: String
            init(title: String) { self.title = title }
        }
    - code: |
        @MainActor
        class ↓InboxStore {
            var unread = 0
        }
      files:
        Sources/Inbox/InboxStore+Observable.swift: |
          import Combine

          extension InboxStore: ObservableObject {}
    - code: |
        @MainActor
        class ↓CheckoutPresenter {
            var total = 0
        }
      config:
        suffixes: [Presenter]
  non_triggering:
    - code: |
        @MainActor
        final class LoginViewModel {
            var email = ""
        }
    - code: |
        @MainActor
        class ProfileViewModel {
            var name = ""
            func load() async {}
        }
      files:
        Tests/AppTests/ProfileViewModelTests.swift: |
          @testable import App

          final class ProfileViewModelSpy: ProfileViewModel {
              var loadCalls = 0
              override func load() async { loadCalls += 1 }
          }
    - code: |
        open class BaseListViewModel {
            open func reload() {}
        }
    - code: |
        import Observation

        @Observable
        class CartStore {
            var items: [String] = []
        }
    - code: |
        struct RowViewModel {
            let title: String
        }

        actor DownloadViewModel {
            var progress = 0.0
        }
"""#),
        ("force_unwrapping.yml", #"""
id: force_unwrapping
title: Force unwrapping
severity: warning
opt_in: true
checklist: No force unwraps (`!`).
summary: "A postfix ! that force-unwraps a value (as! and try! behind options)."
rationale: |
  A force unwrap crashes the app when the value is nil, and nothing at the call site says why it
  cannot be. if let / guard let, ?? with a default, or optional chaining say what happens then.

  A force unwrap is a ! written directly after an operand (no space or comment between): a name
  (also self, and a keyword used as a member name, options.default!), a closing ), ] or }, or
  another postfix ! or ?. So user!, URL(string: s)!, cache[key]!, items.first { $0.isNew }!,
  value!! and the code of a string interpolation or a key path are reported, at the ! (a key
  path's ! component after its dot too: \.!, \Item?.!.title unwrap the value reached). Not
  reported, as the compiler reads them: != and !== (a!=b too), a prefix ! (!isEmpty, x && !y),
  the ! of an implicitly unwrapped optional type (walking back over the type on its line reaches
  ->, is, as, or the : of a var/let annotation or of a func, init or subscript parameter:
  @IBOutlet weak var label: UILabel!, func load() -> Model!), init!, comments, string and regex
  text, #if condition lines, and test code.

  as! and try! are other rules in SwiftLint (force_cast, force_try), and the checklist names only
  ! unwraps: they are reported with include_force_cast and include_force_try. Off by default,
  like SwiftLint's rule: an app holds hundreds of force unwraps (URL(string: "https://…")! among
  them, which is reported like any other). Enable it with a baseline, and exclude generated code
  in the configuration.
options:
  - name: include_force_cast
    type: bool
    default: false
    description: Also report as! (at as), which crashes when the cast fails; use as?.
  - name: include_force_try
    type: bool
    default: false
    description: Also report try! (at try), which crashes when the call throws; use try with do/catch, or try?.
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, Preview Content).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import UIKit

        final class ProfileViewController: UIViewController {
            var user: User?

            override func viewDidLoad() {
                super.viewDidLoad()
                title = user↓!.name
            }
        }
    - code: |
        import Foundation

        enum Endpoints {
            static let base = URL(string: "https://api.example.com")↓!
        }
    - code: |
        import Foundation

        func badge(for counts: [String: Int], key: String) -> String {
            "\(counts[key]↓!) new"
        }
    - code: |
        import Foundation

        func firstNew(_ items: [Item]) -> Item {
            items.first { $0.isNew }↓!
        }
    - code: |
        import Foundation

        func decode(_ data: Data) -> Settings {
            let value = ↓try! JSONDecoder().decode(Settings.self, from: data)
            return value ↓as! Settings
        }
      config:
        include_force_cast: true
        include_force_try: true
  non_triggering:
    - code: |
        import UIKit

        final class ProfileViewController: UIViewController {
            @IBOutlet private weak var nameLabel: UILabel!
            var completion: ((Bool) -> Void)!

            func load(_ id: Int!) -> Profile! {
                nil
            }
        }
    - code: |
        import Foundation

        func isVisible(_ items: [String], flag: Bool, a: Int, b: Int) -> Bool {
            if a != b && !flag { return !items.isEmpty }
            return a!=b
        }
    - code: |
        import Foundation

        func load(_ data: Data) -> Any {
            // user! would crash: "value!" in a string is text.
            try! JSONSerialization.jsonObject(with: data) as! [String: Any]
        }
    - code: |
        import Foundation

        #if !DEBUG
        let mode = "release!"
        #endif
"""#),
        ("hardcoded_ui_string.yml", #"""
id: hardcoded_ui_string
title: Hard-coded UI string
severity: warning
opt_in: true
checklist: No hard-coded user-facing strings; localize.
summary: A string literal given as text to a UIKit/AppKit text property, alert, action, menu or button title.
rationale: |
  Text users read must go through the app's localization (String(localized:),
  NSLocalizedString, a generated L10n table); a literal set on a label or in an alert stays in
  one language in every locale.

  A UI text literal is a string literal (plain, multi-line or raw) that is the whole value —
  directly after the = or the argument label's :, or first in the first argument, with a ,
  ) ] } ; or a line break after it (so "Hi " + name, "key".localized and either branch of a
  ternary are not) — whose text without interpolations has two letters or more, that is not
  key-like (no whitespace, and one of . / @ : _ in it: a host, path, key or e-mail address), and
  that is not one of the proper_nouns. It is reported at its opening quote in: X.P = LIT for a
  property P of the properties list (text, title, placeholder, accessibilityLabel, stringValue,
  toolTip…); a statement title = LIT in the body of a class whose first inheritance entry ends in
  Controller (not its extensions); the title and message arguments of UIAlertController,
  UIAlertAction, UIBarButtonItem, UIAction (title, subtitle), UIMenu, UIContextualAction,
  UIKeyCommand, UICommand, UIAccessibilityCustomAction (name), UIApplicationShortcutItem
  (localizedTitle, localizedSubtitle) and NSMenuItem initializers; the first argument of
  .setTitle(…), and withTitle: of .addButton and .insertSegment.

  SwiftUI's Text("…"), Button("…"), .navigationTitle("…") take a LocalizedStringKey and are
  localized by construction: never reported, nor accessibilityIdentifier, resource names
  (UIImage(named:)) or NSMenu(title:). Debug screens are not localized: code in an #if DEBUG
  branch (exactly DEBUG; its #else is ordinary code), in a type whose name has the word Debug
  (or a type nested in one), or in a file whose name has it, is not reported; nor preview
  contexts or test code. Off by default: about three findings in four are text to localize, the
  rest product and brand names, formats, units and placeholder text a view overwrites. List the
  product's names in proper_nouns.
options:
  - name: properties
    type: string_list
    default: [text, title, subtitle, placeholder, prompt, secondaryText, accessibilityLabel, accessibilityHint, accessibilityValue, stringValue, placeholderString, messageText, informativeText, toolTip, backButtonTitle]
    description: Properties whose assigned literal is user-facing text (X.P = "…").
  - name: proper_nouns
    type: string_list
    default: []
    description: Product, brand and service names left as they are (the whole literal, or each of its words).
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, Preview Content).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import UIKit

        final class ServerListViewController: UITableViewController {
            private let emptyLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                title = ↓"Select Server"
                emptyLabel.text = ↓"No servers yet"
            }
        }
    - code: |
        import UIKit

        func confirmDeletion(on controller: UIViewController) {
            let alert = UIAlertController(title: ↓"Delete account?", message: ↓"This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: ↓"Cancel", style: .cancel))
            controller.present(alert, animated: true)
        }
    - code: |
        import UIKit

        func configure(_ button: UIButton, _ field: UITextField) {
            button.setTitle(↓"Sign in", for: .normal)
            field.placeholder = ↓"""
                Email address
                """
        }
    - code: |
        import UIKit

        func makeMenu(count: Int) -> UIMenu {
            UIMenu(title: ↓"Sort by", children: [
                UIAction(title: ↓"Newest first \(count)") { _ in },
            ])
        }
  non_triggering:
    - code: |
        import SwiftUI

        struct SettingsView: View {
            var body: some View {
                Form {
                    Text("Notifications")
                    Button("Sign out") {}
                }
                .navigationTitle("Settings")
            }
        }
    - code: |
        import UIKit

        func configure(_ label: UILabel, name: String) {
            label.text = "Hello, " + name
            label.accessibilityIdentifier = "greeting label"
            label.text = NSLocalizedString("greeting", comment: "")
            label.text = "settings.title"
            label.text = "-"
        }
    - code: |
        import UIKit

        #if DEBUG
        func showDebugAlert(on controller: UIViewController) {
            controller.present(UIAlertController(title: "Reset caches", message: nil, preferredStyle: .alert), animated: true)
        }
        #endif
    - code: |
        import UIKit

        func configure(_ label: UILabel) {
            label.text = "NetNewsWire"
        }
      config:
        proper_nouns: [NetNewsWire]
"""#),
        ("inheritance_depth.yml", #"""
id: inheritance_depth
title: Inheritance depth
severity: warning
checklist: No class inheritance deeper than one level; prefer composition with protocols.
summary: A class whose inheritance chain is deeper than max_depth levels.
fix: compose instead of subclassing
rationale: |
  Every level of class inheritance couples a type to the implementation details of all
  its ancestors: a change in a base class ripples into every subclass, overrides depend on
  call order inside the parent, and tests must set up the whole chain. One level (a
  subclass of a framework class such as UIViewController, or of one project base class)
  is usually enough; behaviour shared beyond that is better expressed with protocols,
  protocol extensions and composed helper objects.

  Depth is 0 for a class without a superclass or whose superclass is NSObject or NSProxy (the
  Objective-C root classes, adopted for @objc protocols, KVO and #selector rather than for
  behaviour), 1 for a class whose superclass is another external class (an Apple-framework
  class or one named in external_classes), and 1 plus the superclass's depth for a project
  superclass. The chain in the message ends at the last project class. Names that are not classes count as protocols and end
  the chain; chains run through Objective-C classes declared in the project's headers. The
  finding shows the chain and, when other classes are too deep below the same topmost project
  class (the shared base), how many, for example:
  'PaginatedViewModel' is 2 levels deep (PaginatedViewModel → ListViewModel → BaseViewModel); max is 1; compose instead
  and, for a BaseCell that subclasses UITableViewCell (a level the chain does not name):
  'ProfileCell' is 2 levels deep (ProfileCell → BaseCell); max is 1; compose instead
options:
  - name: max_depth
    type: integer
    minimum: 0
    default: 1
    description: Deepest allowed inheritance chain; classes deeper than this are reported.
  - name: external_classes
    type: string_list
    default: [NSObject, Operation, XCTestCase, QuickSpec, QuickConfiguration]
    description: Classes outside the project, besides Apple-framework types, that count as an external superclass (one level; NSObject and NSProxy are always depth 0).
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, previews).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        class BaseViewModel {
            func load() {}
        }

        class ListViewModel: BaseViewModel {
            var items: [String] = []
        }

        final class ↓PaginatedViewModel: ListViewModel {
            var page = 0
        }
    - code: |
        final class ↓ProfileCell: BaseCell {
            func configure(with user: User) {
                textLabel?.text = user.name
            }
        }
      files:
        Sources/UI/BaseCell.swift: |
          import UIKit

          class BaseCell: UITableViewCell {
              override func prepareForReuse() {
                  super.prepareForReuse()
                  accessoryType = .none
              }
          }
    - code: |
        import Foundation

        class NetworkOperation: Operation {
            var request: URLRequest?
        }

        class ↓AuthenticatedOperation: NetworkOperation {
            var accessToken: String?
        }

        final class ↓RefreshTokenOperation: AuthenticatedOperation {
            override func main() {}
        }
    - code: |
        final class ↓ProductDetailViewController: Core.BaseViewController<ProductDetailViewModel> {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Product"
            }
        }
      files:
        Sources/Core/BaseViewController.swift: |
          import UIKit

          open class BaseViewController<ViewModel: AnyObject>: UIViewController {
              public var viewModel: ViewModel?
          }
    - code: |
        import UIKit

        class ↓AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
      config:
        max_depth: 0
    - code: |
        import RealmSwift

        class Entity: Object {
            @Persisted var id = UUID()
        }

        final class ↓Message: Entity {
            @Persisted var text = ""
        }
      config:
        external_classes: [Object]
  non_triggering:
    - code: |
        import UIKit

        // NSObject only for #selector and @objc delegates: depth 0.
        class BaseCoordinator: NSObject {
            @objc func close() {}
        }

        final class SettingsCoordinator: BaseCoordinator {
            func start() {}
        }
    - code: |
        import UIKit

        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
            }
        }
    - code: |
        class BaseViewModel {}

        final class ProfileViewModel: BaseViewModel, ObservableObject, Identifiable {
            let id = UUID()
        }
    - code: |
        class LocationPickerCoordinator: LocationPickerDelegate {
            func didPick(_ location: Location) {}
        }

        final class AddressPickerCoordinator: LocationPickerCoordinator {
            override func didPick(_ location: Location) {}
        }
    - code: |
        class BaseViewModel {}
        class ListViewModel: BaseViewModel {}
        final class PaginatedViewModel: ListViewModel {}
      config:
        max_depth: 2
    - code: |
        import XCTest

        class SnapshotTestCase: XCTestCase {
            var recordMode = false
        }

        final class ProfileViewSnapshotTests: SnapshotTestCase {
            func testLayout() {}
        }
      path: Tests/AppTests/ProfileViewSnapshotTests.swift
    - code: |
        // Invalid code: a cycle ends the chain without a finding.
        class Node: Leaf {}
        class Leaf: Node {}
"""#),
        ("init_injection.yml", #"""
id: init_injection
title: Dependencies injected through init
severity: warning
checklist: Dependencies are injected through `init`, not created internally; no singleton abuse.
summary: A service, repository, client or similar dependency constructed or fetched from a singleton inside a type instead of injected through init.
fix: inject dependencies through init
rationale: |
  A type that builds its own dependencies (ProfileService(), APIClient.shared) hides them:
  they cannot be replaced by a fake in tests or previews, the type cannot be reused with
  another configuration, and the object graph is wired in many places instead of one.
  Accept the dependency in init, behind a protocol, and let a composition root (the
  app, a container, a factory or a coordinator) create the real one. When the
  dependency needs data known only at run time, inject a factory for it.

  A dependency type is a name ending in Service, Repository, Manager, Client, API, Api,
  Provider, DataSource, Gateway, Fetcher, Loader or Storage that is not an Apple-framework
  type (nor an Apple C function such as CFHostSetClient or SecItemAdd), not an enum of the
  project, and not the enclosing type or a helper nested in it (a typealias declared there
  too, which shadows a top-level declaration of its name).
  Extensions of project types count (Objective-C classes declared in the project's headers
  too, and a project typealias of a project type stands for that type); Alias() is no
  construction. Default values of parameters (init(api: APIClientProtocol = APIClient.shared)),
  arguments of a delegating self.init(…), static members, memberwise-initialised struct
  properties, private or fileprivate helper types of the same file (no caller can inject
  them), factory products (a construction returned by a method or computed property, not
  private, whose type is a protocol — any P, some P, P — or a function type returning one:
  the caller receives what is built; its arguments and singleton accesses are still
  reported), types named in allowed_types, SwiftUI views and other types
  the system creates, composition roots (types named like one, and everything written under
  a DI, DependencyInjection, Composition or CompositionRoot folder), UI helper objects (a
  dependency type subclassing a UIKit/AppKit class other than NSObject and NSProxy, or
  adopting a UI…/NS… Delegate or DataSource protocol, such as a transitioning delegate or a
  diffable data source) and constructions in coordinators and builders are not reported.
  A singleton's message says how many uses it has in the project's code outside tests, and
  `lint --statistics` groups the findings by singleton, naming allowed_types beside it as the
  other way to settle that root cause: a type the team accepts as ambient (a theme, a
  logger) is one decision, not one finding per use.
options:
  - name: dependency_suffixes
    type: string_list
    default: [Service, Repository, Manager, Client, API, Api, Provider, DataSource, Gateway, Fetcher, Loader, Storage]
    description: Type-name endings that mark a dependency.
  - name: singleton_accessors
    type: string_list
    default: [shared, default, standard, instance, sharedInstance, current]
    description: Static members that hand out a singleton, used as a property (Dep.shared) or called (Dep.default()).
  - name: system_created
    type: string_list
    default: [View, App, Scene, PreviewProvider, ViewModifier, ToolbarContent, Commands, UIViewRepresentable, UIViewControllerRepresentable, NSViewRepresentable, NSViewControllerRepresentable, Widget, WidgetBundle, TimelineProvider, AppIntentTimelineProvider, IntentTimelineProvider, ControlWidget, ControlValueProvider, AppIntentControlValueProvider, AppIntent, AppEntity, EntityQuery, DynamicOptionsProvider, AppShortcutsProvider, ControlConfigurationIntent, LiveActivityIntent, SetValueIntent, ForegroundContinuableIntent, AudioPlaybackIntent, AudioRecordingIntent, OpenIntent, DeleteIntent, URLRepresentableIntent, ProgressReportingIntent, SystemIntent, CameraCaptureIntent, PredictableIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent, NSExtensionRequestHandling, UNNotificationContentExtension, UIApplicationDelegate, NSApplicationDelegate, UIWindowSceneDelegate, WKApplicationDelegate, WKExtensionDelegate]
    description: Protocols of types the system instantiates (no init of ours to inject through); their conformers, and project protocols refining them, are skipped.
  - name: composition_roots
    type: string_list
    default: [AppDelegate, SceneDelegate, Container, Assembly, Factory, CompositionRoot, AppCoordinator, AppEnvironment, AppContext, Dependencies, DependencyProvider, RootViewController, RootController]
    description: Type-name endings of composition roots, which wire the object graph and are skipped with their extensions.
  - name: composition_folders
    type: string_list
    default: [DI, DependencyInjection, Composition, CompositionRoot]
    description: Folder names (case-sensitive) whose files are composition roots; every type and extension written there is skipped, and so are the extensions of those types.
  - name: builders
    type: string_list
    default: [Coordinator, Builder]
    description: Type-name endings of builders, which may construct dependencies (their singleton accesses are still reported).
  - name: allowed_types
    type: string_list
    default: []
    description: Types the team accepts as ambient (simple names, * within a name, such as ThemeManager or *Logger); neither their constructions nor their singleton accesses are reported.
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, previews).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        extension UserState {
            func sync() {
                ↓ProfileService.shared.refresh(name)
            }
        }
      files:
        App/Store/Store.swift: |
          enum Store {
              enum State {
                  final class User {
                      var name = ""
                  }
              }
          }

          typealias UserState = Store.State.User
    - code: |
        final class ProfileViewModel {
            private let service = ↓ProfileService()
            private let api = ↓APIClient.shared

            func load() async throws -> Profile {
                try await service.profile(using: api)
            }
        }
    - code: |
        final class CheckoutViewModel {
            private let paymentGateway: PaymentGateway

            init(cart: Cart) {
                paymentGateway = ↓StripePaymentGateway(publishableKey: cart.merchantKey)
            }
        }
    - code: |
        final class FeedViewModel {
            private let loader: FeedLoader = ↓.init()

            func refresh() async {
                let cache = ↓ImageCacheManager.shared
                cache.removeAll()
                await loader.load()
            }
        }
    - code: |
        struct OrderListModel {
            let repository = ↓OrderRepository()
            var orders: [Order] = []
        }
    - code: |
        extension StatusEditor {
            final class ViewModel {
                private let uploader = StatusEditor.↓MediaUploadService()
            }
        }
      files:
        Sources/StatusEditor/StatusEditor.swift: |
          enum StatusEditor {}

          extension StatusEditor {
              final class MediaUploadService {
                  func upload(_ data: Data) async throws {}
              }
          }
    - code: |
        import UIKit

        final class InboxCoordinator {
            private let navigationController: UINavigationController

            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }

            func start() {
                let viewModel = InboxViewModel(service: InboxService())
                viewModel.badgeCount = ↓AccountManager.shared.unreadCount
                navigationController.pushViewController(InboxViewController(viewModel: viewModel), animated: true)
            }
        }
    - code: |
        actor SyncEngine {
            private let client = ↓HTTPClient()
            private let cache = ↓MemoryStorage<String, Data>()
        }
    - code: |
        final class StatusesViewModel {
            // A factory's concrete return type: the caller cannot swap what is built.
            func makeFetcher() -> BookmarksFetcher {
                ↓BookmarksFetcher(client: ↓APIClient.shared)
            }
        }
    - code: |
        final class SettingsViewModel {
            var isSignedIn = true
        }

        extension SettingsViewModel {
            func signOut() {
                ↓AuthService.shared.signOut()
                isSignedIn = false
            }
        }
  non_triggering:
    - code: |
        import UIKit

        final class CardTransitionManager: NSObject, UIViewControllerTransitioningDelegate {}

        final class FeedViewController: UIViewController {
            private let transitions = CardTransitionManager()
        }
    - code: |
        final class ProfileViewController {
            private let service: ProfileServiceProtocol

            init(service: ProfileServiceProtocol) {
                self.service = service
            }

            convenience init() {
                self.init(service: ProfileService())
            }
        }
    - code: |
        protocol StatusesFetcher {}

        private final class BookmarksTabFetcher: StatusesFetcher {}

        struct BookmarksTab {
            func makeFetcher() -> any StatusesFetcher {
                BookmarksTabFetcher()
            }

            private let fallback = BookmarksTabFetcher()
        }
    - code: |
        final class SettingsViewController {
            private let theme = ThemeManager.shared.currentTheme
        }
      config:
        allowed_types: [ThemeManager]
    - code: |
        extension EntryCreatorViewController {
            typealias DataSource = UICollectionViewDiffableDataSource<Int, String>

            func makeDataSource() {
                dataSource = DataSource(collectionView: collectionView) { _, _, _ in nil }
            }
        }
      files:
        App/Entries/EntryCreatorViewController.swift: |
          import UIKit

          protocol DataSource {}

          final class EntryCreatorViewController: UIViewController {
              var collectionView: UICollectionView!
              var dataSource: UICollectionViewDiffableDataSource<Int, String>?
          }
    - code: |
        final class ServiceLocator {
            lazy var auth = AuthService()
        }
      path: App/DI/ServiceLocator.swift
    - code: |
        final class ProfileViewModel {
            private let api: APIClientProtocol

            init(api: APIClientProtocol = APIClient.shared) {
                self.api = api
            }
        }
    - code: |
        struct ContentModel {
            var repository = ContentRepository()
            lazy var loader = ThumbnailLoader()
        }
    - code: |
        final class AnalyticsService {
            static let shared = AnalyticsService()

            private init() {}
        }
    - code: |
        import SwiftUI

        struct ProfileView: View {
            @StateObject private var model = ProfileViewModel(service: ProfileService())

            var body: some View {
                Text(model.name)
            }
        }
    - code: |
        final class AppContainer {
            lazy var apiClient = APIClient(baseURL: AppConfig.baseURL)

            func makeProfileViewModel() -> ProfileViewModel {
                ProfileViewModel(service: ProfileService(client: apiClient), analytics: AnalyticsService.shared)
            }
        }
    - code: |
        final class ImagePipeline {
            private let loader = DiskLoader()

            final class DiskLoader {
                func data(for url: URL) -> Data? { nil }
            }
        }
    - code: |
        import CoreLocation

        final class NearbyStoresViewModel {
            private let locationManager = CLLocationManager()
            private let session = URLSession.shared
            private let files = FileManager.default
        }
    - code: |
        enum FeatureFlagProvider {
            static var current: Set<String> { [] }
        }

        final class HomeViewModel {
            var showsBanner: Bool { FeatureFlagProvider.current.contains("banner") }
        }
    - code: |
        extension Array where Element == LineItem {
            func total() -> Decimal {
                PriceService().total(of: self)
            }
        }
    - code: |
        import UIKit

        final class SettingsSectionsDataSource: UITableViewDiffableDataSource<Int, String> {}

        final class SettingsViewController: UIViewController {
            private lazy var dataSource = SettingsSectionsDataSource(tableView: UITableView()) { _, _, _ in nil }
            private let account: AccountService
            private var markerTitle: String?

            init(account: AccountService? = nil, settings: SettingsService = SettingsService()) {
                self.account = account ?? AccountService()
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            func routes() -> [(String) -> SessionClient] {
                [SessionClient.init(token:)]
            }
        }
    - code: |
        final class DeviceDataManager {
            func pumpManager(from rawValue: [String: Any]) -> PumpManagerUI? {
                guard let rawState = rawValue["state"] as? [String: Any],
                      let Manager = pumpManagerType(for: rawValue) else {
                    return nil
                }
                return Manager.init(rawState: rawState) as? PumpManagerUI
            }
        }
    - code: |
        import Network

        final class WirelessConnectionHandler {
            func advertise(name: String) -> NWListener.Service {
                NWListener.Service(name: name, type: "_altserver._tcp")
            }
        }
    - code: |
        import XCTest

        final class ProfileViewModelTests: XCTestCase {
            func testLoad() {
                let service = ProfileService()
                XCTAssertNotNil(service)
            }
        }
      path: Tests/AppTests/ProfileViewModelTests.swift
"""#),
        ("keychain_accessibility.yml", #"""
id: keychain_accessibility
title: Keychain accessibility
severity: error
checklist: Keychain items use a device-bound accessibility class (`…WhenUnlockedThisDeviceOnly`), never `Always`.
summary: An Always accessibility class, a class that migrates through backups, or SecItemAdd without a class.
rationale: |
  A Keychain item's accessibility class decides when it can be read and where it can go.
  kSecAttrAccessibleAlways and kSecAttrAccessibleAlwaysThisDeviceOnly (KeychainAccess
  .always, .alwaysThisDeviceOnly) are deprecated and leave the secret readable while the device
  is locked: these are errors. kSecAttrAccessibleAfterFirstUnlock and
  kSecAttrAccessibleWhenUnlocked (KeychainAccess .afterFirstUnlock, .whenUnlocked) travel in
  backups to other devices, so a session token restored on a new phone logs someone in: these
  are warnings (option device_bound); the …ThisDeviceOnly variant keeps the item on this
  device. SecItemAdd with a query that sets no class stores the item with the system default
  (kSecAttrAccessibleWhenUnlocked, which migrates): an error.

  Severities: error for Always and for SecItemAdd without a class, warning for the
  device_bound findings; a severity set for the rule in .archlint.yml applies to all of them.
  A constant compared with == or != (also as a parenthesised, cast operand:
  accessible == (kSecAttrAccessibleAlways as String)), or with CFEqual, or matched in a case
  pattern, is not reported: that is code finding old items to migrate. A device_bound value
  whose comment (on its line or in the comment-only lines directly above; tool directives
  aside) holds a word beginning with one of migration_words (migrat, backup, restor, transfer,
  sync, icloud) is not reported either: migrating to a new device is then its stated purpose. SecItemAdd is reported when its query
  (casts peeled) is a dictionary literal without kSecAttrAccessible, or a name bound in the
  same function to a dictionary literal while that function names kSecAttrAccessible (or
  kSecAttrAccessControl, whose access control carries its own class) nowhere. A query passed
  in as a parameter or built by another function is not reported (a wrapper sets the class
  elsewhere), nor a name given another function's result before the call (query =
  addAccessGroup(query), as KeychainSwift-style wrappers do with their own key constants), nor
  SecItemUpdate without a class (the item keeps its own). KeychainAccess Keychain(service:)
  without .accessibility uses afterFirstUnlock, which a token view cannot see.
options:
  - name: device_bound
    type: bool
    default: true
    description: Warn on kSecAttrAccessibleAfterFirstUnlock / WhenUnlocked (and KeychainAccess .afterFirstUnlock / .whenUnlocked) set as an item's class.
  - name: migration_words
    type: string_list
    default: [migrat, backup, restor, transfer, sync, icloud]
    description: Word beginnings that make a comment beside a device_bound value state a migration, which is then not reported.
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, previews).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import Security

        enum LegacyKeychain {
            static let query: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword,
                kSecAttrAccessible as String: ↓kSecAttrAccessibleAlways,
            ]
        }
    - code: |
        import Foundation
        import Security

        final class TokenStore {
            func save(_ token: Data, account: String) -> OSStatus {
                var query: [String: Any] = [
                    kSecClass as String: kSecClassGenericPassword,
                    kSecAttrAccount as String: account,
                ]
                query[kSecValueData as String] = token
                return ↓SecItemAdd(query as CFDictionary, nil)
            }
        }
    - code: |
        import Foundation
        import Security

        func storePassword(_ data: Data) {
            let status = ↓SecItemAdd([
                kSecClass: kSecClassGenericPassword,
                kSecAttrService: "com.example.app",
                kSecValueData: data,
            ] as CFDictionary, nil)
            assert(status == errSecSuccess)
        }
    - code: |
        import Security

        func sessionQuery(account: String) -> [String: Any] {
            var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
            query[kSecAttrAccount as String] = account
            query[kSecAttrAccessible as String] = ↓kSecAttrAccessibleAfterFirstUnlock
            return query
        }
    - code: |
        import Security

        func saveSession(_ token: Data, account: String?) -> OSStatus {
            var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecValueData as String: token]
            if let account {
                query = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account, kSecValueData as String: token]
            }
            return ↓SecItemAdd(query as CFDictionary, nil)
        }
    - code: |
        import KeychainAccess

        let keychain = Keychain(service: "com.example.app")
            .accessibility(.↓whenUnlocked)

        let legacy = Keychain(service: "com.example.legacy")
            .accessibility(.↓always)
  non_triggering:
    - code: |
        import Foundation
        import Security

        final class SecureStore {
            var accessGroup: String?

            func set(_ value: Data, forKey key: String, access: StoreAccess = .whenUnlockedThisDeviceOnly) -> Bool {
                var query: [String: Any] = [
                    StoreKeys.itemClass: kSecClassGenericPassword,
                    StoreKeys.account: key,
                    StoreKeys.valueData: value,
                    StoreKeys.accessible: access.value,
                ]
                query = addingAccessGroup(to: query)
                return SecItemAdd(query as CFDictionary, nil) == noErr
            }

            private func addingAccessGroup(to query: [String: Any]) -> [String: Any] {
                guard let accessGroup else { return query }
                var result = query
                result[StoreKeys.accessGroup] = accessGroup
                return result
            }
        }
    - code: |
        import Security

        enum SessionKeychain {
            static func addQuery(account: String, token: Data) -> [String: Any] {
                [
                    kSecClass as String: kSecClassGenericPassword,
                    kSecAttrAccount as String: account,
                    kSecValueData as String: token,
                    kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
                ]
            }

            static func save(account: String, token: Data) -> OSStatus {
                SecItemAdd(addQuery(account: account, token: token) as CFDictionary, nil)
            }
        }
    - code: |
        import Security

        func needsMigration(_ attributes: [String: Any]) -> Bool {
            let accessible = attributes[kSecAttrAccessible as String] as! CFString
            if accessible == kSecAttrAccessibleAlways { return true }
            switch accessible {
            case kSecAttrAccessibleAlwaysThisDeviceOnly, kSecAttrAccessibleAfterFirstUnlock:
                return true
            default:
                return false
            }
        }
    - code: |
        import Security

        func addItem(_ query: [String: Any]) -> OSStatus {
            SecItemAdd(query as CFDictionary, nil)
        }
    - code: |
        import Security

        func refresh(account: String, token: Data) -> OSStatus {
            let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account]
            // The item keeps its own accessibility class.
            return SecItemUpdate(query as CFDictionary, [kSecValueData as String: token] as CFDictionary)
        }
    - code: |
        import Security

        func sessionQuery() -> [String: Any] {
            [kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock]
        }
      config:
        device_bound: false
    - code: |
        import Security

        func deviceTransferQuery(account: String) -> [String: Any] {
            [
                kSecClass as String: kSecClassGenericPassword,
                kSecAttrAccount as String: account,
                // Restored on the user's new phone through the encrypted backup, by design.
                kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
            ]
        }
    - code: |
        import Security

        func isLegacyItem(_ accessible: String) -> Bool {
            accessible == (kSecAttrAccessibleAlways as String)
        }
"""#),
        ("layer_dependency.yml", #"""
id: layer_dependency
title: Layer dependencies
severity: error
checklist: "The team's layering: each layer uses only the layers and modules it is allowed to (dependencies point inward); features do not reach into each other."
summary: A file of a configured layer uses a layer or module its layer may not use, or another unit of an independent layer.
rationale: |
  A team decides which layer may depend on which: the domain knows no UI and no storage, data
  knows the domain, a feature never reaches into another feature. Written down in `.archlint.yml`
  (`layers:`), the decision is checked on every change instead of eroding one convenient import at
  a time. The rule is on only when `layers:` is configured, and reads the project index, so a
  finding is the same in a whole run, a one-file run, an editor and the report.

  A file belongs to the first layer whose `paths` glob matches its path; a glob with a whole `*`
  folder component before `**` (`Features/*/**`) splits its layer into units, one per folder the `*`
  matches. A file uses another layer when its code names a type declared in a file of that layer
  (type annotations, generic arguments, inheritance, `extension X`, constructions, `X.shared`,
  `X.self`, casts, attributes), or imports a SwiftPM target of that layer. Names resolve as Swift
  looks them up: not a declaration's own name or a member after `.`; generic parameters,
  associated types, nested and local types shadow top-level types; `Outer.Inner` and
  `Module.Type` are one reference; a `private` type is seen only in its file, a SwiftPM target's
  type only from files that import the target (or a module re-exporting it with `@_exported`),
  test code's types only from test code; of several declarations the one in the same unit, else
  layer, else the first in path order. Comments, string text and `#if` conditions are not code.

  Reported: a use of a layer not in the layer's `may_use` (absent means any), a use of another
  unit of an `independent: true` layer, and an import of a module in `must_not_import` or, with
  `may_import`, of a module that is neither listed, nor of a layer it may use, nor `Swift`,
  `_Concurrency`, `_StringProcessing` or `Foundation`. Only the first reference to each type in a
  file is reported; every offending import is. Test code is skipped unless the layer says
  `include_tests: true`. `archlint:disable:next layer_dependency` above a declaration covers its
  header up to `{`. `lint --statistics` counts the findings by layer pair (unit pair for units).
examples:
  triggering:
    - code: |
        import Foundation

        struct ProfileView {
            let user: ↓UserRecord
            let other: UserRecord
        }
      path: Sources/Presentation/ProfileView.swift
      files:
        .archlint.yml: |
          layers:
            - name: Domain
              paths: ["Sources/Domain/**"]
              may_use: []
            - name: Data
              paths: ["Sources/Data/**"]
              may_use: [Domain]
            - name: Presentation
              paths: ["Sources/Presentation/**"]
              may_use: [Domain]
        Sources/Data/UserRecord.swift: |
          struct UserRecord {}
    - code: |
        import ↓UIKit
        import Foundation

        struct Order {}
      path: Sources/Domain/Order.swift
      files:
        .archlint.yml: |
          layers:
            - name: Domain
              paths: ["Sources/Domain/**"]
              may_import: [Foundation]
              reason: The domain performs no I/O and knows no UI.
    - code: |
        struct SearchView {
            func open() {
                let profile = ↓ProfileView()
                _ = profile
            }
        }
      path: Features/Search/SearchView.swift
      files:
        .archlint.yml: |
          layers:
            - name: Features
              paths: ["Features/*/**"]
              independent: true
        Features/Profile/ProfileView.swift: |
          struct ProfileView {}
    - code: |
        import SwiftUI
        import ↓DataKit

        struct SettingsScreen: View {
            var body: some View { Text("Settings") }
        }
      path: Sources/UI/SettingsScreen.swift
      files:
        .archlint.yml: |
          layers:
            - name: UI
              paths: ["Sources/UI/**"]
              may_use: []
            - name: Data
              paths: ["Sources/DataKit/**"]
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(name: "App", targets: [.target(name: "UI"), .target(name: "DataKit")])
        Sources/DataKit/Store.swift: |
          public struct Store {}
    - code: |
        extension ↓APIClient {
            static let preview = APIClient()
        }
      path: App/Domain/APIClient+Preview.swift
      files:
        .archlint.yml: |
          layers:
            - name: Domain
              paths: ["App/Domain/**"]
              may_use: []
            - name: Networking
              paths: ["App/Networking/**"]
        App/Networking/APIClient.swift: |
          final class APIClient {}
  non_triggering:
    - code: |
        struct ProfileView {
            // UserRecord is named in a comment only.
            let title = "UserRecord"
            let user: UserEntity
        }
      path: Sources/Presentation/ProfileView.swift
      files:
        .archlint.yml: |
          layers:
            - name: Domain
              paths: ["Sources/Domain/**"]
            - name: Data
              paths: ["Sources/Data/**"]
            - name: Presentation
              paths: ["Sources/Presentation/**"]
              may_use: [Domain]
        Sources/Data/UserRecord.swift: |
          struct UserRecord {}
        Sources/Domain/UserEntity.swift: |
          struct UserEntity {}
    - code: |
        struct Cache<UserRecord> {
            var items: [UserRecord] = []
        }

        struct Screen {
            struct UserRecord {}
            let record: UserRecord
        }
      path: Sources/Presentation/Cache.swift
      files:
        .archlint.yml: |
          layers:
            - name: Data
              paths: ["Sources/Data/**"]
            - name: Presentation
              paths: ["Sources/Presentation/**"]
              may_use: []
        Sources/Data/UserRecord.swift: |
          struct UserRecord {}
    - code: |
        struct SearchView {
            let row = SearchRow()
            let style = Theme()
        }
      path: Features/Search/SearchView.swift
      files:
        .archlint.yml: |
          layers:
            - name: Features
              paths: ["Features/*/**"]
              independent: true
        Features/Search/SearchRow.swift: |
          struct SearchRow {}
        Shared/Theme.swift: |
          struct Theme {}
    - code: |
        import Foundation
        import Swift

        struct Order {
            // archlint:disable:next layer_dependency
            let raw: OrderRecord
        }
      path: Sources/Domain/Order.swift
      files:
        .archlint.yml: |
          layers:
            - name: Domain
              paths: ["Sources/Domain/**"]
              may_use: []
              may_import: []
            - name: Data
              paths: ["Sources/Data/**"]
        Sources/Data/OrderRecord.swift: |
          struct OrderRecord {}
"""#),
        ("main_actor_view_model.yml", #"""
id: main_actor_view_model
title: Main-actor view models
severity: warning
checklist: View models are `@MainActor final class`; a missing `@MainActor` causes thread issues.
summary: A view model class that is not isolated to the main actor.
fix: mark view models @MainActor
autofix:
  kind: unsafe
  title: 'Insert @MainActor (unsafe: callers may need await)'
  edit: >-
    inserts @MainActor on its own line above the class's first attribute or modifier, at its
    indentation, in every #if branch declaring the class; none for a nonisolated class or one with
    an unisolated project superclass (fix that base). Unsafe: callers may need await
rationale: |
  A view model publishes state that SwiftUI or UIKit reads on the main thread. Without
  @MainActor, an async method resumes on a background executor and mutates that state
  there: purple runtime warnings, torn UI updates and data races the compiler cannot
  point out. Marking the class @MainActor makes every member main-actor isolated, so the
  compiler moves the work to the right place and flags unsafe access.

  A view model is a class whose name ends in ViewModel, or that conforms to
  ObservableObject. It counts as isolated when its declaration carries @MainActor, a
  project superclass is isolated, a protocol adopted in its declaration is @MainActor,
  its superclass is a main-actor UIKit/AppKit class, or the module's default isolation is
  MainActor (default_isolation in .archlint.yml, .defaultIsolation(MainActor.self) in
  Package.swift, or SWIFT_DEFAULT_ACTOR_ISOLATION in the Xcode project). @MainActor on an
  extension or on single members does not isolate the class, and a nested class does not
  inherit its outer class's isolation.

  When a project base class up the view model's chain is itself a view model, the message
  names the topmost one with its file and line and counts the view models that marking it
  @MainActor would isolate: the root cause to fix first (`lint --statistics` groups by it).
options:
  - name: suffixes
    type: string_list
    default: [ViewModel]
    description: Class-name endings that mark a view model.
  - name: main_actor_classes
    type: string_list
    default: [UIResponder, UIViewController, UIView, UIApplication, UIWindow, NSResponder, NSView, NSViewController, NSWindowController, NSWindow]
    description: Framework superclasses that are main-actor isolated, besides UI… classes ending in View, ViewController, Controller, Cell, Control, Button, Label or Bar.
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, previews).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import Combine

        final class ↓LoginViewModel: ObservableObject {
            @Published var email = ""
            @Published var isLoading = false
        }
    - code: |
        import Combine

        final class ↓CartStore: ObservableObject {
            @Published private(set) var items: [CartItem] = []
        }
    - code: |
        final class ↓SearchViewModel {
            var results: [String] = []
        }

        @MainActor
        extension SearchViewModel {
            func search(_ query: String) async {}
        }
    - code: |
        @MainActor
        protocol ScreenModel: AnyObject {
            func onAppear()
        }

        final class ↓ProfileViewModel {
            var name = ""
        }

        extension ProfileViewModel: ScreenModel {
            func onAppear() {}
        }
    - code: |
        import Foundation

        @MainActor
        final class SettingsViewModel {
            var rows: [RowViewModel] = []

            final class ↓RowViewModel: Identifiable {
                let id = UUID()
                var title = ""
            }
        }
    - code: |
        final class ↓InboxStore {
            var unreadCount = 0
        }
      files:
        Sources/Inbox/InboxStore+Observable.swift: |
          import Combine

          extension InboxStore: ObservableObject {}
    - code: |
        final class ↓ChatViewModel {
            var messages: [String] = []

            @MainActor
            func send(_ text: String) {
                messages.append(text)
            }
        }
    - code: |
        final class ↓LoginPresenter {
            var errorMessage: String?
        }
      config:
        suffixes: [Presenter]
  non_triggering:
    - code: |
        import Combine

        @MainActor
        final class LoginViewModel: ObservableObject {
            @Published var email = ""
        }
    - code: |
        import Observation

        @MainActor
        @Observable
        final class FeedViewModel {
            var posts: [String] = []
        }
    - code: |
        import Observation

        @Observable
        final class CartStore {
            var items: [String] = []
        }
    - code: |
        final class DetailViewModel: BaseViewModel {
            var title = ""
        }
      files:
        Sources/Core/BaseViewModel.swift: |
          @MainActor
          class BaseViewModel {
              var isLoading = false
          }
    - code: |
        @MainActor
        protocol ViewModelProtocol: AnyObject {}

        final class ListViewModel: ViewModelProtocol {
            var items: [String] = []
        }
    - code: |
        import UIKit

        final class KeyboardAvoidingViewModel: UIResponder {
            var keyboardHeight: CGFloat = 0
        }
    - code: |
        actor DownloadViewModel {
            var progress = 0.0
        }

        struct RowViewModel {
            let title: String
        }
    - code: |
        final class LoginViewModelTests: XCTestCase {
            final class SpyViewModel {
                var calls = 0
            }
        }
      path: Tests/AppTests/LoginViewModelTests.swift
"""#),
        ("prefer_observable.yml", #"""
id: prefer_observable
title: Prefer @Observable
severity: warning
checklist: Use `@Observable` instead of `ObservableObject` for iOS 17+ code.
summary: An ObservableObject conformance in code whose deployment target supports the Observation framework.
fix: adopt @Observable
rationale: |
  The Observation framework (@Observable, iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1)
  tracks which properties a view actually reads, so a change re-renders only the views that
  read it; ObservableObject re-renders every view holding the object on any @Published
  change. @Observable also needs no @Published, @StateObject or @ObservedObject, and it
  observes plain stored properties, nested objects and optionals alike.

  Actors are never reported, nor extensions of project actors: the Observation macro rejects
  actor types.

  Reported at each ObservableObject entry of a class or extension declaration when the
  file can use Observation: its SwiftPM target's package names platforms: that all meet
  Observation's minimums (a macOS-only package: macOS at least macos_only_minimum); else every
  IPHONEOS_DEPLOYMENT_TARGET of the nearest Xcode project (pbxproj and the .xcconfig files it
  names, conditional keys too) is 17 or later (a macOS-only project: every
  MACOSX_DEPLOYMENT_TARGET at least macos_only_minimum); else minimum_ios says so. In a target
  that builds for iOS only, @available(iOS 17, *) on the declaration, an enclosing type or the
  extension qualifies it too. A class conforming only through a project protocol or superclass
  has no entry to report. The migration changes the property wrappers of the views that hold
  the object, so archlint offers no automatic fix.
options:
  - name: minimum_ios
    type: integer_or_word
    minimum: 1
    values: [none]
    default: none
    description: The minimum iOS version of files whose deployment target archlint cannot read (XcodeGen or Tuist projects); none leaves them unreported.
  - name: macos_only_minimum
    type: integer_or_word
    minimum: 1
    values: ["off"]
    default: 14
    description: The macOS version from which a macOS-only target or project is reported; off never reports them.
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, previews).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import Combine

        @MainActor
        final class FeedViewModel: ↓ObservableObject {
            @Published var posts: [String] = []
        }
      path: Sources/Feed/FeedViewModel.swift
      files:
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(
              name: "Feed",
              platforms: [.iOS(.v17)],
              targets: [.target(name: "Feed")]
          )
    - code: |
        import Combine

        final class SessionStore {
            var token: String?
        }

        extension SessionStore: Combine.↓ObservableObject {}
      path: Sources/Session/SessionStore.swift
      files:
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(
              name: "Session",
              platforms: [.iOS("17.0"), .macOS(.v14)],
              targets: [.target(name: "Session")]
          )
    - code: |
        import Combine

        @available(iOS 17, *)
        final class LiveActivityModel: ↓ObservableObject {
            @Published var progress = 0.0
        }
    - code: |
        import Combine

        @MainActor
        final class CartModel: ↓ObservableObject {
            @Published var items: [String] = []
        }
      config:
        minimum_ios: 17
  non_triggering:
    - code: |
        import Observation

        @MainActor
        @Observable
        final class FeedViewModel {
            var posts: [String] = []
        }
      path: Sources/Feed/FeedViewModel.swift
      files:
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(
              name: "Feed",
              platforms: [.iOS(.v17)],
              targets: [.target(name: "Feed")]
          )
    - code: |
        import Combine

        final class FeedViewModel: ObservableObject {
            @Published var posts: [String] = []
        }
      path: Sources/Feed/FeedViewModel.swift
      files:
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(
              name: "Feed",
              platforms: [.iOS(.v16)],
              targets: [.target(name: "Feed")]
          )
    - code: |
        import Combine

        final class SyncModel: ObservableObject {
            @Published var lastSync: Date?
        }
      path: Sources/Sync/SyncModel.swift
      files:
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(
              name: "Sync",
              platforms: [.iOS(.v17), .watchOS(.v9)],
              targets: [.target(name: "Sync")]
          )
    - code: |
        import Combine

        // No deployment target archlint can read, and minimum_ios is not set.
        final class CartModel: ObservableObject {
            @Published var items: [String] = []
        }
    - code: |
        import Combine

        protocol ScreenModel: ObservableObject {
            var title: String { get }
        }
      config:
        minimum_ios: 17
"""#),
        ("preview_focus_state.yml", #"""
id: preview_focus_state
title: Seed preview focus with defaultFocus
severity: warning
checklist: "Seed @FocusState in previews with .defaultFocus, not with .onAppear writes."
summary: A preview that writes its own @FocusState in .onAppear or .task instead of declaring the initial focus with .defaultFocus.
rationale: |
  A write in .onAppear runs after the first frame: the preview renders unfocused, then moves the
  focus, and the canvas or a snapshot can catch either state. .defaultFocus($focused, value)
  (iOS 17) declares the initial focus, so the preview opens in the state it means to show.

  A seeding scope is a #Preview macro's closure and arguments, with the names declared there with
  @FocusState (@Previewable @FocusState var focused: Bool), or the body of a type declared inside a
  preview context (a wrapper nested in a PreviewProvider, a view declared in a #Preview closure) or
  of a preview host, with the @FocusState properties declared directly in it. A preview host is a
  struct or class declared outside preview contexts whose name has the word Preview or Previews
  (PreviewWrapper, FocusPreviewHost; not Previewer), constructed inside a preview context and never
  in non-test code outside one. Each NAME = … or self.NAME = … of such a name inside the closure of
  .onAppear { … } (or .onAppear(perform: { … })) or .task { … } within the scope is reported at
  NAME, nested closures included. Ordinary views that focus a field on appear (the usual production
  pattern), writes in other closures (.onChange, button actions), reads, comparisons and $name
  bindings are not reported.
options:
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, Preview Content).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import SwiftUI

        #Preview {
            @Previewable @FocusState var focused: Bool
            TextField("Name", text: .constant(""))
                .focused($focused)
                .onAppear { ↓focused = true }
        }
    - code: |
        import SwiftUI

        struct LoginForm_Previews: PreviewProvider {
            struct Wrapper: View {
                @FocusState private var field: Bool
                var body: some View {
                    TextField("Email", text: .constant(""))
                        .focused($field)
                        .task { self.↓field = true }
                }
            }
            static var previews: some View { Wrapper() }
        }
    - code: |
        import SwiftUI

        struct SearchPreviewHost: View {
            @FocusState var searching: Bool
            var body: some View {
                TextField("Search", text: .constant(""))
                    .focused($searching)
                    .onAppear(perform: {
                        DispatchQueue.main.async { ↓searching = true }
                    })
            }
        }

        #Preview { SearchPreviewHost() }
    - code: |
        import SwiftUI

        #Preview("Focused") {
            struct Host: View {
                @FocusState var focused: Bool
                var body: some View {
                    TextField("Title", text: .constant("")).focused($focused).onAppear { ↓focused = true }
                }
            }
            return Host()
        }
  non_triggering:
    - code: |
        import SwiftUI

        struct LoginView: View {
            @FocusState private var emailFocused: Bool
            var body: some View {
                TextField("Email", text: .constant(""))
                    .focused($emailFocused)
                    .onAppear { emailFocused = true }
            }
        }
    - code: |
        import SwiftUI

        #Preview {
            @Previewable @FocusState var focused: Bool
            TextField("Name", text: .constant(""))
                .focused($focused)
                .defaultFocus($focused, true)
        }
    - code: |
        import SwiftUI

        #Preview {
            @Previewable @FocusState var focused: Bool
            Button("Focus") { focused = true }
                .onChange(of: focused) { if focused == false { print("blurred") } }
        }
    - code: |
        import SwiftUI

        struct SearchPreviewHost: View {
            @FocusState var searching: Bool
            var body: some View {
                TextField("Search", text: .constant("")).focused($searching).onAppear { searching = true }
            }
        }

        struct RootView: View {
            var body: some View { SearchPreviewHost() }
        }

        #Preview { SearchPreviewHost() }
"""#),
        ("preview_live_dependency.yml", #"""
id: preview_live_dependency
title: No live dependencies in previews
severity: warning
checklist: Never depend on live network or disk I/O in a preview.
summary: A SwiftUI preview that uses URLSession, FileManager.default, UserDefaults.standard or a dependency's shared singleton.
rationale: |
  A preview that reaches the network or the disk renders whatever the server or the
  simulator's files hold today: it is slow, flaky, shows nothing offline, and can write
  to real storage. Give the view a preview or mock value instead (a MockAPIService, an
  in-memory store, fixture data).

  A preview context is the arguments and trailing closure of a #Preview macro, and the
  body of a type that adopts PreviewProvider (in its declaration or an extension), with
  its extensions and nested types. Inside one, URLSession used in an expression,
  FileManager.default, UserDefaults.standard, and Dep.shared of a dependency type (a name
  ending in one of the dependency suffixes, as for init_injection, that is not an
  Apple-framework type or a project enum) are reported, unless the name starts with a
  test-double word: Mock, Fake, Stub, Preview, Dummy, InMemory or Noop. Fixture values
  (.preview, .mock, ServerFixture.standard), .shared of other types (Theme.shared) and a
  bare .shared are not reported.
options:
  - name: dependency_suffixes
    type: string_list
    default: [Service, Repository, Manager, Client, API, Api, Provider, DataSource, Gateway, Fetcher, Loader, Storage]
    description: Type-name endings that mark a dependency (the same definition as init_injection's).
  - name: singleton_accessors
    type: string_list
    default: [shared]
    description: Static members that hand out a dependency's live singleton (Dep.shared, Dep.shared()).
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, Preview Content).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import SwiftUI

        #Preview("Feed") {
            FeedView(viewModel: FeedViewModel(api: ↓APIClient.shared))
        }
    - code: |
        import SwiftUI

        struct AvatarView_Previews: PreviewProvider {
            static var previews: some View {
                AvatarView(loader: ImageLoader(session: ↓URLSession.shared))
            }
        }
    - code: |
        import SwiftUI

        #Preview(traits: .sizeThatFitsLayout) {
            let defaults = ↓UserDefaults.standard
            SettingsRow(isOn: defaults.bool(forKey: "compact"))
        }
    - code: |
        import SwiftUI

        struct DownloadsView_Previews {}

        extension DownloadsView_Previews: PreviewProvider {
            static var previews: some View {
                DownloadsView(folder: ↓FileManager.default.temporaryDirectory)
            }
        }
  non_triggering:
    - code: |
        import SwiftUI

        #Preview("Feed") {
            FeedView(viewModel: FeedViewModel(api: MockAPIClient.shared))
        }
    - code: |
        import SwiftUI

        struct ProfileView_Previews: PreviewProvider {
            static var previews: some View {
                ProfileView(profile: .preview, theme: Theme.shared)
            }
        }
    - code: |
        final class FeedViewModel {
            private let api = APIClient.shared
            private let session = URLSession.shared
        }
    - code: |
        import SwiftUI

        #Preview {
            CartView(service: .shared, calendar: Calendar.current)
                .environment(\.openURL, OpenURLAction { _ in UIApplication.shared.canOpenURL(URL(string: "x:")!) ? .handled : .discarded })
        }
"""#),
        ("preview_macro.yml", #"""
id: preview_macro
title: "Prefer the #Preview macro"
severity: warning
opt_in: true
checklist: Prefer `#Preview` for new previews.
summary: "A PreviewProvider conformance where the #Preview macro would do."
rationale: |
  The #Preview macro (Xcode 15, iOS 17 tooling) declares a preview in a few lines, takes a
  name and traits, previews UIKit views and view controllers directly, and needs no type
  conforming to PreviewProvider with a static previews property.

  Each PreviewProvider in the inheritance clause of a struct, class or enum (reported at
  the type's name) or an extension (at PreviewProvider) is reported. A type that also
  adopts a project protocol (a marker such as TestablePreview, which snapshot tests use to
  enumerate PreviewProvider types, something #Preview cannot do) or one of the
  exempt_conformances is not, nor a declaration repeated in a later #if branch. Off by
  default, since the checklist asks this of new previews and a linter cannot tell new from
  old: enable it with a baseline (archlint lint --write-baseline).
options:
  - name: exempt_conformances
    type: string_list
    default: []
    description: Protocols whose adopters stay PreviewProvider types (as a project protocol does).
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, Preview Content).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import SwiftUI

        struct ↓ProfileView_Previews: PreviewProvider {
            static var previews: some View {
                ProfileView(profile: .preview)
            }
        }
    - code: |
        import SwiftUI

        struct BadgeView_Previews {}

        extension BadgeView_Previews: ↓PreviewProvider {
            static var previews: some View { BadgeView(count: 3) }
        }
    - code: |
        import SwiftUI

        enum ↓OnboardingPreviews: PreviewProvider {
            static var previews: some View { Text("Welcome") }
        }
    - code: |
        import SwiftUI

        #if os(iOS)
        struct ↓MapScreen_Previews: PreviewProvider {
            static var previews: some View { MapScreen().previewDevice("iPhone 15") }
        }
        #else
        struct MapScreen_Previews: PreviewProvider {
            static var previews: some View { MapScreen() }
        }
        #endif
  non_triggering:
    - code: |
        import SwiftUI

        #Preview("Profile", traits: .sizeThatFitsLayout) {
            ProfileView(profile: .preview)
        }
    - code: |
        import SwiftUI

        struct RoomScreen_Previews: PreviewProvider, TestablePreview {
            static var previews: some View { RoomScreen(context: .mock) }
        }
      files:
        Sources/Other/TestablePreview.swift: |
          protocol TestablePreview {}
    - code: |
        import SwiftUI
        import SnapshotKit

        struct EpisodeRow_Previews: PreviewProvider, SnapshotTestable {
            static var previews: some View { EpisodeRow() }
        }
      config:
        exempt_conformances: [SnapshotTestable]
    - code: |
        import SwiftUI

        protocol PreviewCatalog: PreviewProvider {
            static var title: String { get }
        }
"""#),
        ("protocol_in_consumer_module.yml", #"""
id: protocol_in_consumer_module
title: Protocols in the consuming module
severity: warning
opt_in: true
checklist: Protocols are declared in the module that consumes them, not the one that implements them.
summary: A protocol declared beside all its conformers in a SwiftPM target while only other modules use it.
rationale: |
  A protocol is the consumer's statement of what it needs. Declared in the module that
  implements it, the consumer must import the implementation's module to name its own
  dependency: the dependency arrow points the wrong way, the implementing module cannot be
  swapped or built apart, and the seam inverts nothing. Declared in the consumer, the
  implementation depends on the consumer's abstraction and the composition root wires them.

  Modules are the SwiftPM targets of every Package.swift under the project root (name:, path:,
  else Sources|Source|src|srcs/<name>, Plugins/<name>); a file belongs to the target whose
  folder is its longest prefix; other files form one pseudo-module per top-level folder, and
  files at the root one more (Xcode targets are not read). Test code and test targets count for
  nothing. A protocol is reported when it is declared in a target M and its name is declared
  once (no other type or typealias of that name); it has conformers (types and extensions
  naming it, protocols refining it, transitively), all in M; no code in M uses it (its own
  body, extension bodies and inheritance clauses do not count); and it is used from other
  modules, none of which names a conformer (a consumer that also names the concrete type
  depends on the implementation anyway). Names are matched by simple name, without imports or
  access levels, so a library's public extension point looks like a misplaced seam: the rule
  is opt-in.
options:
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        public protocol ↓TokenProviding {
            func currentToken() async throws -> String
        }

        public final class KeychainTokenProvider: TokenProviding {
            public init() {}
            public func currentToken() async throws -> String { "" }
        }
      path: Sources/AuthKit/TokenProviding.swift
      files:
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(
              name: "App",
              targets: [
                  .target(name: "AuthKit"),
                  .target(name: "FeedFeature", dependencies: ["AuthKit"]),
              ]
          )
        Sources/FeedFeature/FeedLoader.swift: |
          import AuthKit

          final class FeedLoader {
              private let tokens: any TokenProviding

              init(tokens: any TokenProviding) {
                  self.tokens = tokens
              }
          }
    - code: |
        public protocol ↓KeyValueReading {
            func string(forKey key: String) -> String?
        }

        public protocol KeyValueStoring: KeyValueReading {
            func set(_ value: String?, forKey key: String)
        }

        public final class DefaultsStore: KeyValueStoring {
            public init() {}
            public func string(forKey key: String) -> String? { nil }
            public func set(_ value: String?, forKey key: String) {}
        }
      path: Sources/Persistence/KeyValueReading.swift
      files:
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(name: "App", targets: [.target(name: "Persistence"), .target(name: "SettingsFeature", dependencies: ["Persistence"])])
        Sources/SettingsFeature/SettingsModel.swift: |
          import Persistence

          public struct SettingsModel {
              let store: any KeyValueReading
          }
    - code: |
        import UserNotifications

        public protocol ↓NotificationScheduling {
            func add(_ request: UNNotificationRequest) async throws
        }

        extension UNUserNotificationCenter: NotificationScheduling {}
      path: Sources/Platform/NotificationScheduling.swift
      files:
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(name: "App", targets: [.target(name: "Platform"), .target(name: "Reminders", dependencies: ["Platform"])])
        Sources/Reminders/ReminderScheduler.swift: |
          import Platform

          public struct ReminderScheduler {
              let center: NotificationScheduling
          }
        Sources/Reminders/Mocks/MockScheduler.swift: |
          import Platform
          import UserNotifications

          final class MockScheduler: NotificationScheduling {
              func add(_ request: UNNotificationRequest) async throws {}
          }
    - code: |
        public protocol ↓StatusFetching: Sendable {
            func statuses() async throws -> [String]
        }

        public struct RemoteStatusFetcher: StatusFetching {
            public init() {}
            public func statuses() async throws -> [String] { [] }
        }
      path: Packages/Networking/Sources/Networking/StatusFetching.swift
      files:
        Packages/Networking/Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(name: "Networking", targets: [.target(name: "Networking")])
        App/TimelineScreen.swift: |
          import Networking

          struct TimelineScreen {
              let fetcher: any StatusFetching
          }
        Composition/AppRoot.swift: |
          import Networking

          enum AppComposition {
              // The composition root (another folder) names the conformer, not the protocol: no consumer.
              static let fetcher = RemoteStatusFetcher()
          }
  non_triggering:
    - code: |
        public protocol TokenProviding {
            func currentToken() async throws -> String
        }

        public final class KeychainTokenProvider: TokenProviding {
            public init() {}
            public func currentToken() async throws -> String { "" }
        }
      path: Sources/AuthKit/TokenProviding.swift
      files:
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(
              name: "App",
              targets: [
                  .target(name: "AuthKit"),
                  .target(name: "FeedFeature", dependencies: ["AuthKit"]),
              ]
          )
        Sources/FeedFeature/FeedLoader.swift: |
          import AuthKit

          final class FeedLoader {
              private let tokens: any TokenProviding

              init(tokens: any TokenProviding = KeychainTokenProvider()) {
                  self.tokens = tokens
              }
          }
    - code: |
        protocol FeedLoading {
            func load() async throws -> [String]
        }

        final class FeedViewModel {
            private let loader: any FeedLoading

            init(loader: any FeedLoading) {
                self.loader = loader
            }
        }
      path: Sources/FeedFeature/FeedViewModel.swift
      files:
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(name: "App", targets: [.target(name: "FeedFeature"), .target(name: "FeedAPI")])
        Sources/FeedAPI/RemoteFeedLoader.swift: |
          import FeedFeature

          struct RemoteFeedLoader: FeedLoading {
              func load() async throws -> [String] { [] }
          }
    - code: |
        public protocol TokenProviding {
            func currentToken() async throws -> String
        }

        public final class KeychainTokenProvider: TokenProviding {
            public init() {}
            public func currentToken() async throws -> String { "" }
        }

        public final class AuthSession {
            public let tokens: any TokenProviding
            public init(tokens: any TokenProviding) { self.tokens = tokens }
        }
      path: Sources/AuthKit/TokenProviding.swift
      files:
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(name: "App", targets: [.target(name: "AuthKit"), .target(name: "FeedFeature", dependencies: ["AuthKit"])])
        Sources/FeedFeature/FeedLoader.swift: |
          import AuthKit

          struct FeedLoader {
              let tokens: any TokenProviding
          }
    - code: |
        public protocol TokenProviding {
            func currentToken() async throws -> String
        }

        public final class KeychainTokenProvider: TokenProviding {
            public init() {}
            public func currentToken() async throws -> String { "" }
        }
      path: Sources/AuthKit/TokenProviding.swift
      files:
        Package.swift: |
          // swift-tools-version:5.9
          import PackageDescription

          let package = Package(name: "App", targets: [.target(name: "AuthKit"), .target(name: "FeedFeature", dependencies: ["AuthKit"])])
        Sources/FeedFeature/FeedLoader.swift: |
          import AuthKit

          struct FeedLoader {
              let tokens: any TokenProviding
          }

          struct DemoTokenProvider: TokenProviding {
              func currentToken() async throws -> String { "demo" }
          }
"""#),
        ("restricted_type.yml", #"""
id: restricted_type
title: Restricted types
severity: error
checklist: "C5: unsafe code stays inside the seam: the live implementation is the only place that touches the legacy class (and, generally, a type the team allows only in named places)."
summary: A type the configuration allows only in named files, used in another file.
rationale: |
  A legacy singleton, `URLSession` or a database SDK wrapped behind a dependency is safe only while
  the wrapper is the one place that touches it: one call from a view model and the seam leaks, the
  tests reach the real thing, and the migration away from it has one more place to find. The team
  names those types and their places in `.archlint.yml` (`restricted_types:`, each entry with
  `types` and `only_in` globs) and the rule reports every other file that names them. The rule is
  on only when `restricted_types:` is configured.

  A name may hold `*` for any run of characters within a name (`Legacy*`). The types may be
  project types or external ones (`URLSession`, `Realm`): an identifier in code equal to a listed
  name is a reference, except a declaration's own name, a member after `.` and a nested type or
  generic parameter of that name; `Foundation.URLSession` is a reference, an `extension` of the
  type outside `only_in` is one, and so is an `import` of a listed module. Comments and string
  text are not code. The first reference to each listed name in each file outside `only_in` is
  reported; files declaring a type of exactly that name may use it. Test code is skipped unless
  the entry says `include_tests: true`.
examples:
  triggering:
    - code: |
        final class ProfileViewModel {
            func load() {
                ↓LegacySessionManager.shared.fetchProfile()
                LegacySessionManager.shared.fetchAvatar()
            }
        }
      path: Sources/Profile/ProfileViewModel.swift
      files:
        .archlint.yml: |
          restricted_types:
            - types: [LegacySessionManager]
              only_in: ["**/*Live.swift"]
              reason: the TCA seam
    - code: |
        import Foundation

        struct ImageLoader {
            let session: Foundation.↓URLSession
        }
      path: Sources/UI/ImageLoader.swift
      files:
        .archlint.yml: |
          restricted_types:
            - types: [URLSession]
              only_in: ["Sources/Networking/**"]
    - code: |
        import ↓RealmSwift

        struct Notes {}
      path: Sources/Features/Notes.swift
      files:
        .archlint.yml: |
          restricted_types:
            - types: [RealmSwift, "Realm*"]
              only_in: ["Sources/Storage/**"]
    - code: |
        extension ↓LegacyAPIClient {
            func ping() {}
        }

        let store = ↓LegacyStore()
      path: Sources/App/Extensions.swift
      files:
        .archlint.yml: |
          restricted_types:
            - types: ["Legacy*"]
              only_in: ["**/*Live.swift"]
  non_triggering:
    - code: |
        // LegacySessionManager is wrapped by SessionClient.
        struct ProfileModel {
            let note = "LegacySessionManager"
            let client: SessionClient
        }
      path: Sources/Profile/ProfileModel.swift
      files:
        .archlint.yml: |
          restricted_types:
            - types: [LegacySessionManager]
              only_in: ["**/*Live.swift"]
    - code: |
        extension SessionClient {
            static let liveValue = SessionClient(fetch: { LegacySessionManager.shared.fetch() })
        }
      path: Sources/Session/SessionClientLive.swift
      files:
        .archlint.yml: |
          restricted_types:
            - types: [LegacySessionManager]
              only_in: ["**/*Live.swift"]
    - code: |
        final class LegacySessionManager {
            static let shared = LegacySessionManager()
        }
      path: Sources/Legacy/LegacySessionManager.swift
      files:
        .archlint.yml: |
          restricted_types:
            - types: [LegacySessionManager]
              only_in: []
    - code: |
        struct Downloader<URLSession> {
            let session: URLSession
            var task: Any { client.URLSession }
        }
      path: Sources/UI/Downloader.swift
      files:
        .archlint.yml: |
          restricted_types:
            - types: [URLSession]
              only_in: ["Sources/Networking/**"]
"""#),
        ("scroll_to_animation.yml", #"""
id: scroll_to_animation
title: Animated scrollTo
severity: warning
checklist: Explicit animations around `scrollTo()`.
summary: A ScrollViewProxy.scrollTo(…) outside withAnimation/withTransaction (or a project function that calls them).
rationale: |
  proxy.scrollTo(…) on its own jumps to the target: the list teleports and the user loses
  their place. Wrap it in withAnimation { … } (or withTransaction) so the scroll is seen;
  withAnimation(nil) or a transaction that disables animations states a deliberate jump.

  A scroll proxy name of a file is the first parameter of a ScrollViewReader's closure
  ({ proxy in …}, its content: argument too) and any name the file declares with the type
  ScrollViewProxy (optional or not); names are per file. A scrollTo call is P.scrollTo(,
  P?.scrollTo( or P!.scrollTo(, optionally self.P…. It is animated inside the parentheses
  or the closure of withAnimation, withTransaction, a project function whose body calls
  one of them (a wrapper such as withElementAnimation), or a name in animation_functions.
  Each unanimated scrollTo call is reported at scrollTo, except inside the closure of an
  appear hook (.onAppear, .task, .onChange(of:initial: true): setting the first position
  is a deliberate jump) and where the innermost function, initialiser, accessor or
  computed property holding it also holds an animated scrollTo call (the author chose).
  An .animation(_:value:) modifier does not animate the call; scroll APIs of other types
  (tableView.scrollToRow, a proxy read from the environment) are not checked. A jump
  chosen on purpose, such as to a post right after it loads, is suppressed on its line.
options:
  - name: animation_functions
    type: string_list
    default: []
    description: Functions that animate what they are given, beyond withAnimation, withTransaction and the project's own wrappers (a wrapper in a binary framework or under Pods/).
  - name: exempt_appear
    type: bool
    default: true
    description: "A scrollTo call inside an appear hook (.onAppear, .task, .onChange(of:initial: true)) sets the first position and is not reported."
  - name: exempt_deliberate_choice
    type: bool
    default: true
    description: A scrollTo call in a declaration that also scrolls with animation is a deliberate jump and is not reported.
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, Preview Content).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import SwiftUI

        struct ChatView: View {
            let messages: [Message]

            var body: some View {
                ScrollViewReader { proxy in
                    List(messages) { MessageRow(message: $0) }
                        .onChange(of: messages.count) {
                            proxy.↓scrollTo(messages.last?.id, anchor: .bottom)
                        }
                }
            }
        }
    - code: |
        import SwiftUI

        final class ScrollCoordinator {
            var proxy: ScrollViewProxy?

            func reveal(_ id: Int) {
                proxy?.↓scrollTo(id)
            }
        }
    - code: |
        import SwiftUI

        struct PickerView: View {
            var body: some View {
                ScrollViewReader { reader in
                    Button("Top") {
                        reader.↓scrollTo(0)
                    }
                    .animation(.default, value: 0)
                }
            }
        }
    - code: |
        import SwiftUI

        struct LogView: View {
            let lines: [String]

            var body: some View {
                ScrollViewReader(content: { proxy in
                    Button("End") { jump(proxy) }
                })
            }

            func jump(_ proxy: ScrollViewProxy) {
                proxy.↓scrollTo(lines.count - 1)
            }
        }
  non_triggering:
    - code: |
        import SwiftUI

        struct ChatView: View {
            let messages: [Message]

            var body: some View {
                ScrollViewReader { proxy in
                    List(messages) { MessageRow(message: $0) }
                        .onChange(of: messages.count) {
                            withAnimation(.easeOut) {
                                proxy.scrollTo(messages.last?.id, anchor: .bottom)
                            }
                        }
                }
            }
        }
    - code: |
        import SwiftUI

        struct LanguagePicker: View {
            let selected: String

            var body: some View {
                ScrollViewReader { proxy in
                    List { Text(selected).id(selected) }
                        .onAppear { proxy.scrollTo(selected) }
                }
            }
        }
    - code: |
        import SwiftUI

        struct TimelineView: View {
            func scrollToEnd(_ proxy: ScrollViewProxy, animated: Bool) {
                if animated {
                    withAnimation { proxy.scrollTo("end") }
                } else {
                    proxy.scrollTo("end")
                }
            }
        }
    - code: |
        import SwiftUI

        func withRoomAnimation(_ body: () -> Void) {
            withAnimation(.spring) { body() }
        }

        struct RoomView: View {
            var body: some View {
                ScrollViewReader { proxy in
                    Button("Latest") { withRoomAnimation { proxy.scrollTo("latest") } }
                }
            }
        }
    - code: |
        import UIKit

        final class ListController: UITableViewController {
            func reveal(_ path: IndexPath) {
                tableView.scrollToRow(at: path, at: .middle, animated: true)
            }
        }
"""#),
        ("stable_view_identity.yml", #"""
id: stable_view_identity
title: Stable view identity
severity: warning
checklist: "`ScrollViewReader` with stable IDs for programmatic scrolling."
summary: A fresh value (UUID(), Date(), Int.random(…)) as a ForEach/List row's .id(…), or an Identifiable.id that returns one.
rationale: |
  A row whose identity is a fresh value gets a new identity on every render:
  ScrollViewReader's scrollTo cannot find it, the row loses its @State, and every update
  animates as a removal and an insertion. Give rows a stable identifier: the model's id,
  or a UUID stored once (let id = UUID()).

  A fresh value is, as code, UUID(), NSUUID(), Date(), NSDate() (also T.init() and with a
  Foundation. qualifier), Date.now, T.random(…) of Int, UInt, the sized integers, Double,
  Float, Float16, Float80, CGFloat or Bool, and calls of arc4random, arc4random_uniform,
  CFAbsoluteTimeGetCurrent and mach_absolute_time; an expression contains one after member
  accesses (UUID().uuidString), in operands and in string interpolations, but not inside a
  closure within it. Reported: a .id(…) modifier whose unlabelled first argument contains a
  fresh value, inside a row closure (the closure of a ForEach(…) call, trailing or its
  content: argument, or the trailing closure of List(data) { … }; not List { … }, whose
  content is static), at the id token; and a computed instance property id of a type whose
  declaration or an extension names Identifiable, when its getter contains a fresh value,
  at the name. A stored token reset on purpose (.id(reloadID)), a stored let id = UUID(),
  ForEach(…, id: \.self) and a .id(…) outside rows (one view given a new identity on
  purpose) are not reported.
options:
  - name: everywhere
    type: bool
    default: false
    description: Report every .id(…) with a fresh value, inside row closures or not (the literal checklist reading; outside rows these are mostly deliberate "force a new view" workarounds).
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, Preview Content).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import SwiftUI

        struct MessagesView: View {
            let messages: [Message]

            var body: some View {
                ScrollViewReader { proxy in
                    List {
                        ForEach(messages) { message in
                            MessageRow(message: message)
                                .↓id(UUID())
                        }
                    }
                }
            }
        }
    - code: |
        import SwiftUI

        struct FeedView: View {
            let posts: [Post]

            var body: some View {
                List(posts) { post in
                    PostRow(post: post).↓id("\(post.author)-\(Date())")
                }
            }
        }
    - code: |
        import SwiftUI

        struct Tag: Identifiable {
            var ↓id: String { UUID().uuidString }
            let name: String
        }
    - code: |
        import SwiftUI

        struct TimelineView: View {
            let days: [Day]

            var body: some View {
                ForEach(days, content: { day in
                    DayRow(day: day).↓id(Int.random(in: 0..<1_000_000))
                })
            }
        }
    - code: |
        import SwiftUI

        struct SpinnerView: View {
            var body: some View {
                ProgressView().↓id(UUID())
            }
        }
      config:
        everywhere: true
  non_triggering:
    - code: |
        import SwiftUI

        struct MessagesView: View {
            let messages: [Message]

            var body: some View {
                ForEach(messages) { message in
                    MessageRow(message: message).id(message.id)
                }
            }
        }
    - code: |
        import SwiftUI

        struct ReloadingView: View {
            @State private var reloadID = UUID()
            let items: [Item]

            var body: some View {
                ForEach(items, id: \.self) { item in
                    ItemRow(item: item).id(reloadID)
                }
            }
        }
    - code: |
        import SwiftUI

        struct Tag: Identifiable {
            let id = UUID()
            let name: String
        }
    - code: |
        import SwiftUI

        struct SpinnerView: View {
            var body: some View {
                // A single view given a new identity on purpose: not a row.
                ProgressView().id(UUID())
            }
        }
    - code: |
        import SwiftUI

        struct EventsView: View {
            let events: [Event]

            var body: some View {
                List(events) { event in
                    EventRow(event: event).id(events.first { $0.date < Date() }?.id)
                }
            }
        }
"""#),
        ("typed_result_error.yml", #"""
id: typed_result_error
title: Typed Result errors
severity: warning
checklist: "`Result<T, E>` with specific error types, not generic `Error`."
summary: A Result<A, Error> whose failures are all project errors, so a specific error type fits.
rationale: |
  Result<A, Error> tells the caller nothing about what can go wrong: every switch needs a
  default branch, and a new failure case compiles silently. Where the code itself constructs
  every failure (.failure(.timeout), .failure(CloudKitZoneError.unknown)), the failures form a
  closed set: declare it as an enum and write Result<A, ThatError>.

  Swift's throws is untyped, so a Result that carries an error caught from a throwing call or
  forwarded from a callback has no better type. The rule therefore decides each occurrence
  (parameter, closure or function type, return type, property, enum case payload, generic
  argument of a type or expression) by its deciding declaration: the innermost function,
  initialiser, computed property or subscript with a body (a function declared inside a body
  is its own deciding declaration, and its code is not the enclosing function's); for a member
  without a body (a stored property) the enclosing type or extension (for a TCA …Action enum, the type holding it); for top-level code,
  the file. It reports only when that declaration constructs a failure and holds no untyped
  source: no try (try? and try! aside), no catch, no Result { … } or Result(catching:), no
  .failure(value) forwarding a value, and no completion-handler parameter handed on to another
  call, stored, or called with a forwarded result (completion(result)): its failures are then
  decided elsewhere. Functions of a type or extension whose own clause adopts
  a third-party protocol (Alamofire's RequestAdapter, Kingfisher's ImageDataProvider) are
  skipped: the library fixes their signatures. A bare Error that names a project type (a
  nested SendHandleProxy.Error) is already specific.
options:
  - name: untyped_sources
    type: choice
    values: ["on", "off"]
    default: "on"
    description: "on: report only where every failure is constructed here; off: report every generic-error Result (the checklist's literal reading)."
  - name: exempt_third_party_requirements
    type: choice
    values: ["on", "off"]
    default: "on"
    description: Skip functions of types and extensions that adopt a third-party protocol, whose requirement signatures the library fixes.
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, previews).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        enum ValidationError: Error { case empty, tooLong }

        struct UsernameValidator {
            func validate(_ name: String) -> ↓Result<String, Error> {
                if name.isEmpty { return .failure(ValidationError.empty) }
                if name.count > 30 { return .failure(ValidationError.tooLong) }
                return .success(name)
            }
        }
    - code: |
        final class LocationAuthorizer {
            func requestAccess(completion: @escaping (↓Result<Void, any Error>) -> Void) {
                guard isAvailable else {
                    completion(.failure(.unavailable))
                    return
                }
                completion(.success(()))
            }
            private var isAvailable: Bool { true }
        }
    - code: |
        import Combine

        final class UploadQueue {
            let progress = PassthroughSubject<↓Result<Double, Error>, Never>()

            func cancel() {
                progress.send(.failure(UploadError.cancelled))
            }
        }
    - code: |
        @Reducer
        struct SignUpFeature {
            enum Action {
                case validated(↓Result<String, Error>)
            }
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    .send(.validated(state.name.isEmpty ? .failure(NameError.empty) : .success(state.name)))
                }
            }
        }
    - code: |
        struct SettingsForm {
            var email: String

            var validation: ↓Result<String, Error> {
                email.contains("@") ? .success(email) : .failure(FormError.invalidEmail)
            }
        }
  non_triggering:
    - code: |
        final class ProfileService {
            func load(completion: @escaping (Result<Profile, Error>) -> Void) {
                session.dataTask(with: url) { data, _, error in
                    if let error { return completion(.failure(error)) }
                    completion(.success(Profile(data: data)))
                }.resume()
            }
        }
    - code: |
        @Reducer
        struct Feature {
            enum Action {
                case profileResponse(Result<Profile, Error>)
            }
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    .run { send in
                        await send(.profileResponse(Result { try await client.profile() }))
                    }
                }
            }
        }
    - code: |
        final class ImageStore {
            func image(named name: String) -> Result<Image, ImageStoreError> {
                guard let image = cache[name] else { return .failure(.missing(name)) }
                return .success(image)
            }
        }
    - code: |
        import Alamofire

        struct TokenAdapter: RequestAdapter {
            func adapt(_ request: URLRequest, for session: Session, completion: @escaping (Result<URLRequest, Error>) -> Void) {
                guard let token = Keychain.token else { return completion(.failure(AuthError.missingToken)) }
                completion(.success(request.authorized(with: token)))
            }
        }
    - code: |
        protocol ResultChecking {
            func checkResult(_ result: Result<Void, Error>)
        }
"""#),
        ("unsafe_isolation_reason.yml", #"""
id: unsafe_isolation_reason
title: Reasons for unsafe isolation
severity: warning
checklist: Only as a last resort rely on `@preconcurrency` or a `nonisolated(unsafe)` documented with the reason and a review date.
summary: nonisolated(unsafe), @preconcurrency or @unchecked Sendable without a comment giving the reason.
rationale: |
  nonisolated(unsafe), @preconcurrency and @unchecked Sendable switch off the compiler's
  data-race checking for one declaration, import or conformance. Each is a promise the
  compiler cannot verify (the value is guarded by a lock, only touched on the main
  thread, or the library has not adopted Sendable yet), so the promise belongs in a
  comment next to it, where a reviewer can check it and a later change can see it break.

  Reported at nonisolated of nonisolated(unsafe), at the @ of @preconcurrency on an
  import or in an inheritance clause (extension X: @preconcurrency P), and at the @ of
  @unchecked in @unchecked Sendable or @unchecked Swift.Sendable (also with @retroactive
  between them), when no reason comment is found. A reason comment is any comment (doc comments included) on the token's line,
  on the first line of the declaration holding it (its attributes included), or in the
  block of comment-only lines directly above either (a blank or code line ends the
  block) — or, when the body of the declaration or extension carrying the token holds no
  code, a comment inside that body (extension Message: @unchecked Sendable { /// only via
  the store's serial queue }) — that does not begin with a tool directive (swiftlint:, archlint:,
  swiftformat:, MARK:, sourcery:, periphery:, swift-format-ignore) and has a word that
  starts with one of reason_words (words split at camelCase humps and punctuation, case
  ignored). A doc comment that only describes the type documents the type, not the
  exemption.
options:
  - name: reason_words
    type: string_list
    default: [safe, unsafe, thread, lock, mutex, queue, serial, actor, main, isolat, nonisolated, sendable, unchecked, preconcurrency, concurren, synchron, race, atomic, immutable, mutat, async, await, because, since, hence, due, workaround, until, once, annotat, audit, remove, todo, fixme]
    description: Word beginnings that make a comment a reason (a comment word starting with one of them counts).
  - name: require_review_date
    type: bool
    default: false
    description: The reason comment's block must also hold a review date written YYYY-MM-DD.
  - name: include_declarations
    type: bool
    default: false
    description: Also report @preconcurrency on declarations and in type positions other than an inheritance clause (public API compatibility, usually).
  - name: include_tests
    type: bool
    default: false
    description: Also check test code (Tests folders, mocks, fakes, stubs, previews).
  - name: ignore_defaults
    type: bool
    default: false
    description: List options set for this rule replace their defaults instead of adding to them.
examples:
  triggering:
    - code: |
        import Foundation

        final class LegacyAnalytics {
            ↓nonisolated(unsafe) static var shared = LegacyAnalytics()
        }
    - code: |
        ↓@preconcurrency import MatrixRustSDK
        import SwiftUI
    - code: |
        /// Caches decoded images by URL.
        final class ImageCache: ↓@unchecked Sendable {
            private var images: [URL: Data] = [:]
        }
    - code: |
        import EventKit

        extension EKEventStore: ↓@unchecked @retroactive Sendable {}
    - code: |
        import UIKit

        // swiftlint:disable:next type_name because the delegate is not annotated
        extension AppCoordinator: ↓@preconcurrency UIApplicationDelegate {}
    - code: |
        // Safe: written once at launch, read on the main thread.
        ↓nonisolated(unsafe) var launchOptions: [String: Any] = [:]
      config:
        require_review_date: true
    - code: |
        public protocol Reporter {
            func report(_ event: String)
        }

        ↓@preconcurrency @MainActor
        public func install(_ reporter: any Reporter) {}
      config:
        include_declarations: true
  non_triggering:
    - code: |
        final class LegacyAnalytics {
            // Safe: assigned once in application(_:didFinishLaunchingWithOptions:) before any task runs.
            nonisolated(unsafe) static var shared = LegacyAnalytics()
        }
    - code: |
        // The SDK is not annotated for Sendable yet; remove once it is.
        @preconcurrency import MatrixRustSDK
    - code: |
        /// Every access goes through `lock`.
        @objc(IMGCache)
        final class ImageCache: NSObject,
            @unchecked Sendable {
            private let lock = NSLock()
            private var images: [URL: Data] = [:]
        }
    - code: |
        import EventKit

        // EKEventStore is thread-safe: Apple documents it for use from any queue.
        extension EKEventStore: @unchecked @retroactive Sendable {}
    - code: |
        final class Counter: @unchecked Sendable { // guarded by an os_unfair_lock
            private var value = 0
        }
    - code: |
        // Safe: written once at launch, read on the main thread. Review 2026-06-30.
        nonisolated(unsafe) var launchOptions: [String: Any] = [:]
      config:
        require_review_date: true
    - code: |
        @preconcurrency @MainActor
        public func install(_ reporter: any Reporter) {}

        public struct Box<Value>: @unchecked Swift.Sendable where Value: Sendable { // values are immutable
            let value: Value
        }
    - code: |
        // Vendor SDK, tracked in JIRA-123.
        @preconcurrency import VendorKit
      config:
        reason_words: [vendor]
"""#),
        ("unused_suppression.yml", #"""
id: unused_suppression
title: Unused suppression
severity: warning
checklist: Suppressions are justified; a suppression that suppresses nothing is removed.
summary: An archlint:disable comment that suppresses no finding.
fix: remove the suppression
autofix:
  kind: safe
  title: Remove the unused suppression
  edit: >-
    removes the directive (with any reason written after it): the whole comment line when it held
    only the directive, the comment when it held only the directive beside code, else the
    directive's text; when other ids of its list hide findings, only the unused id and its
    comma; with a disable, the id of the enable that ended only it
rationale: |
  A suppression comment that no longer hides a finding is noise that hides intent: the
  code it excused was fixed or moved, and the comment would silently hide a future,
  unrelated finding on that line or in that region. Remove it.

  Every archlint:disable, archlint:disable:next and archlint:disable:this directive in a
  comment is checked against the findings of the rules it names (all names every rule);
  it is reported at the start of its archlint: text when it suppressed nothing, and each
  unused id of a list whose other ids hide findings is reported where it is written. An id
  of a rule switched off for the run is not reported (the rule may be switched back on); an
  id that names no archlint rule at all, such as a misspelt one, is. An archlint:enable id
  that ends no disable is reported too. A reason may follow the list after any punctuation
  other than a comma (-- FEED-212). Text inside string literals is never a directive.
examples:
  triggering:
    - code: |
        @MainActor
        final class ProfileViewModel {
            // ↓archlint:disable:next init_injection
            private let service: ProfileServiceProtocol

            init(service: ProfileServiceProtocol) {
                self.service = service
            }
        }
    - code: |
        import UIKit

        // ↓archlint:disable inheritance_depth
        class BaseViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        // archlint:enable inheritance_depth
    - code: |
        import Foundation

        func formattedDate(_ date: Date) -> String {
            let formatter = DateFormatter() // ↓archlint:disable:this init_injection
            return formatter.string(from: date)
        }
    - code: |
        final class AvatarCacheService {
            static let shared = AvatarCacheService()
        }

        final class ProfileHeaderView {
            // ↓archlint:disable:next init_injecton
            private let avatars = AvatarCacheService.shared
        }
    - code: |
        final class AvatarCacheService {
            static let shared = AvatarCacheService()
        }

        final class ProfileHeaderView {
            // archlint:disable:next init_injection, ↓credentials_in_defaults -- PROFILE-88
            private let avatars = AvatarCacheService.shared
        }
    - code: |
        struct Version {
            let major: Int
        }
        // ↓archlint:enable all
    - code: |
        /* ↓archlint:disable all */
        struct Version {
            let major: Int
            let minor: Int
        }
  non_triggering:
    - code: |
        @MainActor
        final class LegacyProfileViewModel {
            // archlint:disable:next init_injection
            private let service = ProfileService()
        }
    - code: |
        import Foundation

        func rememberLegacyLogin(_ token: String) {
            UserDefaults.standard.set(token, forKey: "legacy_token") // archlint:disable:this credentials_in_defaults
        }
    - code: |
        import UIKit

        // archlint:disable inheritance_depth
        class BaseViewController: UIViewController {}
        final class FormViewController: BaseViewController {}
        // archlint:enable inheritance_depth
    - code: |
        // archlint:disable:next main_actor_view_model
        @Observable
        final class LegacyViewModel {
            var items: [String] = []
        }
    - code: |
        let suppressionHelp = "// archlint:disable:next init_injection"
"""#),
    ]
}

enum CompiledRuleCatalog {
    static let rules: [RuleDescription] = [
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "async_stream_termination.yml"), path: "async_stream_termination.yml", id: "async_stream_termination", title: "AsyncStream termination", defaultSeverity: .warning, optIn: false, checklist: "Push sources (delegates, NotificationCenter, KVO, observers) bridged into an AsyncStream always set onTermination, which removes the observer.", summary: "A push source bridged into an AsyncStream without onTermination to remove it.", fix: "", autofix: nil, options: [RuleOption(name: "registrations", kind: .stringList, defaultValue: .stringList(["sink", "scheduledTimer", "addPeriodicTimeObserver", "addBoundaryTimeObserver", "addListener", "observe", "addObserver", "subscribe", "register"]), description: "Callee names that register a push source; each matches a callee's last name exactly or as its prefix at a camel hump. The .delegate assignment always counts."), RuleOption(name: "spawned_tasks", kind: .bool, defaultValue: .bool(false), description: "A Task whose closure names the continuation counts as a registration (it outlives a cancelled consumer unless onTermination cancels it)."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, previews)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "constants_namespace.yml"), path: "constants_namespace.yml", id: "constants_namespace", title: "Constants in caseless enums", defaultSeverity: .warning, optIn: false, checklist: "Constants live in caseless enums, with no instances.", summary: "A struct or class of static constants that nothing constructs and that conforms to nothing, instead of a caseless enum.", fix: "declare it as a caseless enum", autofix: RuleAutofix(kind: .safe, title: "Declare it as a caseless enum", edit: "replaces struct or class with enum (dropping final and turning class members static) and removes a private or fileprivate init(), in every #if branch declaring the type; offered when the type declares no other initializer"), options: [RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, Preview Content)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "credentials_in_defaults.yml"), path: "credentials_in_defaults.yml", id: "credentials_in_defaults", title: "Credentials in UserDefaults", defaultSeverity: .error, optIn: false, checklist: "Tokens and secrets go to the Keychain, never to `UserDefaults`; `@AppStorage` is only for UI preferences.", summary: "A token, password, secret or API key written to UserDefaults, @AppStorage or @SceneStorage.", fix: "move the secret to the Keychain", autofix: nil, options: [RuleOption(name: "allowed", kind: .stringList, defaultValue: .stringList(["device token", "push token", "fcm token", "apns token", "change token", "sync token", "page token", "next token", "continuation token"]), description: "Phrases (space-separated words) that are not credentials even though they contain a sensitive word."), RuleOption(name: "trailing_words", kind: .stringList, defaultValue: .stringList(["key", "keys", "value", "data", "string", "str", "storage", "default", "defaults", "identifier"]), description: "Words dropped one at a time from the end of a name before checking its last word again."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, previews)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "explicit_coding_keys.yml"), path: "explicit_coding_keys.yml", id: "explicit_coding_keys", title: "Explicit CodingKeys", defaultSeverity: .warning, optIn: false, checklist: "Codable types use explicit `CodingKeys` when API names differ from the model.", summary: "A Codable type whose wire names differ from its property names but that declares no CodingKeys.", fix: "declare CodingKeys", autofix: nil, options: [RuleOption(name: "require", kind: .choice(["names_differ", "api_models", "always"]), defaultValue: .string("names_differ"), description: "When explicit CodingKeys are required; see the rationale."), RuleOption(name: "initialisms", kind: .stringList, defaultValue: .stringList(["ID", "IDs", "URL", "URLs", "URI", "UUID", "API", "HTTP", "HTTPS", "HTML", "JSON", "XML", "PDF", "SKU", "ISBN", "IP", "DNS", "SSL", "TLS", "JWT", "UTC", "GPS", "RGB", "CSS", "SDK", "OS", "ISO", "FAQ", "SMS", "QR", "CPU", "JPEG", "PNG", "GIF", "PIN", "OTP", "VAT", "IBAN", "ZIP", "RSS"]), description: "Initialisms that make an uppercase run unreachable under .convertFromSnakeCase (require names_differ); runs without one (a one-letter part, as in isAMember) are reachable."), RuleOption(name: "api_model_suffixes", kind: .stringList, defaultValue: .stringList(["DTO", "Dto", "Response", "Request", "Payload", "Body", "Envelope"]), description: "Type-name endings of API models (require api_models)."), RuleOption(name: "api_model_folders", kind: .stringList, defaultValue: .stringList(["API", "Networking", "Network", "DTO", "DTOs", "Remote", "Endpoints", "Responses", "Requests"]), description: "Folder names (compared case-insensitively) whose Codable types are API models (require api_models)."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, previews)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "final_view_model.yml"), path: "final_view_model.yml", id: "final_view_model", title: "Final view models", defaultSeverity: .warning, optIn: false, checklist: "View models are `@MainActor final class`.", summary: "A view model class that is not final although nothing in the project subclasses it.", fix: "declare view models final", autofix: RuleAutofix(kind: .safe, title: "Insert final before class", edit: "inserts final before the class keyword, in every"), options: [RuleOption(name: "suffixes", kind: .stringList, defaultValue: .stringList(["ViewModel"]), description: "Class-name endings that mark a view model."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, previews)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "force_unwrapping.yml"), path: "force_unwrapping.yml", id: "force_unwrapping", title: "Force unwrapping", defaultSeverity: .warning, optIn: true, checklist: "No force unwraps (`!`).", summary: "A postfix ! that force-unwraps a value (as! and try! behind options).", fix: "", autofix: nil, options: [RuleOption(name: "include_force_cast", kind: .bool, defaultValue: .bool(false), description: "Also report as! (at as), which crashes when the cast fails; use as?."), RuleOption(name: "include_force_try", kind: .bool, defaultValue: .bool(false), description: "Also report try! (at try), which crashes when the call throws; use try with do/catch, or try?."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, Preview Content)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "hardcoded_ui_string.yml"), path: "hardcoded_ui_string.yml", id: "hardcoded_ui_string", title: "Hard-coded UI string", defaultSeverity: .warning, optIn: true, checklist: "No hard-coded user-facing strings; localize.", summary: "A string literal given as text to a UIKit/AppKit text property, alert, action, menu or button title.", fix: "", autofix: nil, options: [RuleOption(name: "properties", kind: .stringList, defaultValue: .stringList(["text", "title", "subtitle", "placeholder", "prompt", "secondaryText", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "stringValue", "placeholderString", "messageText", "informativeText", "toolTip", "backButtonTitle"]), description: "Properties whose assigned literal is user-facing text (X.P = \"…\")."), RuleOption(name: "proper_nouns", kind: .stringList, defaultValue: .stringList([]), description: "Product, brand and service names left as they are (the whole literal, or each of its words)."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, Preview Content)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "inheritance_depth.yml"), path: "inheritance_depth.yml", id: "inheritance_depth", title: "Inheritance depth", defaultSeverity: .warning, optIn: false, checklist: "No class inheritance deeper than one level; prefer composition with protocols.", summary: "A class whose inheritance chain is deeper than max_depth levels.", fix: "compose instead of subclassing", autofix: nil, options: [RuleOption(name: "max_depth", kind: .integer(minimum: 0), defaultValue: .integer(1), description: "Deepest allowed inheritance chain; classes deeper than this are reported."), RuleOption(name: "external_classes", kind: .stringList, defaultValue: .stringList(["NSObject", "Operation", "XCTestCase", "QuickSpec", "QuickConfiguration"]), description: "Classes outside the project, besides Apple-framework types, that count as an external superclass (one level; NSObject and NSProxy are always depth 0)."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, previews)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "init_injection.yml"), path: "init_injection.yml", id: "init_injection", title: "Dependencies injected through init", defaultSeverity: .warning, optIn: false, checklist: "Dependencies are injected through `init`, not created internally; no singleton abuse.", summary: "A service, repository, client or similar dependency constructed or fetched from a singleton inside a type instead of injected through init.", fix: "inject dependencies through init", autofix: nil, options: [RuleOption(name: "dependency_suffixes", kind: .stringList, defaultValue: .stringList(["Service", "Repository", "Manager", "Client", "API", "Api", "Provider", "DataSource", "Gateway", "Fetcher", "Loader", "Storage"]), description: "Type-name endings that mark a dependency."), RuleOption(name: "singleton_accessors", kind: .stringList, defaultValue: .stringList(["shared", "default", "standard", "instance", "sharedInstance", "current"]), description: "Static members that hand out a singleton, used as a property (Dep.shared) or called (Dep.default())."), RuleOption(name: "system_created", kind: .stringList, defaultValue: .stringList(["View", "App", "Scene", "PreviewProvider", "ViewModifier", "ToolbarContent", "Commands", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable", "Widget", "WidgetBundle", "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider", "ControlWidget", "ControlValueProvider", "AppIntentControlValueProvider", "AppIntent", "AppEntity", "EntityQuery", "DynamicOptionsProvider", "AppShortcutsProvider", "ControlConfigurationIntent", "LiveActivityIntent", "SetValueIntent", "ForegroundContinuableIntent", "AudioPlaybackIntent", "AudioRecordingIntent", "OpenIntent", "DeleteIntent", "URLRepresentableIntent", "ProgressReportingIntent", "SystemIntent", "CameraCaptureIntent", "PredictableIntent", "WidgetConfigurationIntent", "CustomIntentMigratedAppIntent", "NSExtensionRequestHandling", "UNNotificationContentExtension", "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate", "WKApplicationDelegate", "WKExtensionDelegate"]), description: "Protocols of types the system instantiates (no init of ours to inject through); their conformers, and project protocols refining them, are skipped."), RuleOption(name: "composition_roots", kind: .stringList, defaultValue: .stringList(["AppDelegate", "SceneDelegate", "Container", "Assembly", "Factory", "CompositionRoot", "AppCoordinator", "AppEnvironment", "AppContext", "Dependencies", "DependencyProvider", "RootViewController", "RootController"]), description: "Type-name endings of composition roots, which wire the object graph and are skipped with their extensions."), RuleOption(name: "composition_folders", kind: .stringList, defaultValue: .stringList(["DI", "DependencyInjection", "Composition", "CompositionRoot"]), description: "Folder names (case-sensitive) whose files are composition roots; every type and extension written there is skipped, and so are the extensions of those types."), RuleOption(name: "builders", kind: .stringList, defaultValue: .stringList(["Coordinator", "Builder"]), description: "Type-name endings of builders, which may construct dependencies (their singleton accesses are still reported)."), RuleOption(name: "allowed_types", kind: .stringList, defaultValue: .stringList([]), description: "Types the team accepts as ambient (simple names, * within a name, such as ThemeManager or *Logger); neither their constructions nor their singleton accesses are reported."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, previews)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "keychain_accessibility.yml"), path: "keychain_accessibility.yml", id: "keychain_accessibility", title: "Keychain accessibility", defaultSeverity: .error, optIn: false, checklist: "Keychain items use a device-bound accessibility class (`…WhenUnlockedThisDeviceOnly`), never `Always`.", summary: "An Always accessibility class, a class that migrates through backups, or SecItemAdd without a class.", fix: "", autofix: nil, options: [RuleOption(name: "device_bound", kind: .bool, defaultValue: .bool(true), description: "Warn on kSecAttrAccessibleAfterFirstUnlock / WhenUnlocked (and KeychainAccess .afterFirstUnlock / .whenUnlocked) set as an item's class."), RuleOption(name: "migration_words", kind: .stringList, defaultValue: .stringList(["migrat", "backup", "restor", "transfer", "sync", "icloud"]), description: "Word beginnings that make a comment beside a device_bound value state a migration, which is then not reported."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, previews)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "layer_dependency.yml"), path: "layer_dependency.yml", id: "layer_dependency", title: "Layer dependencies", defaultSeverity: .error, optIn: false, checklist: "The team's layering: each layer uses only the layers and modules it is allowed to (dependencies point inward); features do not reach into each other.", summary: "A file of a configured layer uses a layer or module its layer may not use, or another unit of an independent layer.", fix: "", autofix: nil, options: []),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "main_actor_view_model.yml"), path: "main_actor_view_model.yml", id: "main_actor_view_model", title: "Main-actor view models", defaultSeverity: .warning, optIn: false, checklist: "View models are `@MainActor final class`; a missing `@MainActor` causes thread issues.", summary: "A view model class that is not isolated to the main actor.", fix: "mark view models @MainActor", autofix: RuleAutofix(kind: .unsafe, title: "Insert @MainActor (unsafe: callers may need await)", edit: "inserts @MainActor on its own line above the class's first attribute or modifier, at its indentation, in every #if branch declaring the class; none for a nonisolated class or one with an unisolated project superclass (fix that base). Unsafe: callers may need await"), options: [RuleOption(name: "suffixes", kind: .stringList, defaultValue: .stringList(["ViewModel"]), description: "Class-name endings that mark a view model."), RuleOption(name: "main_actor_classes", kind: .stringList, defaultValue: .stringList(["UIResponder", "UIViewController", "UIView", "UIApplication", "UIWindow", "NSResponder", "NSView", "NSViewController", "NSWindowController", "NSWindow"]), description: "Framework superclasses that are main-actor isolated, besides UI… classes ending in View, ViewController, Controller, Cell, Control, Button, Label or Bar."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, previews)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "prefer_observable.yml"), path: "prefer_observable.yml", id: "prefer_observable", title: "Prefer @Observable", defaultSeverity: .warning, optIn: false, checklist: "Use `@Observable` instead of `ObservableObject` for iOS 17+ code.", summary: "An ObservableObject conformance in code whose deployment target supports the Observation framework.", fix: "adopt @Observable", autofix: nil, options: [RuleOption(name: "minimum_ios", kind: .integerOrWord(minimum: 1, word: "none"), defaultValue: .string("none"), description: "The minimum iOS version of files whose deployment target archlint cannot read (XcodeGen or Tuist projects); none leaves them unreported."), RuleOption(name: "macos_only_minimum", kind: .integerOrWord(minimum: 1, word: "off"), defaultValue: .integer(14), description: "The macOS version from which a macOS-only target or project is reported; off never reports them."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, previews)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "preview_focus_state.yml"), path: "preview_focus_state.yml", id: "preview_focus_state", title: "Seed preview focus with defaultFocus", defaultSeverity: .warning, optIn: false, checklist: "Seed @FocusState in previews with .defaultFocus, not with .onAppear writes.", summary: "A preview that writes its own @FocusState in .onAppear or .task instead of declaring the initial focus with .defaultFocus.", fix: "", autofix: nil, options: [RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, Preview Content)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "preview_live_dependency.yml"), path: "preview_live_dependency.yml", id: "preview_live_dependency", title: "No live dependencies in previews", defaultSeverity: .warning, optIn: false, checklist: "Never depend on live network or disk I/O in a preview.", summary: "A SwiftUI preview that uses URLSession, FileManager.default, UserDefaults.standard or a dependency's shared singleton.", fix: "", autofix: nil, options: [RuleOption(name: "dependency_suffixes", kind: .stringList, defaultValue: .stringList(["Service", "Repository", "Manager", "Client", "API", "Api", "Provider", "DataSource", "Gateway", "Fetcher", "Loader", "Storage"]), description: "Type-name endings that mark a dependency (the same definition as init_injection's)."), RuleOption(name: "singleton_accessors", kind: .stringList, defaultValue: .stringList(["shared"]), description: "Static members that hand out a dependency's live singleton (Dep.shared, Dep.shared())."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, Preview Content)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "preview_macro.yml"), path: "preview_macro.yml", id: "preview_macro", title: "Prefer the #Preview macro", defaultSeverity: .warning, optIn: true, checklist: "Prefer `#Preview` for new previews.", summary: "A PreviewProvider conformance where the #Preview macro would do.", fix: "", autofix: nil, options: [RuleOption(name: "exempt_conformances", kind: .stringList, defaultValue: .stringList([]), description: "Protocols whose adopters stay PreviewProvider types (as a project protocol does)."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, Preview Content)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "protocol_in_consumer_module.yml"), path: "protocol_in_consumer_module.yml", id: "protocol_in_consumer_module", title: "Protocols in the consuming module", defaultSeverity: .warning, optIn: true, checklist: "Protocols are declared in the module that consumes them, not the one that implements them.", summary: "A protocol declared beside all its conformers in a SwiftPM target while only other modules use it.", fix: "", autofix: nil, options: [RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "restricted_type.yml"), path: "restricted_type.yml", id: "restricted_type", title: "Restricted types", defaultSeverity: .error, optIn: false, checklist: "C5: unsafe code stays inside the seam: the live implementation is the only place that touches the legacy class (and, generally, a type the team allows only in named places).", summary: "A type the configuration allows only in named files, used in another file.", fix: "", autofix: nil, options: []),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "scroll_to_animation.yml"), path: "scroll_to_animation.yml", id: "scroll_to_animation", title: "Animated scrollTo", defaultSeverity: .warning, optIn: false, checklist: "Explicit animations around `scrollTo()`.", summary: "A ScrollViewProxy.scrollTo(…) outside withAnimation/withTransaction (or a project function that calls them).", fix: "", autofix: nil, options: [RuleOption(name: "animation_functions", kind: .stringList, defaultValue: .stringList([]), description: "Functions that animate what they are given, beyond withAnimation, withTransaction and the project's own wrappers (a wrapper in a binary framework or under Pods/)."), RuleOption(name: "exempt_appear", kind: .bool, defaultValue: .bool(true), description: "A scrollTo call inside an appear hook (.onAppear, .task, .onChange(of:initial: true)) sets the first position and is not reported."), RuleOption(name: "exempt_deliberate_choice", kind: .bool, defaultValue: .bool(true), description: "A scrollTo call in a declaration that also scrolls with animation is a deliberate jump and is not reported."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, Preview Content)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "stable_view_identity.yml"), path: "stable_view_identity.yml", id: "stable_view_identity", title: "Stable view identity", defaultSeverity: .warning, optIn: false, checklist: "`ScrollViewReader` with stable IDs for programmatic scrolling.", summary: "A fresh value (UUID(), Date(), Int.random(…)) as a ForEach/List row's .id(…), or an Identifiable.id that returns one.", fix: "", autofix: nil, options: [RuleOption(name: "everywhere", kind: .bool, defaultValue: .bool(false), description: "Report every .id(…) with a fresh value, inside row closures or not (the literal checklist reading; outside rows these are mostly deliberate \"force a new view\" workarounds)."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, Preview Content)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "typed_result_error.yml"), path: "typed_result_error.yml", id: "typed_result_error", title: "Typed Result errors", defaultSeverity: .warning, optIn: false, checklist: "`Result<T, E>` with specific error types, not generic `Error`.", summary: "A Result<A, Error> whose failures are all project errors, so a specific error type fits.", fix: "", autofix: nil, options: [RuleOption(name: "untyped_sources", kind: .choice(["on", "off"]), defaultValue: .string("on"), description: "on: report only where every failure is constructed here; off: report every generic-error Result (the checklist's literal reading)."), RuleOption(name: "exempt_third_party_requirements", kind: .choice(["on", "off"]), defaultValue: .string("on"), description: "Skip functions of types and extensions that adopt a third-party protocol, whose requirement signatures the library fixes."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, previews)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "unsafe_isolation_reason.yml"), path: "unsafe_isolation_reason.yml", id: "unsafe_isolation_reason", title: "Reasons for unsafe isolation", defaultSeverity: .warning, optIn: false, checklist: "Only as a last resort rely on `@preconcurrency` or a `nonisolated(unsafe)` documented with the reason and a review date.", summary: "nonisolated(unsafe), @preconcurrency or @unchecked Sendable without a comment giving the reason.", fix: "", autofix: nil, options: [RuleOption(name: "reason_words", kind: .stringList, defaultValue: .stringList(["safe", "unsafe", "thread", "lock", "mutex", "queue", "serial", "actor", "main", "isolat", "nonisolated", "sendable", "unchecked", "preconcurrency", "concurren", "synchron", "race", "atomic", "immutable", "mutat", "async", "await", "because", "since", "hence", "due", "workaround", "until", "once", "annotat", "audit", "remove", "todo", "fixme"]), description: "Word beginnings that make a comment a reason (a comment word starting with one of them counts)."), RuleOption(name: "require_review_date", kind: .bool, defaultValue: .bool(false), description: "The reason comment's block must also hold a review date written YYYY-MM-DD."), RuleOption(name: "include_declarations", kind: .bool, defaultValue: .bool(false), description: "Also report @preconcurrency on declarations and in type positions other than an inheritance clause (public API compatibility, usually)."), RuleOption(name: "include_tests", kind: .bool, defaultValue: .bool(false), description: "Also check test code (Tests folders, mocks, fakes, stubs, previews)."), RuleOption(name: "ignore_defaults", kind: .bool, defaultValue: .bool(false), description: "List options set for this rule replace their defaults instead of adding to them.")]),
        RuleDescription(compiledFrom: EmbeddedRuleCatalog.text(of: "unused_suppression.yml"), path: "unused_suppression.yml", id: "unused_suppression", title: "Unused suppression", defaultSeverity: .warning, optIn: false, checklist: "Suppressions are justified; a suppression that suppresses nothing is removed.", summary: "An archlint:disable comment that suppresses no finding.", fix: "remove the suppression", autofix: RuleAutofix(kind: .safe, title: "Remove the unused suppression", edit: "removes the directive (with any reason written after it): the whole comment line when it held only the directive, the comment when it held only the directive beside code, else the directive's text; when other ids of its list hide findings, only the unused id and its comma; with a disable, the id of the enable that ended only it"), options: []),
    ]
}

enum CompiledChecklistCatalog {
    static let sections: [ChecklistCatalog.Section] = [
        ChecklistCatalog.Section(id: "A", title: "Swift architecture checklist (TCA / DI / MVVM / Codable guide)", items: [
            ChecklistCatalog.Item(id: "A1", text: "Dependencies are injected through `init`, not created inside the type", rules: ["init_injection"], reviewReason: nil),
            ChecklistCatalog.Item(id: "A2", text: "Protocols are declared in the module that consumes them, not the one that implements them", rules: ["protocol_in_consumer_module"], reviewReason: nil),
            ChecklistCatalog.Item(id: "A3", text: "`@Observable` instead of `ObservableObject` for iOS 17+ code", rules: ["prefer_observable"], reviewReason: nil),
            ChecklistCatalog.Item(id: "A4", text: "`Codable` types use explicit `CodingKeys` when the API's names differ from the model's", rules: ["explicit_coding_keys"], reviewReason: nil),
            ChecklistCatalog.Item(id: "A5", text: "`Result<T, E>` carries a specific error type, not the generic `Error`", rules: ["typed_result_error"], reviewReason: nil),
            ChecklistCatalog.Item(id: "A6", text: "No class inheritance deeper than one level; compose with protocols instead", rules: ["inheritance_depth"], reviewReason: nil),
        ]),
        ChecklistCatalog.Section(id: "B", title: "Keychain and property-wrapper guide", items: [
            ChecklistCatalog.Item(id: "B1", text: "Tokens and secrets live in the Keychain, never in `UserDefaults`; `@AppStorage` holds UI preferences only", rules: ["credentials_in_defaults"], reviewReason: nil),
            ChecklistCatalog.Item(id: "B2", text: "Keychain items use a device-bound accessibility class (`…WhenUnlockedThisDeviceOnly`), never `Always`", rules: ["keychain_accessibility"], reviewReason: nil),
        ]),
        ChecklistCatalog.Section(id: "C", title: "Wrapping legacy services as dependencies (TCA seams, Swift 6 isolation)", items: [
            ChecklistCatalog.Item(id: "C1", text: "Push sources (delegates, `NotificationCenter`, KVO, observers) bridged into an `AsyncStream` always set `onTermination`, which removes the observer", rules: ["async_stream_termination"], reviewReason: nil),
            ChecklistCatalog.Item(id: "C2", text: "`@preconcurrency` and `nonisolated(unsafe)` only as a last resort, each documented with its reason and a review date", rules: ["unsafe_isolation_reason"], reviewReason: nil),
            ChecklistCatalog.Item(id: "C3", text: "A dependency's live implementation only forwards to the legacy code: translation, no logic", rules: [], reviewReason: "what counts as logic is a judgement"),
            ChecklistCatalog.Item(id: "C4", text: "The seam's interface speaks the domain's intent and is the narrowest one its callers need", rules: [], reviewReason: "a judgement of the domain"),
            ChecklistCatalog.Item(id: "C5", text: "Unsafe code stays inside the seam: the live implementation is the only place that touches the legacy class", rules: ["restricted_type"], reviewReason: "until the team names the legacy types and their seam files (`restricted_types:`)"),
            ChecklistCatalog.Item(id: "C6", text: "The test implementation is unimplemented, so an undeclared dependency fails the test loudly", rules: [], reviewReason: "a property of the test setup, not of one declaration"),
        ]),
        ChecklistCatalog.Section(id: "D", title: "SwiftUI previews checklist", items: [
            ChecklistCatalog.Item(id: "D1", text: "Prefer the `#Preview` macro for new previews (`PreviewProvider` stays valid for old code)", rules: ["preview_macro"], reviewReason: nil),
            ChecklistCatalog.Item(id: "D2", text: "Never depend on live network or disk I/O in a preview", rules: ["preview_live_dependency"], reviewReason: nil),
            ChecklistCatalog.Item(id: "D3", text: "Inject mock services through a protocol when a view depends on async data", rules: ["preview_live_dependency"], reviewReason: nil),
            ChecklistCatalog.Item(id: "D4", text: "A named preview for each meaningful state (default, empty, error, loading)", rules: [], reviewReason: "which states are meaningful is a judgement"),
            ChecklistCatalog.Item(id: "D5", text: "`@Previewable` for interactive previews on iOS 18+, wrapper views below", rules: [], reviewReason: "the compiler rejects misuse"),
            ChecklistCatalog.Item(id: "D6", text: "Models expose static `.sample` / `.preview` data instead of previews building values inline", rules: [], reviewReason: "a convention of the team"),
            ChecklistCatalog.Item(id: "D7", text: "Seed `@FocusState` in previews with `.defaultFocus`, not with `.onAppear` writes", rules: ["preview_focus_state"], reviewReason: nil),
        ]),
        ChecklistCatalog.Section(id: "E", title: "Enterprise MVVM workflow: common mistakes and standards", items: [
            ChecklistCatalog.Item(id: "E1", text: "View models are `@MainActor` (a missing `@MainActor` causes thread issues)", rules: ["main_actor_view_model"], reviewReason: nil),
            ChecklistCatalog.Item(id: "E2", text: "View models are `final class`", rules: ["final_view_model"], reviewReason: nil),
            ChecklistCatalog.Item(id: "E3", text: "No singleton abuse: dependencies behind protocols, injected", rules: ["init_injection"], reviewReason: nil),
            ChecklistCatalog.Item(id: "E4", text: "No logic in views: move it to the view model", rules: [], reviewReason: "what counts as logic is a judgement"),
            ChecklistCatalog.Item(id: "E5", text: "No force unwraps (`!`)", rules: ["force_unwrapping"], reviewReason: nil),
            ChecklistCatalog.Item(id: "E6", text: "Loading states are modelled (`isLoading`)", rules: [], reviewReason: "a design judgement"),
            ChecklistCatalog.Item(id: "E7", text: "No hard-coded user-facing strings (localize)", rules: ["hardcoded_ui_string"], reviewReason: nil),
            ChecklistCatalog.Item(id: "E8", text: "Constants live in caseless enums (no instances)", rules: ["constants_namespace"], reviewReason: nil),
        ]),
        ChecklistCatalog.Section(id: "F", title: "SwiftUI scroll patterns checklist", items: [
            ChecklistCatalog.Item(id: "F1", text: "`ScrollViewReader` with stable IDs for programmatic scrolling", rules: ["stable_view_identity"], reviewReason: nil),
            ChecklistCatalog.Item(id: "F2", text: "Explicit animations around `scrollTo()`", rules: ["scroll_to_animation"], reviewReason: nil),
            ChecklistCatalog.Item(id: "F3", text: "`.visualEffect` for scroll-based visual changes", rules: [], reviewReason: "a design judgement"),
            ChecklistCatalog.Item(id: "F4", text: "`.scrollTargetBehavior(.paging)` / `(.viewAligned)` for paging and snapping", rules: [], reviewReason: "a design judgement"),
            ChecklistCatalog.Item(id: "F5", text: "Frequent scroll-position updates gated by thresholds; preference keys for custom tracking", rules: [], reviewReason: "needs run-time behaviour"),
        ]),
        ChecklistCatalog.Section(id: "G", title: "The team's own architecture (configured in `.archlint.yml`)", items: [
            ChecklistCatalog.Item(id: "G1", text: "Each layer uses only the layers and modules it is allowed to (dependencies point inward)", rules: ["layer_dependency"], reviewReason: nil),
            ChecklistCatalog.Item(id: "G2", text: "Feature modules do not reach into each other", rules: ["layer_dependency"], reviewReason: nil),
            ChecklistCatalog.Item(id: "G3", text: "A restricted type is used only where the team allows it", rules: ["restricted_type"], reviewReason: nil),
        ], listedWhenConfigured: true),
        ChecklistCatalog.Section(id: "S", title: "archlint's own hygiene", items: [
            ChecklistCatalog.Item(id: "S1", text: "Suppressions are justified; an `archlint:disable` that hides nothing is removed", rules: ["unused_suppression"], reviewReason: nil),
        ]),
    ]
}
