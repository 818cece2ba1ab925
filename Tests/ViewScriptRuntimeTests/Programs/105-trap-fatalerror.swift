// TRAP: fatalError with a message, called from a function.
enum State { case ready, broken }
func check(_ s: State) {
    switch s {
    case .ready: print("state is ready")
    case .broken: fatalError("state is broken: \(s)")
    }
}
check(.ready)
check(.broken)
print("never printed")
