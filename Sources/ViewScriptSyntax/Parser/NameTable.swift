/// The names read by one parse, interned: a name spelled again (`Text`, `padding`, `count`)
/// gets the `String` made the first time instead of decoding and validating its bytes again.
/// Only short ASCII names (up to 15 bytes, which Swift stores inline without allocating) are
/// interned; others are decoded each time. One table serves a parse and its nested parsers
/// (string interpolations); it lives as long as the parse.
final class NameTable {
    /// Open addressing with linear probing. A slot's key is the name's bytes packed into two
    /// words, the length in the top byte of the second (so an empty slot, `high == 0`, never
    /// matches a name).
    @exclusivity(unchecked) private var lows: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) private var highs: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) private var names: UnsafeMutablePointer<String>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var count = 0
    /// 64 minus log2(capacity): a hash's top bits pick its slot.
    @exclusivity(unchecked) private var shift: UInt64

    /// `capacity` must be a power of two.
    init(capacity: Int = 512) {
        self.capacity = capacity
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        lows = .allocate(capacity: capacity)
        highs = .allocate(capacity: capacity)
        highs.initialize(repeating: 0, count: capacity)
        names = .allocate(capacity: capacity)
    }

    deinit {
        for slot in 0..<capacity where highs[slot] != 0 { (names + slot).deinitialize(count: 1) }
        lows.deallocate()
        highs.deallocate()
        names.deallocate()
    }

    /// The text of `buffer[start..<end]` (in bounds); invalid UTF-8 is repaired.
    func name(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let length = end - start
        // Reads 16 bytes at once, so names within 16 bytes of the end are simply decoded.
        guard length > 0, length <= 15, let base = buffer.baseAddress, start + 16 <= buffer.count else {
            return Self.decode(buffer, start, end)
        }
        let raw = UnsafeRawPointer(base + start)
        var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        if length < 8 {
            low &= (1 << UInt64(length * 8)) &- 1
            high = 0
        } else {
            high &= (1 << UInt64((length - 8) * 8)) &- 1
        }
        guard (low | high) & 0x8080_8080_8080_8080 == 0 else { return Self.decode(buffer, start, end) }
        high |= UInt64(length) << 56
        let mask = capacity - 1
        var slot = Self.hash(low, high, shift: shift)
        while highs[slot] != 0 {
            if highs[slot] == high, lows[slot] == low { return names[slot] }
            slot = (slot + 1) & mask
        }
        let name = Self.decode(buffer, start, end)
        lows[slot] = low
        highs[slot] = high
        (names + slot).initialize(to: name)
        count += 1
        if count * 2 > capacity { grow() }
        return name
    }

    @inline(__always)
    private static func hash(_ low: UInt64, _ high: UInt64, shift: UInt64) -> Int {
        // Multiplicative hashing: the top bits of the product depend on every input bit.
        let hash = ((high &* 0xC2B2_AE3D_27D4_EB4F) ^ low) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: hash >> shift)
    }

    private static func decode(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }

    /// Doubles the table, moving every name to its slot in the larger one.
    private func grow() {
        let oldLows = lows, oldHighs = highs, oldNames = names, oldCapacity = capacity
        capacity *= 2
        shift -= 1
        lows = .allocate(capacity: capacity)
        highs = .allocate(capacity: capacity)
        highs.initialize(repeating: 0, count: capacity)
        names = .allocate(capacity: capacity)
        let mask = capacity - 1
        for old in 0..<oldCapacity where oldHighs[old] != 0 {
            let low = oldLows[old], high = oldHighs[old]
            var slot = Self.hash(low, high, shift: shift)
            while highs[slot] != 0 { slot = (slot + 1) & mask }
            lows[slot] = low
            highs[slot] = high
            (names + slot).moveInitialize(from: oldNames + old, count: 1)
        }
        oldLows.deallocate()
        oldHighs.deallocate()
        oldNames.deallocate()
    }
}
