// No import: DataKit's types are not visible here, so `Cache` names no project type this file sees.
struct Other {
    let cache: Cache
}
