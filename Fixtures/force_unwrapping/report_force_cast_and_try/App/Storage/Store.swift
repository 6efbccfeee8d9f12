import Foundation

struct Store {
    func load(_ data: Data, object: Any) -> [String: Any] {
        let json = try! JSONSerialization.jsonObject(with: data)
        let cell = object as! [String: Any]
        let other = json as!Settings
        return cell.merging(other.values!) { a, _ in a }
    }
}
