import Foundation

/// Which sanitizer runtime the process runs under (the test suite's sanitizer runs): a few
/// limits of the runtime depend on it.
public enum Sanitizers {
    /// Whether ThreadSanitizer's runtime is linked in (it defines `__tsan_init`).
    public static let thread = dlsym(nil, "__tsan_init") != nil  // nil: RTLD_DEFAULT
}
