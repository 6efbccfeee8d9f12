struct APIClient {
    let loose: Loose
}
