/// Programs of the differential corpus that ViewScript does not run exactly as swiftc's
/// binary does, and why. Each still runs; its differences are reported as known issues.
/// `VIEWSCRIPT_STRICT=1 swift test --filter Differential` reports them as failures.
enum KnownFailures {
    static let programs: [String: String] = [:]

    /// Programs that recurse deeper than a ThreadSanitizer build can run: ThreadSanitizer
    /// keeps a shadow call stack of 65,536 native frames per thread, a debug build takes about
    /// 14 native frames per interpreted call, and the stack guard ends the recursion before
    /// the shadow stack overflows (see `NativeStackGuard`). Known issues under ThreadSanitizer only.
    static let underThreadSanitizer: [String: String] = [
        "042-nested-functions-recursion.swift": "recursion 5,000 calls deep",
    ]
}
