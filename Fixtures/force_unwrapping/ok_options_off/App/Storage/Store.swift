import Foundation

struct Store {
    func load(_ data: Data, object: Any) -> [String: Any] {
        let json = try! JSONSerialization.jsonObject(with: data)
        return json as! [String: Any]
    }
}
