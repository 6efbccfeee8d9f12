import DataKit

struct Row {
    // Module.Type is one reference, at the type.
    let record: DataKit.Record
    // A backticked identifier is compared without its backticks.
    let entry: `Entry`
}
