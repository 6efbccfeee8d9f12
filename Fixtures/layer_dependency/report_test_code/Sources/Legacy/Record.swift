// Of two declarations of a name, the one in the file's own layer is the one it uses.
struct Record {}
struct Shelf {
    let record: Record
}
