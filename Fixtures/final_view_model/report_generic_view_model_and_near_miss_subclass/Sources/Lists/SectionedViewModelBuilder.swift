@MainActor
final class SectionedViewModelBuilder: SectionedViewModelFactory {
    func make() -> SectionedViewModel { SectionedViewModel() }
}

class SectionedViewModelFactory {}
