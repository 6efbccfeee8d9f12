import CoreData

final class CoreDataStack: NSPersistentContainer, @unchecked Sendable {
    static let shared = CoreDataStack(name: "Model")
}

final class CachedPost: NSManagedObject {
    @NSManaged var title: String
}
