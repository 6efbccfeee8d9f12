import UIKit

#if os(tvOS)
final class PlayerRouter: NSObject {}
#else
// Same type, second branch: its superclass (a depth-1 class) does not count.
final class PlayerRouter: BasePlayerViewController {}
#endif
