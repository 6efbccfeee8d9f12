import Foundation

enum SchemaRegistry {
    static let current: SchemaMigration = SchemaV3000()
    static let baseline: SchemaMigration = SchemaV0001()
}
