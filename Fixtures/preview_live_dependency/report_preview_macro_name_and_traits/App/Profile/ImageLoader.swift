import Foundation

struct ImageLoader {
    let session: URLSession
}
