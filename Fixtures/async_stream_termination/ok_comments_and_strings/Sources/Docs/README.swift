// Bridging rule of thumb: every AsyncStream { addObserver } needs onTermination.
enum Readme {}
