import ViewScriptSyntax

/// `"a \(b) c"`.
public final class InterpolationNode: ExprNode {
    enum Segment {
        case text(String)
        case value(ExprNode, specifier: String?, extra: [ExprNode], range: SourceRange)
    }
    let segments: [Segment]
    /// The segments as plain values, read without a reference count each: a literal part by
    /// where its UTF-8 lies in `literalBytes`, a `\(value)` without a specifier by its node
    /// (unretained: `segments` owns it), anything else by its index in `segments`.
    private enum Part {
        case text(start: Int, end: Int)
        case value(Unmanaged<ExprNode>)
        case general(Int)
    }
    private let parts: [Part]
    /// The UTF-8 of every literal part, one after the other.
    private let literalBytes: [UInt8]

    init(segments: [Segment], range: SourceRange) {
        self.segments = segments
        var parts: [Part] = []
        var bytes: [UInt8] = []
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .text(let part):
                let start = bytes.count
                bytes.append(contentsOf: part.utf8)
                parts.append(.text(start: start, end: bytes.count))
            case .value(let node, nil, _, _):
                parts.append(.value(Unmanaged.passUnretained(node)))
            case .value:
                parts.append(.general(index))
            }
        }
        self.parts = parts
        self.literalBytes = bytes
        super.init(range: range, type: .string)
    }

    /// The text is put together in a buffer on the stack and made a `String` once at the end
    /// (appending to a `String` part by part costs a hundred instructions or more a part, and
    /// most interpolations are short); a longer text goes on in a `String` (see `TextBuilder`).
    public override func evaluate(_ frame: Frame) throws -> Value {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: TextBuilder.bufferSize) { buffer in
            var text = TextBuilder(buffer.baseAddress!)
            for part in parts {
                switch part {
                case .text(let start, let end):
                    literalBytes.withUnsafeBufferPointer { text.append(UnsafeBufferPointer(rebasing: $0[start..<end])) }
                case .value(let node):
                    let value = try node._withUnsafeGuaranteedRef { try $0.evaluate(frame) }
                    switch value {
                    case .int(let number): text.append(number)
                    case .string(let string): text.append(string)
                    // A value that cannot be shown (a lazy sequence) is an error at the interpolation.
                    default: text.append(try frame.interpreter.describe(value, at: LazySequenceObject.isLazy(value) ? range : nil))
                    }
                case .general(let index):
                    try append(segments[index], to: &text, frame)
                }
            }
            return .string(text.finish())
        }
    }

    private func append(_ segment: Segment, to text: inout TextBuilder, _ frame: Frame) throws {
        guard case .value(let node, let specifier, let extra, _) = segment else { return }
        let value = try node.evaluate(frame)
        if specifier == "specifier", let format = try extra.first?.evaluate(frame).asString {
            text.append(try StringFormat.format(format, [value], CallContext(interpreter: frame.interpreter, range: range)))
        } else {
            text.append(try frame.interpreter.describe(value, at: LazySequenceObject.isLazy(value) ? range : nil))
        }
    }
}

/// The UTF-8 of a text being put together, in a buffer of `bufferSize` bytes, then in a
/// `String` once the buffer is full. Only whole parts are copied, so the bytes are always
/// valid UTF-8 (each part is a `String` or a number's digits).
struct TextBuilder {
    static let bufferSize = 64
    private let buffer: UnsafeMutablePointer<UInt8>
    private var count = 0
    /// The text so far, once it no longer fits in the buffer.
    private var spilled: String?

    init(_ buffer: UnsafeMutablePointer<UInt8>) { self.buffer = buffer }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if spilled == nil, count + bytes.count <= Self.bufferSize {
            if let base = bytes.baseAddress { (buffer + count).update(from: base, count: bytes.count) }
            count += bytes.count
            return
        }
        spill()
        spilled!.append(String(decoding: bytes, as: UTF8.self))
    }

    mutating func append(_ string: String) {
        if spilled == nil, string.utf8.count + count <= Self.bufferSize,
           string.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil {
            return
        }
        spill()
        spilled!.append(string)
    }

    /// A number's decimal digits (as `String(number)` writes them).
    mutating func append(_ number: Int) {
        // 19 digits and a sign at most (Int.min).
        guard spilled == nil, count + 20 <= Self.bufferSize else {
            spill()
            spilled!.append(FastText.decimal(number))
            return
        }
        count += FastText.writeDecimal(number, into: buffer + count)
    }

    /// Moves what the buffer holds into `spilled` (from then on, everything goes there).
    private mutating func spill() {
        guard spilled == nil else { return }
        spilled = FastText.string(UnsafeBufferPointer(start: buffer, count: count))
    }

    func finish() -> String {
        spilled ?? FastText.string(UnsafeBufferPointer(start: buffer, count: count))
    }
}
