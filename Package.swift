// swift-tools-version:6.0
import PackageDescription

// Layers, one way: ViewScriptSyntax → (runtime → view graph → scenario) → viewscript.
// No package dependencies: only the Swift toolchain.
let package = Package(
    name: "ViewScript",
    products: [
        .library(name: "ViewScriptSyntax", targets: ["ViewScriptSyntax"]),
        .library(name: "ViewScriptRuntime", targets: ["ViewScriptRuntime"]),
        .library(name: "ViewScriptUI", targets: ["ViewScriptUI"]),
        .executable(name: "viewscript", targets: ["viewscript"]),
        .executable(name: "viewscript-fuzz", targets: ["viewscript-fuzz"]),
    ],
    targets: [
        .target(name: "ViewScriptSyntax"),
        // Exclusivity is kept by construction (storage is taken out while it changes, see
        // LValueNode.modify); the runtime checks cost a sixth of the interpreter's time.
        .target(name: "ViewScriptRuntime", dependencies: ["ViewScriptSyntax"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // The view graph likewise: its nodes' fields are read and written by one render loop,
        // never through overlapping accesses; the runtime checks were 9% of a first render.
        // Debug builds, which `swift test` runs, keep every check.
        .target(name: "ViewScriptUI", dependencies: ["ViewScriptRuntime", "ViewScriptSyntax"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(name: "ViewScriptScenario", dependencies: ["ViewScriptUI", "ViewScriptRuntime", "ViewScriptSyntax"]),
        // The lifecycle timeline (`run --timeline`): a scenario's trace drawn as HTML.
        .target(name: "ViewScriptTimeline", dependencies: ["ViewScriptScenario", "ViewScriptUI", "ViewScriptRuntime"]),
        .target(name: "ViewScriptCommandLine", dependencies: ["ViewScriptTimeline", "ViewScriptScenario", "ViewScriptUI", "ViewScriptSyntax", "ViewScriptRuntime"]),
        .executableTarget(name: "viewscript", dependencies: ["ViewScriptCommandLine", "ViewScriptRuntime"]),
        .executableTarget(name: "viewscript-bench", dependencies: ["ViewScriptScenario", "ViewScriptUI", "ViewScriptSyntax", "ViewScriptRuntime", "ViewScriptTestSupport"]),
        // The libFuzzer target (over ViewScriptCommandLine's PipelineProbe): Tests/Fuzz/fuzz.sh
        // builds it with -DVIEWSCRIPT_FUZZING and libFuzzer; in every other build its one file
        // is a stub `main`.
        .executableTarget(name: "viewscript-fuzz",
                          dependencies: ["ViewScriptCommandLine"],
                          path: "Tests/Fuzz", exclude: ["corpus", "deep", "fuzz.sh", "viewscript.dict", "lsan.supp"]),
        // Helpers the test targets share (marked sources for diagnostic tests; the benchmark's
        // programs, which the benchmark runs too).
        .target(name: "ViewScriptTestSupport", path: "Tests/ViewScriptTestSupport"),
        .testTarget(name: "ViewScriptSyntaxTests", dependencies: ["ViewScriptSyntax", "ViewScriptTestSupport"]),
        .testTarget(name: "ViewScriptRuntimeTests", dependencies: ["ViewScriptRuntime", "ViewScriptSyntax", "ViewScriptTestSupport"],
                    exclude: ["Programs"]),
        .testTarget(name: "ViewScriptUITests", dependencies: ["ViewScriptUI", "ViewScriptRuntime", "ViewScriptTestSupport"]),
        .testTarget(name: "ViewScriptScenarioTests", dependencies: ["ViewScriptScenario", "ViewScriptSyntax"]),
        .testTarget(name: "ViewScriptTimelineTests", dependencies: ["ViewScriptTimeline", "ViewScriptScenario", "ViewScriptSyntax", "ViewScriptUI"],
                    exclude: ["PNGCheck.py"]),
        .testTarget(name: "ViewScriptCommandLineTests", dependencies: ["ViewScriptCommandLine", "ViewScriptScenario", "ViewScriptSyntax", "ViewScriptRuntime"]),
    ]
)
