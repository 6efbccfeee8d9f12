import UIKit

final class SheetPresentationManager: UIPresentationController {}
