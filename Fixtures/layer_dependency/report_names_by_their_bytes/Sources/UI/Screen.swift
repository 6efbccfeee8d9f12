import PersistenceFoundationKit

struct Screen {
    let record: PersistentStoreCoordinatorRecord
    let café: Café
    let entry: CaféMenüEintragMitLangemNamen
}
