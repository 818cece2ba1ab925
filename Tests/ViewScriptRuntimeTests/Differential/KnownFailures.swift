/// Programs of the differential corpus that ViewScript does not run correctly yet. Each
/// still runs, its failures are reported as known issues; remove a name as soon as the
/// program passes (the interpreter issue is resolved when this list is empty).
enum KnownFailures {
    static let programs: Set<String> = [
        "002-int-wrapping-operators.swift",
        "006-double-printing.swift",
        "020-set.swift",
        "027-property-observers.swift",
        "031-class-deinit.swift",
        "036-protocol-extensions.swift",
        "038-generics.swift",
        "039-typealias.swift",
        "043-function-overloads.swift",
        "044-closure-capture.swift",
        "046-closure-escaping-autoclosure.swift",
        "055-debugprint.swift",
        "058-describing-reflecting.swift",
        "062-collection-slices.swift",
        "065-stride-and-numbers-misc.swift",
    ]
}
