#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What one measured run cost: wall time on a monotonic clock, CPU time (user + system) and peak
/// resident memory in MB (10⁶ bytes), the last two from `wait4` for the child alone.
struct Sample {
    var wall: Double
    var cpu: Double
    var peakMegabytes: Double

    /// Several children run one after another count as one run: times add up, memory does not.
    static func sequence(_ samples: [Sample]) -> Sample {
        Sample(wall: samples.reduce(0) { $0 + $1.wall }, cpu: samples.reduce(0) { $0 + $1.cpu },
               peakMegabytes: samples.map(\.peakMegabytes).max() ?? 0)
    }
}

/// One program to run in the current directory: `arguments[0]` is the executable's path. Its
/// stdin reads `stdin`; its stdout and stderr go to /dev/null.
struct Invocation {
    var arguments: [String]
    var stdin = "/dev/null"
}

enum ChildProcess {
    /// Runs `invocation` to its end through `posix_spawn`. `problem` describes an exit status
    /// above 1 or a signal (linters exit 1 for findings, which is not a problem here).
    static func run(_ invocation: Invocation) throws -> (sample: Sample, problem: String?) {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, invocation.stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let argv = invocation.arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        let spawned = posix_spawn(&pid, invocation.arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw BenchError("archlint-bench: cannot run \(invocation.arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("archlint-bench: wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let elapsed = start.duration(to: clock.now)

        #if canImport(Darwin)
        let peakBytes = Double(usage.ru_maxrss)  // bytes on macOS
        #else
        let peakBytes = Double(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
        let sample = Sample(wall: seconds(elapsed), cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime),
                            peakMegabytes: peakBytes / 1e6)
        let signal = status & 0x7F, exitCode = (status >> 8) & 0xFF
        let problem = signal != 0 ? "killed by signal \(signal)" : exitCode > 1 ? "exited with status \(exitCode)" : nil
        return (sample, problem)
    }

    /// This process's own peak memory in MB, which Linux carries over into every child it spawns
    /// (`exec` records the peak of the address space it replaces, which `posix_spawn` shares with
    /// the parent until then); 0 elsewhere.
    static func inheritedPeakMegabytes() -> Double {
        #if os(Linux)
        return Double(peakResidentKilobytes()) * 1024 / 1e6
        #else
        return 0
        #endif
    }

    /// `name` as the shell would find it on PATH (or `name` itself when it holds a `/`).
    static func find(_ name: String) -> String? {
        if name.contains("/") { return isExecutable(name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first(where: isExecutable)
    }

    static func isExecutable(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && access(path, X_OK) == 0
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}
