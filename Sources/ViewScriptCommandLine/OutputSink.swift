#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where a command writes: standard output, standard error, or a buffer in tests.
public protocol OutputSink: AnyObject, Sendable {
    func write(_ text: String)
    /// Whether the output is a terminal (colours are used only there).
    var isTerminal: Bool { get }
}

// MARK: - File descriptors

/// An unbuffered sink over a file descriptor, so that standard output and standard error
/// interleave in the order they were written.
public final class FileDescriptorOutput: OutputSink {
    public let descriptor: Int32
    public let isTerminal: Bool

    public init(descriptor: Int32) {
        self.descriptor = descriptor
        self.isTerminal = isatty(descriptor) == 1
    }

    public static let standardOutput = FileDescriptorOutput(descriptor: 1)
    public static let standardError = FileDescriptorOutput(descriptor: 2)

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = systemWrite(descriptor, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                pointer += written
                remaining -= written
            }
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, pointer, count)
    #elseif canImport(Musl)
    return Musl.write(descriptor, pointer, count)
    #else
    return Darwin.write(descriptor, pointer, count)
    #endif
}

// MARK: - Captured output

/// A sink that keeps what was written, for running commands in-process in tests.
public final class CapturedOutput: OutputSink, @unchecked Sendable {
    public let isTerminal: Bool
    private let lock = NSLock()
    private var buffer = ""

    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) {
        lock.lock()
        buffer += text
        lock.unlock()
    }

    /// Everything written so far.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }
}
