/// Frames of calls that returned, kept for the next call while the program runs: a call
/// then allocates neither its frame nor its slot buffer (a third of a small function's
/// cost). A frame holds its interpreter, so the interpreter lets go of its spare frames
/// whenever its call stack empties: they never outlive the program's execution.
final class SpareFrames {
    /// A recursion deeper than this keeps only this many frames for reuse.
    static let maximumKept = 64

    private var frames: [Frame] = []

    /// A frame for a call of `definition`, every slot empty.
    @inline(__always)
    func make(for definition: FunctionDefinition, captures: [Box], _ interpreter: Interpreter) -> Frame {
        guard let frame = frames.popLast() else {
            return Frame(definition: definition, captures: captures, interpreter: interpreter)
        }
        frame.reuse(for: definition, captures: captures)
        return frame
    }

    /// Takes back the frame of a call that returned, unless something still holds it or no
    /// call is running any more.
    @inline(__always)
    func recycle(_ frame: inout Frame, callsRunning: Bool) {
        guard callsRunning, frames.count < Self.maximumKept, isKnownUniquelyReferenced(&frame) else { return }
        frame.clear()
        frames.append(frame)
    }

    func removeAll() {
        if !frames.isEmpty { frames.removeAll(keepingCapacity: true) }
    }
}
