//
// Copyright 2025 Example Ltd. All rights reserved.
//

import UIKit
@preconcurrency import UserNotifications

final class AppDelegate: NSObject, UIApplicationDelegate {}
