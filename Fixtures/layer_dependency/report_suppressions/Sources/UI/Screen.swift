// archlint:disable:next layer_dependency
final class ScreenController:
    BaseController,
    Repository {
    let record: Record
}

struct Cell {
    // archlint:disable:next layer_dependency
    #if DEBUG
    let entry: Entry
    #endif
    // The first reference to Entry in the file was suppressed: the file has no finding for Entry.
    let other: Entry
}
