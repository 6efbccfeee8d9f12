@MainActor
final class ProfileModel {
    var name = ""
}

typealias ProfileScreenModel = ProfileModel
