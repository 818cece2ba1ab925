// swift-tools-version:6.0
import PackageDescription

// Layers, one way: ViewScriptSyntax → (runtime → view graph → scenario) → viewscript.
// No package dependencies: only the Swift toolchain.
let package = Package(
    name: "ViewScript",
    products: [
        .library(name: "ViewScriptSyntax", targets: ["ViewScriptSyntax"]),
        .executable(name: "viewscript", targets: ["viewscript"]),
    ],
    targets: [
        .target(name: "ViewScriptSyntax"),
        .target(name: "ViewScriptCommandLine", dependencies: ["ViewScriptSyntax"]),
        .executableTarget(name: "viewscript", dependencies: ["ViewScriptCommandLine"]),
        .executableTarget(name: "viewscript-bench", dependencies: ["ViewScriptSyntax"]),
        .testTarget(name: "ViewScriptSyntaxTests", dependencies: ["ViewScriptSyntax"]),
        .testTarget(name: "ViewScriptCommandLineTests", dependencies: ["ViewScriptCommandLine", "ViewScriptSyntax"]),
    ]
)
