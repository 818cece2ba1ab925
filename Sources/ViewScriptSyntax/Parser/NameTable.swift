/// The names read by one parse, interned: a name spelled again (`Text`, `padding`, `count`)
/// gets the `String` made the first time instead of decoding and validating its bytes again.
/// Only short ASCII names (up to 15 bytes, which Swift stores inline without allocating) are
/// interned; others are decoded each time. One table serves a parse and its nested parsers
/// (string interpolations); it lives as long as the parse.
final class NameTable {
    /// Open addressing with linear probing. A slot's key is the name's bytes packed into two
    /// words, the length in the top byte of the second (so an empty slot, `high == 0`, never
    /// matches a name). A slot holds its key and its name side by side, so that a lookup reads
    /// one cache line: a large file's table outgrows the caches.
    private struct Slot {
        var low: UInt64
        var high: UInt64
        var name: String
    }

    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var count = 0
    /// 64 minus log2(capacity): a hash's top bits pick its slot.
    @exclusivity(unchecked) private var shift: UInt64

    /// `capacity` must be a power of two.
    init(capacity: Int = 512) {
        self.capacity = capacity
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        slots = Self.emptySlots(capacity)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    private static func emptySlots(_ capacity: Int) -> UnsafeMutablePointer<Slot> {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        slots.initialize(repeating: Slot(low: 0, high: 0, name: ""), count: capacity)
        return slots
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
        while slots[slot].high != 0 {
            if slots[slot].high == high, slots[slot].low == low { return slots[slot].name }
            slot = (slot + 1) & mask
        }
        let name = Self.decode(buffer, start, end)
        slots[slot] = Slot(low: low, high: high, name: name)
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
        let old = slots, oldCapacity = capacity
        capacity *= 2
        shift -= 1
        slots = Self.emptySlots(capacity)
        let mask = capacity - 1
        for index in 0..<oldCapacity where old[index].high != 0 {
            var slot = Self.hash(old[index].low, old[index].high, shift: shift)
            while slots[slot].high != 0 { slot = (slot + 1) & mask }
            swap(&slots[slot], &old[index])
        }
        old.deinitialize(count: oldCapacity)
        old.deallocate()
    }
}
