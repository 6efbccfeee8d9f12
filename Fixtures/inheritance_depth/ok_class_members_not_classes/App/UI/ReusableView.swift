import UIKit

protocol ReusableView: class {
    static var reuseIdentifier: String { get }
}

extension ReusableView {
    static var reuseIdentifier: String { String(describing: self) }
}

extension UITableView {
    func register<Cell: UITableViewCell & ReusableView>(_ cellClass: Cell.Type = Cell.self) {
        register(cellClass, forCellReuseIdentifier: Cell.reuseIdentifier)
    }

    func dequeue<Cell: UITableViewCell & ReusableView>(_: Cell.Type, for indexPath: IndexPath) -> Cell {
        dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath) as! Cell
    }
}

final class SeatCell: UITableViewCell, ReusableView {
    class override func requiresConstraintBasedLayout() -> Bool { true }
}

struct Seat: Decodable {
    let row: Int
    let `class`: CabinClass
}

enum CabinClass: String, Decodable {
    case economy, business, first
}
