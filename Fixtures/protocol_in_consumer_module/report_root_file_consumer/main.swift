import Clock
import Foundation

func greeting(clock: DateProviding) -> String {
    Calendar.current.component(.hour, from: clock.now) < 12 ? "Good morning" : "Hello"
}
