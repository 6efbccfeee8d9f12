struct Client {
    let session: URLSession
}
