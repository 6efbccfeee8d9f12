import Foundation

// A project type is never an Apple-framework type, whatever its prefix.
final class CFHostClient {}

// The prefix must be followed by an uppercase letter.
final class ConfigController {
    let settings = CfgManager()
    let vault = SecurityManager()
    let sounds = AudioServiceManager()
    let host = CFHostClient()
    let queue = AudioQueueingService()
}

final class CfgManager {}
final class SecurityManager {}
final class AudioServiceManager {}
final class AudioQueueingService {}
