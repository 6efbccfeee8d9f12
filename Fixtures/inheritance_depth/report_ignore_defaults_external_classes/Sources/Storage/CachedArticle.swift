import Foundation
import RealmSwift

// "Object" is RealmSwift's base class, configured as external.
class CachedArticle: Object {
    @Persisted(primaryKey: true) var id: String
    @Persisted var title: String
}

final class CachedFeaturedArticle: CachedArticle {
    @Persisted var heroImageURL: String?
}
