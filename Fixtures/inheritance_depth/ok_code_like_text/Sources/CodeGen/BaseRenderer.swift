import Foundation

class BaseRenderer {
    func render(_ name: String) -> String { name }
}
