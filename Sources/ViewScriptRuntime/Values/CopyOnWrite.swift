/// The parts of a value payload behind one reference, copied on write.
///
/// A `Value` is as large as its largest payload, and every copy of a `Value` moves all of it
/// through an outlined switch. Payloads with several parts (arrays with their element type,
/// dictionaries with their index, tuples with labels, enum cases) keep them here, so each is
/// one word and `Value` stays at two words and a tag; copying one counts one reference
/// instead of one per part. A write to a uniquely held payload changes it in place.
struct CopyOnWrite<Contents> {
    private final class Storage {
        var contents: Contents
        init(_ contents: Contents) { self.contents = contents }
    }

    private var storage: Storage

    init(_ contents: Contents) { storage = Storage(contents) }

    var contents: Contents {
        @inline(__always) _read { yield storage.contents }
        @inline(__always) _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.contents) }
            yield &storage.contents
        }
    }
}
