import ViewScriptRuntime

/// `show MyApp()`: an `App` (and a `Scene` of the program) is shown like a view whose body
/// is its scenes. A phone shows the content of its `WindowGroup`, with the modifiers the
/// scene applies (`.environmentObject`, `.environment`); `Settings` and `MenuBarExtra` are
/// macOS scenes and show nothing. The `App` struct keeps its `@State` and `@StateObject`
/// for the life of the app, as a view's do.
extension NominalType {
    public var isAppOrScene: Bool { conforms(to: "App") || conforms(to: "Scene") }
}
