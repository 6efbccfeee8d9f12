import Combine

extension ProfileScreenModel: ObservableObject {}
