/// The class instances and captured variables (`Box`es) of one interpreter that are alive.
///
/// A program can build reference cycles: an object holding a closure that captures it, a
/// parent and child pointing at each other, a closure stored in the variable it captures.
/// Swift leaks those, and so would the interpreter: with every app (every scenario, every
/// fuzzer input) its memory would grow. When the interpreter goes away nothing of the program
/// can run any more, so `breakCycles()` empties every tracked object still alive, and the
/// cycles fall apart. Objects are linked into an intrusive list (no hashing, no reference
/// counting of the entries); each unlinks itself when it dies.
final class LiveObjects {
    fileprivate unowned(unsafe) var first: TrackedObject?

    func track(_ object: TrackedObject) {
        guard object.registry == nil else { return }
        object.registry = self
        object.next = first
        first?.previous = object
        first = object
    }

    /// Empties every object still alive (fields, box values), which frees the cycles
    /// among them.
    func breakCycles() {
        var alive: [TrackedObject] = []
        var current = first
        while let object = current {
            alive.append(object)
            current = object.next
        }
        for object in alive { object.releaseContents() }
    }
}

/// A heap object of the program that can take part in a reference cycle.
public class TrackedObject {
    fileprivate var registry: LiveObjects?
    fileprivate unowned(unsafe) var previous: TrackedObject?
    fileprivate unowned(unsafe) var next: TrackedObject?

    init() {}

    /// Drops what the object refers to (overridden).
    func releaseContents() {}

    deinit {
        guard let registry else { return }
        if let previous { previous.next = next } else { registry.first = next }
        next?.previous = previous
    }
}
