// The libFuzzer entry point over the whole pipeline: each input goes through
// `PipelineProbe` (Sources/ViewScriptCommandLine/PipelineProbe.swift), as `check` runs a file,
// with small limits; a diagnostic placed outside the file stops the fuzzer like a crash.
// Built only by Tests/Fuzz/fuzz.sh, which defines VIEWSCRIPT_FUZZING and links libFuzzer
// (its `main` drives this function). In a normal build the file is a stub executable, so
// `swift build` and `swift test` never need libFuzzer; `swift test` runs the committed
// corpus through the same probe (`PipelineProbeTests`).

#if VIEWSCRIPT_FUZZING
import ViewScriptCommandLine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let wrong = PipelineProbe().run(bytes, path: "fuzz.view").first {
        fatalError("diagnostic outside the file: \(wrong)")
    }
    return 0
}
#else
/// Without VIEWSCRIPT_FUZZING (every normal build) this is a stub.
@main
enum FuzzTargetStub {
    static func main() {
        print("viewscript-fuzz is built by Tests/Fuzz/fuzz.sh (libFuzzer); see README.md, Robustness.")
    }
}
#endif
