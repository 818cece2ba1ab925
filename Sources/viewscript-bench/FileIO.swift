#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and writes with the C library (no Foundation in the benchmark).
enum FileIO {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func read(_ path: String) throws(Failure) -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw Failure(description: "cannot open \(path)") }
        defer { fclose(file) }
        guard fseek(file, 0, SEEK_END) == 0 else { throw Failure(description: "cannot seek in \(path)") }
        let size = ftell(file)
        guard size >= 0, fseek(file, 0, SEEK_SET) == 0 else { throw Failure(description: "cannot size \(path)") }
        var bytes = [UInt8](repeating: 0, count: size)
        let read = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, size, file) }
        guard read == size else { throw Failure(description: "short read from \(path)") }
        return bytes
    }

    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        guard let file = fopen(path, "wb") else { throw Failure(description: "cannot create \(path)") }
        defer { fclose(file) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, bytes.count, file) }
        guard written == bytes.count else { throw Failure(description: "short write to \(path)") }
    }
}
