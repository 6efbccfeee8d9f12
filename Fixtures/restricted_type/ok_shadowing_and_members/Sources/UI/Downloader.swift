// A generic parameter, a nested type and a member of the listed name are not the listed type.
struct Downloader<URLSession> {
    let session: URLSession
    var other: Any { configuration.URLSession }
}

struct Screen {
    struct LegacyStore {}
    let store = LegacyStore()
}

#if canImport(LegacyKit)
#endif
