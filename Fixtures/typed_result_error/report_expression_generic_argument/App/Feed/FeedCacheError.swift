enum FeedCacheError: Error {
    case miss
}
