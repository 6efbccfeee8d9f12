import DataKit

struct Screen {
    // Each type is reported once, at its first reference, however it is named.
    let first: Store.Snapshot
    let second: Store.Snapshot
    // `Store.Missing` names no nested type: it is Store, as the name alone is.
    let store: Store.Missing
    let again: Store
    // `DataKit.Entry` and `Entry` are one type.
    let entry: DataKit.Entry
    let entryAgain: Entry
    // `DataKit.Record` is DataKit's, a second type of the name: reported once; `Record` alone is the layer's own.
    let record: DataKit.Record
    let own: Record
    let recordAgain: DataKit.Record
}
