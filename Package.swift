// swift-tools-version:6.0
import PackageDescription

// Layers, one way: ViewScriptSyntax → (runtime → view graph → scenario) → viewscript.
// No package dependencies: only the Swift toolchain.

// Release builds link the Swift runtime and Foundation into the executables (what
// `swift build --static-swift-stdlib` does): calls into the runtime, a fifth of the
// interpreter's instructions are retains and releases, are direct instead of through the
// dynamic linker's tables, a process starts without resolving Foundation's symbols, and it
// maps 6 MB less. Every module is compiled for it too, so that its objects ask for the static
// libraries. Debug builds, which `swift run` and `swift test` make, stay dynamic.
let staticStdlib: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
let linksStaticStdlib: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
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
        .target(name: "ViewScriptSyntax", swiftSettings: staticStdlib),
        // Exclusivity is kept by construction (storage is taken out while it changes, see
        // LValueNode.modify); the runtime checks cost a sixth of the interpreter's time.
        .target(name: "ViewScriptRuntime", dependencies: ["ViewScriptSyntax"],
                swiftSettings: staticStdlib + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // The view graph likewise: its nodes' fields are read and written by one render loop,
        // never through overlapping accesses; the runtime checks were 9% of a first render.
        // Debug builds, which `swift test` runs, keep every check.
        .target(name: "ViewScriptUI", dependencies: ["ViewScriptRuntime", "ViewScriptSyntax"],
                swiftSettings: staticStdlib + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(name: "ViewScriptScenario", dependencies: ["ViewScriptUI", "ViewScriptRuntime", "ViewScriptSyntax"], swiftSettings: staticStdlib),
        // The lifecycle timeline (`run --timeline`): a scenario's trace drawn as HTML.
        .target(name: "ViewScriptTimeline", dependencies: ["ViewScriptScenario", "ViewScriptUI", "ViewScriptRuntime"], swiftSettings: staticStdlib),
        .target(name: "ViewScriptCommandLine", dependencies: ["ViewScriptTimeline", "ViewScriptScenario", "ViewScriptUI", "ViewScriptSyntax", "ViewScriptRuntime"],
                swiftSettings: staticStdlib),
        .executableTarget(name: "viewscript", dependencies: ["ViewScriptCommandLine", "ViewScriptRuntime"],
                          swiftSettings: staticStdlib, linkerSettings: linksStaticStdlib),
        .executableTarget(name: "viewscript-bench", dependencies: ["ViewScriptScenario", "ViewScriptUI", "ViewScriptSyntax", "ViewScriptRuntime", "ViewScriptTestSupport"],
                          swiftSettings: staticStdlib, linkerSettings: linksStaticStdlib),
        // The libFuzzer target (over ViewScriptCommandLine's PipelineProbe): Tests/Fuzz/fuzz.sh
        // builds it with -DVIEWSCRIPT_FUZZING and libFuzzer; in every other build its one file
        // is a stub `main`.
        .executableTarget(name: "viewscript-fuzz",
                          dependencies: ["ViewScriptCommandLine"],
                          path: "Tests/Fuzz", exclude: ["corpus", "deep", "fuzz.sh", "viewscript.dict", "lsan.supp"],
                          swiftSettings: staticStdlib, linkerSettings: linksStaticStdlib),
        // Helpers the test targets share (marked sources for diagnostic tests; the benchmark's
        // programs, which the benchmark runs too).
        .target(name: "ViewScriptTestSupport", path: "Tests/ViewScriptTestSupport", swiftSettings: staticStdlib),
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
