/// Frames of calls that returned, kept for the next call while the program runs: a call
/// then allocates neither its frame nor its slot buffer (a third of a small function's
/// cost). A frame holds its interpreter, so the interpreter lets go of its spare frames
/// whenever its call stack empties (they never outlive the program's execution), unless
/// its owner keeps them between calls and lets go of them itself
/// (`Interpreter.keepsSpareFrames`).
///
/// The frames sit in a buffer of fixed size rather than an array: taking one and giving it
/// back are the most frequent operations of a call, and an array checks that its storage
/// is unique (and may grow) on each.
final class SpareFrames {
    /// A recursion deeper than this keeps only this many frames for reuse.
    static let maximumKept = 64

    private let frames = UnsafeMutablePointer<Frame>.allocate(capacity: SpareFrames.maximumKept)
    private var count = 0

    deinit {
        frames.deinitialize(count: count)
        frames.deallocate()
    }

    /// A frame for a call of `definition`, every slot empty.
    @inline(__always)
    func make(for definition: FunctionDefinition, captures: Captures, _ interpreter: Interpreter) -> Frame {
        guard count > 0 else {
            return Frame(definition: definition, captures: captures, interpreter: interpreter)
        }
        count -= 1
        let frame = (frames + count).move()
        frame.reuse(for: definition, captures: captures)
        return frame
    }

    /// Takes back the frame of a call that returned, unless something still holds it or no
    /// call is running any more. The caller's reference moves into the buffer (no count).
    @inline(__always)
    func recycle(_ frame: consuming Frame, callsRunning: Bool) {
        var frame = frame
        guard callsRunning, count < Self.maximumKept, isKnownUniquelyReferenced(&frame) else { return }
        frame.clear()
        (frames + count).initialize(to: consume frame)
        count += 1
    }

    func removeAll() {
        // Emptied first: freeing a frame frees its values, which may run code.
        let kept = count
        count = 0
        frames.deinitialize(count: kept)
    }
}
