import Core

@MainActor
final class DetailViewModel: Core.BaseViewModel<DetailState> {}

@MainActor
final class SearchViewModel: Core.PagingViewModel, Sendable {}

struct DetailState {}
